// Desktop events page (spec §2 "Events", /events at 1200 px and wider for admins, hosts and secondary hosts):
// filters by user (not for secondary hosts), access point and search text; the table; a row opens the
// event's details drawer; "new invitation" opens the new-event drawer; CSV of page 1 of 100 of the filters.
import type { Event, User } from '@garita/contract';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/lists/export-button.tsx';
import { ListPager } from '../../../components/lists/list-pager.tsx';
import { PageHeader } from '../../../components/lists/page-header.tsx';
import { SearchField } from '../../../components/lists/search-field.tsx';
import { useSession } from '../../../lib/session.ts';
import { useCsvExport } from '../../../lib/use-csv-export.ts';
import { fetchEventsForExport } from '../api/get-events.ts';
import { downloadEventsCsv } from '../export-events.ts';
import { EventDetailsDrawer } from './event-details-drawer.tsx';
import { EventFilters } from './event-filters.tsx';
import { EventsTable } from './events-table.tsx';
import { NewEventDrawer } from './new-event-drawer.tsx';
import { useEventList } from './use-event-list.ts';

export default function DesktopEventsPage() {
  const session = useSession();
  if (!session) return null;
  return <EventsPage me={session.user} />;
}

function EventsPage({ me }: { me: User }) {
  const { t } = useTranslation('events');
  const { paging, filters, setFilters, listFilters, list, userOptions, accessPoints } = useEventList(me);
  // The event stays while its drawer slides away.
  const [details, setDetails] = useState<{ event: Event | null; open: boolean }>({ event: null, open: false });
  const [isCreating, setCreating] = useState(false);
  const isFiltered = !!paging.query || filters.userId !== null || filters.accessServerId !== null;

  const { isExporting, exportCsv } = useCsvExport(async () =>
    downloadEventsCsv(await fetchEventsForExport(listFilters)),
  );

  return (
    <Box>
      <PageHeader
        title={t('title')}
        actions={
          <>
            {me.abilities.download_lists && (
              <ExportButton isExporting={isExporting} exportCsv={exportCsv}>
                {isExporting ? t('exporting') : t('export')}
              </ExportButton>
            )}
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {t('newInvitation')}
            </Button>
          </>
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, '& > *': { flex: '0 1 240px' } }}>
        <SearchField label={t('search')} value={paging.search} onChange={paging.setSearch} />
        <EventFilters values={filters} onChange={setFilters} users={userOptions} accessPoints={accessPoints} />
      </Box>
      <EventsTable
        events={list.data?.events}
        isLoading={list.isPending}
        emptyText={isFiltered ? t('emptyFiltered') : t('empty')}
        onOpen={(event) => setDetails({ event, open: true })}
      />
      <ListPager paging={paging} totalPages={list.data?.total_pages} />
      <EventDetailsDrawer
        open={details.open}
        eventId={details.event?.id ?? null}
        title={details.event?.name ?? ''}
        isAdmin={me.role === 'network_admin'}
        onClose={() => setDetails((current) => ({ ...current, open: false }))}
      />
      <NewEventDrawer open={isCreating} onClose={() => setCreating(false)} />
    </Box>
  );
}
