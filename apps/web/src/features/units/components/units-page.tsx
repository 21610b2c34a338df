// Desktop units page (spec §2 "Units"): table of name, access points, users and edit; search (500 ms);
// 10/20/30 rows and page x of y; CSV export (page 1 of 100); 'new unit' and 'edit unit' drawers.
import type { NetworkGroup } from '@garita/contract';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/lists/export-button.tsx';
import { ListPager } from '../../../components/lists/list-pager.tsx';
import { PageHeader } from '../../../components/lists/page-header.tsx';
import { SearchField } from '../../../components/lists/search-field.tsx';
import { usePagedSearch } from '../../../lib/paging.ts';
import { useCsvExport } from '../../../lib/use-csv-export.ts';
import { fetchUnitsForExport, unitsQuery } from '../api/get-units.ts';
import { downloadUnitsCsv } from '../export-units.ts';
import { UnitDrawer } from './unit-drawer.tsx';
import { UnitsTable } from './units-table.tsx';
import { useUnitsListLabels } from './use-units-labels.ts';

export default function UnitsPage() {
  const { t } = useTranslation('units');
  const labels = useUnitsListLabels();
  const paging = usePagedSearch();
  const list = useQuery(unitsQuery({ query: paging.query, page: paging.page, results: paging.results }));
  const [drawer, setDrawer] = useState<{ open: boolean; unit: NetworkGroup | null }>({ open: false, unit: null });

  const { isExporting, exportCsv } = useCsvExport(async () =>
    downloadUnitsCsv(await fetchUnitsForExport(paging.query)),
  );

  return (
    <Box>
      <PageHeader
        title={t('title')}
        actions={
          <>
            <ExportButton isExporting={isExporting} exportCsv={exportCsv}>
              {t('actions.export')}
            </ExportButton>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDrawer({ open: true, unit: null })}>
              {t('actions.new')}
            </Button>
          </>
        }
      />
      <Box sx={{ mb: 2 }}>
        <SearchField label={labels.search} value={paging.search} onChange={paging.setSearch} />
      </Box>
      <UnitsTable
        label={t('title')}
        units={list.data?.network_groups}
        isLoading={list.isPending}
        onEdit={(unit) => setDrawer({ open: true, unit })}
      />
      <ListPager paging={paging} totalPages={list.data?.total_pages} />
      <UnitDrawer
        open={drawer.open}
        unit={drawer.unit}
        onClose={() => setDrawer((current) => ({ ...current, open: false }))}
      />
    </Box>
  );
}
