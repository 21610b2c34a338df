// Desktop registered visitors page (admins, /registered-visitors, spec §2): the network's saved contacts —
// name, phone, email and who created them — with search, 10/20/30 rows, page x of y and a CSV export
// (page 1 of 100 of the search, Spanish columns). A row opens the contact's details.
import type { CommunityMember } from '@garita/contract';
import { Box } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../components/lists/data-table.tsx';
import { ExportButton } from '../../../components/lists/export-button.tsx';
import { PageHeader } from '../../../components/lists/page-header.tsx';
import { SearchField } from '../../../components/lists/search-field.tsx';
import { usePagedSearch } from '../../../lib/paging.ts';
import { useCsvExport } from '../../../lib/use-csv-export.ts';
import { fetchCommunityMembersForExport } from '../api/get-community-members.ts';
import { downloadRegisteredVisitorsCsv } from '../export-registered-visitors.ts';
import { MemberDetailDialog } from './member-detail-dialog.tsx';
import { createdByOf, MembersTable, phoneOf } from './members-table.tsx';

export default function RegisteredVisitorsPage() {
  const { t } = useTranslation('favorites');
  const paging = usePagedSearch();
  const [opened, setOpened] = useState<CommunityMember | null>(null);

  const { isExporting, exportCsv } = useCsvExport(async () =>
    downloadRegisteredVisitorsCsv(await fetchCommunityMembersForExport(paging.query)),
  );

  const columns: DataColumn<CommunityMember>[] = [
    { key: 'phone', header: t('columns.phone'), render: phoneOf },
    { key: 'email', header: t('columns.email'), render: (member) => member.email || '—' },
    { key: 'createdBy', header: t('columns.createdBy'), render: createdByOf },
  ];

  return (
    <Box>
      <PageHeader
        title={t('registeredTitle')}
        actions={
          <ExportButton isExporting={isExporting} exportCsv={exportCsv}>
            {isExporting ? t('exporting') : t('export')}
          </ExportButton>
        }
      />
      <Box sx={{ mb: 2 }}>
        <SearchField label={t('list.search')} value={paging.search} onChange={paging.setSearch} />
      </Box>
      <MembersTable
        label={t('registeredTitle')}
        paging={paging}
        columns={columns}
        emptyText={t('list.emptyRegistered')}
        onOpen={setOpened}
      />
      <MemberDetailDialog member={opened} onClose={() => setOpened(null)} variant="registered" />
    </Box>
  );
}
