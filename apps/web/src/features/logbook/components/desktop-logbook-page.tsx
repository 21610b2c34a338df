// Screen desktop-logbook (/logbook in the desktop shell, admins, hosts and secondary hosts; spec §2): the
// logbook as a table with search (300 ms), date/movement/access point filters, 10/20/30 rows and page x of
// y, the CSV of the current filters for those who may download lists, and the record in a side drawer.
import type { Transaction, User } from '@garita/contract';
import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/lists/export-button.tsx';
import { ListPager } from '../../../components/lists/list-pager.tsx';
import { PageHeader } from '../../../components/lists/page-header.tsx';
import { SearchField } from '../../../components/lists/search-field.tsx';
import { accessServerOptionsQuery } from '../../../lib/access-server-options.ts';
import { useSession } from '../../../lib/session.ts';
import { LogbookFilters } from './logbook-filters.tsx';
import { LogbookTable } from './logbook-table.tsx';
import { TransactionDrawer } from './transaction-drawer.tsx';
import { useLogbookPage } from './use-logbook-page.ts';

export default function DesktopLogbookPage() {
  const session = useSession();
  if (!session) return null;
  return <DesktopLogbook user={session.user} />;
}

function DesktopLogbook({ user }: { user: User }) {
  const { t } = useTranslation('logbook');
  const { state, list, canDownload, isExporting, exportCsv } = useLogbookPage(user);
  const { paging, filters, changeFilters } = state;
  const accessPoints = useQuery(accessServerOptionsQuery);
  const [opened, setOpened] = useState<Transaction | null>(null);
  return (
    <Box>
      <PageHeader
        title={t('title')}
        actions={
          canDownload && (
            <ExportButton isExporting={isExporting} exportCsv={exportCsv}>
              {isExporting ? t('downloading') : t('download')}
            </ExportButton>
          )
        }
      />
      <Box sx={{ display: 'grid', gap: 2, mb: 2 }}>
        <SearchField label={t('search')} value={paging.search} onChange={paging.setSearch} />
        <LogbookFilters
          layout="row"
          values={filters}
          onChange={changeFilters}
          accessPoints={accessPoints.data ?? user.access_servers}
        />
      </Box>
      <Box sx={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isFetching} data-testid="logbook-table">
        <LogbookTable rows={list.data?.transactions} isLoading={list.isPending} onOpen={setOpened} />
      </Box>
      <ListPager paging={paging} totalPages={list.data?.total_pages} />
      <TransactionDrawer row={opened} onClose={() => setOpened(null)} />
    </Box>
  );
}
