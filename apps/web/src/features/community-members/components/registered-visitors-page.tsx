// Desktop registered visitors page (admins, /registered-visitors, spec §2): the network's saved contacts —
// name, phone, email and who created them — with search, 10/20/30 rows, page x of y and a CSV export
// (page 1 of 100 of the search, Spanish columns). A row opens the contact's details.
import type { CommunityMember } from '@garita/contract';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/lists/data-table.tsx';
import { ListPager } from '../../../components/lists/list-pager.tsx';
import { PageHeader } from '../../../components/lists/page-header.tsx';
import { SearchField } from '../../../components/lists/search-field.tsx';
import { reportError } from '../../../lib/errors.ts';
import { usePagedSearch } from '../../../lib/paging.ts';
import { communityMembersQuery, fetchCommunityMembersForExport } from '../api/get-community-members.ts';
import { downloadRegisteredVisitorsCsv } from '../export-registered-visitors.ts';
import { MemberDetailDialog } from './member-detail-dialog.tsx';
import { useMembersPagerLabels } from './use-members-labels.ts';

export default function RegisteredVisitorsPage() {
  const { t } = useTranslation('favorites');
  const pagerLabels = useMembersPagerLabels();
  const paging = usePagedSearch();
  const list = useQuery(communityMembersQuery({ query: paging.query, page: paging.page, results: paging.results }));
  const [opened, setOpened] = useState<CommunityMember | null>(null);
  const [isExporting, setExporting] = useState(false);

  const handleExport = async () => {
    setExporting(true);
    try {
      downloadRegisteredVisitorsCsv(await fetchCommunityMembersForExport(paging.query));
    } catch (error) {
      reportError(error);
    } finally {
      setExporting(false);
    }
  };

  const columns: DataColumn<CommunityMember>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      render: (member) => (
        <Box
          component="button"
          type="button"
          onClick={(click) => {
            click.stopPropagation();
            setOpened(member);
          }}
          sx={{
            all: 'unset',
            cursor: 'pointer',
            fontWeight: 700,
            color: 'primary.main',
            '&:focus-visible': { outline: 2, outlineStyle: 'solid' },
          }}
        >
          {member.name}
        </Box>
      ),
    },
    {
      key: 'phone',
      header: t('columns.phone'),
      render: (member) => (member.phone ? `${member.country_code} ${member.phone}` : '—'),
    },
    { key: 'email', header: t('columns.email'), render: (member) => member.email || '—' },
    {
      key: 'createdBy',
      header: t('columns.createdBy'),
      render: (member) =>
        member.user.network_group ? `${member.user.name} · ${member.user.network_group.name}` : member.user.name,
    },
  ];

  return (
    <Box>
      <PageHeader
        title={t('registeredTitle')}
        actions={
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={handleExport} disabled={isExporting}>
            {isExporting ? t('exporting') : t('export')}
          </Button>
        }
      />
      <Box sx={{ mb: 2 }}>
        <SearchField label={t('list.search')} value={paging.search} onChange={paging.setSearch} />
      </Box>
      <DataTable
        label={t('registeredTitle')}
        columns={columns}
        rows={list.data?.community_members}
        rowKey={(member) => member.id}
        isLoading={list.isPending}
        loadingLabel={t('list.loading')}
        emptyText={paging.query ? t('list.noMatch') : t('list.emptyRegistered')}
        onRowClick={setOpened}
      />
      <ListPager
        page={paging.page}
        totalPages={list.data?.total_pages ?? 1}
        results={paging.results}
        onPageChange={paging.setPage}
        onResultsChange={paging.setResults}
        labels={pagerLabels}
      />
      <MemberDetailDialog member={opened} onClose={() => setOpened(null)} variant="registered" />
    </Box>
  );
}
