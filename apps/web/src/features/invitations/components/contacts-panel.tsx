// The caller's favourite contacts to invite from (spec §2/§7: GET /community_members/list?key, at most
// 100): a search (500 ms) and the matching contacts; choosing one fills the visitor. The desktop drawer
// shows it beside the form, a phone inside the form's "from favourites" mode.
import { SEARCH_DEBOUNCE_MS } from '@garita/contract';
import PersonIcon from '@mui/icons-material/Person';
import { Box, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/feedback/loading-block.tsx';
import { SearchField } from '../../../components/lists/search-field.tsx';
import { ownContactsQuery } from '../../../lib/own-contacts.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import type { FavoriteContact } from '../invitation-form.ts';

interface ContactsPanelProps {
  onChoose: (contact: FavoriteContact) => void;
  selectedId: number | null;
  /** Rows shown before scrolling (the desktop panel is as tall as the drawer). */
  maxHeight?: number | string;
}

export function ContactsPanel({ onChoose, selectedId, maxHeight = 320 }: ContactsPanelProps) {
  const { t } = useTranslation('invitations');
  const headingId = useId();
  const [search, setSearch] = useState('');
  const key = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const contacts = useQuery(ownContactsQuery(key));
  const rows = contacts.data ?? [];
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid="contacts-panel"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, minHeight: 0 }}
    >
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('contacts.title')}
      </Typography>
      <SearchField label={t('contacts.search')} value={search} onChange={setSearch} fullWidth />
      {contacts.isPending ? (
        <LoadingBlock label={t('contacts.loading')} py={2} size={24} />
      ) : rows.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', py: 1 }}>
          {key ? t('contacts.noMatch') : t('contacts.empty')}
        </Typography>
      ) : (
        <List dense aria-labelledby={headingId} sx={{ overflowY: 'auto', maxHeight, py: 0 }}>
          {rows.map((contact) => (
            <ListItem key={contact.id} disablePadding>
              <ListItemButton
                selected={contact.id === selectedId}
                onClick={() => onChoose(contact)}
                sx={{ borderRadius: 1 }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <PersonIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText
                  primary={contact.name}
                  secondary={[`${contact.country_code} ${contact.phone}`, contact.email].filter(Boolean).join(' · ')}
                  slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
