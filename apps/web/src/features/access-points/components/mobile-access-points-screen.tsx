// Screen access-points (/access-points on a phone, spec §2): read-only cards with name, venue, address
// and gate count, search and paging.
import type { AccessServer } from '@garita/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MobileCardList } from '../../../components/lists/mobile-card-list.tsx';
import { usePagedSearch } from '../../../lib/paging.ts';
import { accessPointsQuery } from '../api/get-access-points.ts';
import { useAccessPointsListLabels } from './use-access-points-labels.ts';

export default function MobileAccessPointsScreen() {
  const { t } = useTranslation('access-points');
  const labels = useAccessPointsListLabels();
  const paging = usePagedSearch();
  const list = useQuery(accessPointsQuery({ query: paging.query, page: paging.page, results: paging.results }));
  return (
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
        </>
      )}
      labels={labels}
    />
  );
}
