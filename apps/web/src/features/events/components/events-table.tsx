// The desktop events table (spec §2 "Events"): name, start, end, guest number, description, access points
// and event type; times on each event's access point clock. A row opens the event's details.
import type { Event } from '@garita/contract';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/lists/data-table.tsx';
import { formatInZone } from '../../../lib/dates.ts';
import { DEFAULT_LANGUAGE, normalizeLanguage } from '../../../lib/language.ts';

interface EventsTableProps {
  events: readonly Event[] | undefined;
  isLoading: boolean;
  emptyText: string;
  onOpen: (event: Event) => void;
}

export function EventsTable({ events, isLoading, emptyText, onOpen }: EventsTableProps) {
  const { t, i18n } = useTranslation('events');
  const language = normalizeLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;
  const when = (value: string, event: Event) => (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {formatInZone(value, event.time_zone_name, 'dateTime', language)}
    </Box>
  );
  const columns: DataColumn<Event>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      render: (event) => (
        <Box
          component="button"
          type="button"
          onClick={(click) => {
            click.stopPropagation();
            onOpen(event);
          }}
          sx={{
            all: 'unset',
            cursor: 'pointer',
            fontWeight: 700,
            color: 'primary.main',
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
          }}
        >
          {event.name}
        </Box>
      ),
    },
    { key: 'start', header: t('columns.start'), render: (event) => when(event.start_date, event) },
    { key: 'end', header: t('columns.end'), render: (event) => when(event.end_date, event) },
    { key: 'guests', header: t('columns.guests'), align: 'right', render: (event) => event.number_of_guests },
    {
      key: 'description',
      header: t('columns.description'),
      render: (event) => (
        <Box
          component="span"
          title={event.description}
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            maxWidth: 280,
          }}
        >
          {event.description}
        </Box>
      ),
    },
    {
      key: 'access',
      header: t('columns.accessPoints'),
      render: (event) => event.access_servers.map((server) => server.name).join(', ') || '—',
    },
    {
      key: 'type',
      header: t('columns.type'),
      render: (event) => t(event.event_type_id === 2 ? 'types.own' : 'types.external'),
    },
  ];
  return (
    <DataTable
      label={t('title')}
      columns={columns}
      rows={events}
      rowKey={(event) => event.id}
      isLoading={isLoading}
      loadingLabel={t('loading')}
      emptyText={emptyText}
      onRowClick={onOpen}
    />
  );
}
