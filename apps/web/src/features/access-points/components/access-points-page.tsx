// Screen desktop-access-points (/access-points on desktop, spec §2 and issue 12): the map of markers, the table
// with search and paging, "new access point", deactivated points on request, and the drawer that creates or edits
// a point and its gates, opened from a row or a marker's popup.
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, FormControlLabel, Switch } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
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
import { useOpenAccessPoint } from './use-open-access-point.ts';

export default function AccessPointsPage() {
  const { t } = useTranslation('access-points');
  const labels = useAccessPointsListLabels();
  const paging = usePagedSearch();
  const opened = useOpenAccessPoint();
  const list = useQuery(
    accessPointsQuery({
      query: paging.query,
      page: paging.page,
      results: paging.results,
      include_inactive: opened.showInactive,
    }),
  );
  const all = useQuery(mapAccessPointsQuery);

  return (
    <Box>
      <PageHeader
        title={t('title')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={opened.openNew}>
            {t('new')}
          </Button>
        }
      />
      <AccessPointsMap points={all.data ?? []} onOpen={opened.open} />
      <Box sx={{ mb: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <SearchField label={labels.search} value={paging.search} onChange={paging.setSearch} />
        </Box>
        <FormControlLabel
          control={
            <Switch checked={opened.showInactive} onChange={(event) => opened.setShowInactive(event.target.checked)} />
          }
          label={t('list.showInactive')}
        />
      </Box>
      <AccessPointsTable
        label={t('title')}
        points={list.data?.access_servers}
        isLoading={list.isPending}
        onOpen={opened.open}
      />
      <ListPager paging={paging} totalPages={list.data?.total_pages} />
      <AccessPointDrawer selection={opened.selection} onClose={opened.close} onCreated={opened.open} />
    </Box>
  );
}
