// Screen access-points (/access-points on a phone, spec §2 and issue 12): cards with name, venue, address and
// gate count, search and paging; "new" and each card's "edit" open the same drawer as on desktop, full width.
import type { AccessServer } from '@garita/contract';
import AddIcon from '@mui/icons-material/Add';
import { Button, Chip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MobileCardList } from '../../../components/lists/mobile-card-list.tsx';
import { usePagedSearch } from '../../../lib/paging.ts';
import { accessPointsQuery } from '../api/get-access-points.ts';
import { AccessPointDrawer } from './access-point-drawer.tsx';
import { useAccessPointsListLabels } from './use-access-points-labels.ts';
import { useOpenAccessPoint } from './use-open-access-point.ts';

export default function MobileAccessPointsScreen() {
  const { t } = useTranslation('access-points');
  const labels = useAccessPointsListLabels();
  const paging = usePagedSearch();
  const opened = useOpenAccessPoint();
  const list = useQuery(
    accessPointsQuery({ query: paging.query, page: paging.page, results: paging.results, include_inactive: true }),
  );
  return (
    <>
      <MobileCardList<AccessServer>
        title={t('title')}
        paging={paging}
        rows={list.data?.access_servers}
        totalPages={list.data?.total_pages ?? 1}
        isLoading={list.isPending}
        rowKey={(point) => point.id}
        cardTitle={(point) => point.name}
        cardBody={(point) => (
          <>
            <div>{point.venue_name}</div>
            <div>{point.address}</div>
            <div>{t('gates', { count: point.gates.length })}</div>
            {!point.active && <Chip size="small" color="warning" label={t('inactive')} sx={{ mt: 0.5 }} />}
          </>
        )}
        cardAction={(point) => (
          <Button size="small" onClick={() => opened.open(point)} aria-label={t('editNamed', { name: point.name })}>
            {t('edit')}
          </Button>
        )}
        actions={
          <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={opened.openNew}>
            {t('new')}
          </Button>
        }
        labels={labels}
      />
      <AccessPointDrawer selection={opened.selection} onClose={opened.close} onCreated={opened.open} />
    </>
  );
}
