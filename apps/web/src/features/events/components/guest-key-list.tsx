// An event's guests (spec §2 event detail): searchable, 5 a page, each with their status, their QR and its
// sending (share sheet, WhatsApp, copy; issue 15) and — for whoever manages the guests — edit and delete
// (after a confirmation). Admins see the list read-only (§6).
import { type EventAccessKey, SHORT_SEARCH_DEBOUNCE_MS } from '@garita/contract';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import QrIcon from '@mui/icons-material/QrCode2';
import ShareIcon from '@mui/icons-material/Share';
import { Box, Chip, IconButton, List, ListItem, ListItemText, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LoadingBlock } from '../../../components/feedback/loading-block.tsx';
import { PageSteps } from '../../../components/lists/list-pager.tsx';
import { SearchField } from '../../../components/lists/search-field.tsx';
import { notify } from '../../../lib/notify.ts';
import { clampPage } from '../../../lib/paging.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useDeleteGuest } from '../api/event-guests.ts';
import { guestKeysQuery } from '../api/get-events.ts';
import { displayPhone } from '../guests.ts';
import { GuestQrDialog } from './guest-qr-dialog.tsx';

type Status = 'unused' | 'access' | 'exit' | 'try';
const statusOf = (guest: EventAccessKey): Status => guest.last_transaction_type ?? 'unused';
const STATUS_COLOR = { unused: 'default', access: 'success', exit: 'info', try: 'warning' } as const;

interface GuestKeyListProps {
  eventId: number;
  /** The event's access point names and the zone its times are read in, for the guests' messages. */
  places: readonly string[];
  timeZone: string;
  /** Admins: no add, edit or delete, and a 404 reads as no guests. */
  isAdmin: boolean;
}

export function GuestKeyList({ eventId, places, timeZone, isAdmin }: GuestKeyListProps) {
  const { t } = useTranslation(['events', 'common']);
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SHORT_SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [pagedQuery, setPagedQuery] = useState(query);
  if (pagedQuery !== query) {
    setPagedQuery(query);
    setPage(1);
  }
  const list = useQuery(guestKeysQuery(eventId, { query, page }, isAdmin));
  const [showing, setShowing] = useState<EventAccessKey | null>(null);
  const [deleting, setDeleting] = useState<EventAccessKey | null>(null);
  const remove = useDeleteGuest();
  const pages = Math.max(1, list.data?.total_pages ?? 1);
  const guests = list.data?.access_keys;

  const handleDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify(t('events:guestList.deleted', { name: deleting.visitor_name }), 'success');
        setDeleting(null);
        // The last guest of the last page went: show the page before.
        if (guests?.length === 1) setPage((current) => clampPage(current - 1, pages));
      },
      onError: () => setDeleting(null),
    });
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="guest-list">
      <SearchField label={t('events:guestList.search')} value={search} onChange={setSearch} fullWidth />
      {list.isPending && <LoadingBlock label={t('events:guestList.loading')} py={3} />}
      {!list.isPending && !guests?.length && (
        <Typography sx={{ color: 'text.secondary', textAlign: 'center', py: 2 }}>
          {query ? t('events:guestList.noMatch') : t('events:guestList.empty')}
        </Typography>
      )}
      {!!guests?.length && (
        <List
          disablePadding
          aria-label={t('events:guestList.label')}
          aria-busy={list.isFetching}
          sx={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
        >
          {guests.map((guest) => {
            const status = statusOf(guest);
            return (
              <ListItem
                key={guest.id}
                divider
                disableGutters
                data-testid="guest-row"
                sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
              >
                <ListItemText
                  sx={{ flex: '1 1 160px', minWidth: 0 }}
                  primary={guest.visitor_name}
                  secondary={[displayPhone(guest.country_code, guest.visitor_phone), guest.visitor_email]
                    .filter(Boolean)
                    .join(' · ')}
                  slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
                />
                <Chip size="small" label={t(`events:guestStatus.${status}`)} color={STATUS_COLOR[status]} />
                <Box sx={{ display: 'flex' }}>
                  <Tooltip title={t('events:guestList.share', { name: guest.visitor_name })}>
                    <IconButton
                      aria-label={t('events:guestList.share', { name: guest.visitor_name })}
                      onClick={() => setShowing(guest)}
                    >
                      <ShareIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('events:guestList.qr', { name: guest.visitor_name })}>
                    <IconButton
                      aria-label={t('events:guestList.qr', { name: guest.visitor_name })}
                      onClick={() => setShowing(guest)}
                    >
                      <QrIcon />
                    </IconButton>
                  </Tooltip>
                  {!isAdmin && (
                    <Tooltip title={t('events:guestList.edit', { name: guest.visitor_name })}>
                      <IconButton
                        component={Link}
                        to={`/edit-event-guest/${eventId}/${guest.id}`}
                        aria-label={t('events:guestList.edit', { name: guest.visitor_name })}
                      >
                        <EditIcon />
                      </IconButton>
                    </Tooltip>
                  )}
                  {!isAdmin && guest.can_delete && (
                    <Tooltip title={t('events:guestList.delete', { name: guest.visitor_name })}>
                      <IconButton
                        aria-label={t('events:guestList.delete', { name: guest.visitor_name })}
                        onClick={() => setDeleting(guest)}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </Tooltip>
                  )}
                </Box>
              </ListItem>
            );
          })}
        </List>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <PageSteps page={page} totalPages={pages} onPageChange={setPage} testId="guest-page-of" />
      </Box>
      <GuestQrDialog guest={showing} places={places} timeZone={timeZone} onClose={() => setShowing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('events:guestList.confirmTitle')}
        message={t('events:guestList.confirmMessage', { name: deleting?.visitor_name ?? '' })}
        confirmLabel={t('events:guestList.confirm')}
        cancelLabel={t('common:cancel')}
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
        isPending={remove.isPending}
      />
    </Box>
  );
}
