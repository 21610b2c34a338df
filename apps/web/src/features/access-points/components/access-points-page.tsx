// Screen desktop-access-points (/access-points on desktop, spec §2): the map of markers, the table with
// search and paging, and the detail and settings drawer opened from a row or a marker's popup.
import type { AccessServer } from '@garita/contract';
import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../../components/lists/list-pager.tsx';
import { PageHeader } from '../../../components/lists/page-header.tsx';
import { SearchField } from '../../../components/lists/search-field.tsx';
import { usePagedSearch } from '../../../lib/paging.ts';
import { accessPointsQuery, mapAccessPointsQuery } from '../api/get-access-points.ts';
import { AccessPointDrawer } from './access-point-drawer.tsx';
import { AccessPointsMap } from './access-points-map.tsx';
import { AccessPointsTable } from './access-points-table.tsx';
import { useAccessPointsListLabels } from './use-access-points-labels.ts';

export default function AccessPointsPage() {
  const { t } = useTranslation('access-points');
  const labels = useAccessPointsListLabels();
  const paging = usePagedSearch();
  const list = useQuery(accessPointsQuery({ query: paging.query, page: paging.page, results: paging.results }));
  const all = useQuery(mapAccessPointsQuery);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // The drawer follows the freshest copy (after a save the lists are fetched again).
  const selected =
    selectedId === null
      ? null
      : (all.data?.find((point) => point.id === selectedId) ??
        list.data?.access_servers.find((point) => point.id === selectedId) ??
        null);
  const open = (point: AccessServer) => setSelectedId(point.id);

  return (
    <Box>
      <PageHeader title={t('title')} />
      <AccessPointsMap points={all.data ?? []} onOpen={open} />
      <Box sx={{ mb: 2 }}>
        <SearchField label={labels.search} value={paging.search} onChange={paging.setSearch} />
      </Box>
      <AccessPointsTable
        label={t('title')}
        points={list.data?.access_servers}
        isLoading={list.isPending}
        onOpen={open}
      />
      <ListPager paging={paging} totalPages={list.data?.total_pages} />
      <AccessPointDrawer point={selected} onClose={() => setSelectedId(null)} />
    </Box>
  );
}
