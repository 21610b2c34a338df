// The new-event drawer's side panel of saved contacts (spec §2): the user's own favourites, searched on the
// server, each added to the guests with one click.
import { type CommunityMember, SEARCH_DEBOUNCE_MS } from '@garita/contract';
import CheckIcon from '@mui/icons-material/Check';
import AddIcon from '@mui/icons-material/PersonAddAlt1';
import { Box, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/feedback/loading-block.tsx';
import { SearchField } from '../../../components/lists/search-field.tsx';
import { ownContactsQuery } from '../../../lib/own-contacts.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { displayPhone } from '../guests.ts';

interface ContactsPanelProps {
  onAdd: (contact: CommunityMember) => void;
  /** Favourites already among the guests. */
  addedIds: ReadonlySet<number>;
}

export function ContactsPanel({ onAdd, addedIds }: ContactsPanelProps) {
  const { t } = useTranslation('events');
  const [search, setSearch] = useState('');
  const key = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const contacts = useQuery({ ...ownContactsQuery(key), placeholderData: keepPreviousData });
  return (
    <Box
      component="aside"
      aria-labelledby="contacts-panel-title"
      data-testid="contacts-panel"
      sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}
    >
      <Typography id="contacts-panel-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('contacts.title')}
      </Typography>
      <SearchField label={t('contacts.search')} value={search} onChange={setSearch} fullWidth />
      {contacts.isPending && <LoadingBlock label={t('guests.loadingFavorites')} py={2} size={28} />}
      {!contacts.isPending && !contacts.data?.length && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('guests.noFavorites')}
        </Typography>
      )}
      <List dense disablePadding aria-label={t('contacts.title')}>
        {contacts.data?.map((contact) => {
          const isAdded = addedIds.has(contact.id);
          return (
            <ListItem
              key={contact.id}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t(isAdded ? 'contacts.added' : 'contacts.add', { name: contact.name })}
                  disabled={isAdded}
                  onClick={() => onAdd(contact)}
                >
                  {isAdded ? <CheckIcon /> : <AddIcon />}
                </IconButton>
              }
            >
              <ListItemText
                primary={contact.name}
                secondary={[displayPhone(contact.country_code, contact.phone), contact.email]
                  .filter(Boolean)
                  .join(' · ')}
                slotProps={{
                  primary: { sx: { overflowWrap: 'anywhere' } },
                  secondary: { sx: { overflowWrap: 'anywhere' } },
                }}
              />
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
