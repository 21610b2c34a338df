// The saved contacts table of /my-favorites and of the registered visitors page: the page's columns after the
// name (a button opening the contact's details, so the keyboard reaches it too), one page of the list, and the
// pager (10/20/30 rows, page x of y).
import type { CommunityMember } from '@garita/contract';
import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/lists/data-table.tsx';
import { ListPager } from '../../../components/lists/list-pager.tsx';
import type { PagedSearch } from '../../../lib/paging.ts';
import { communityMembersQuery } from '../api/get-community-members.ts';

interface MembersTableProps {
  label: string;
  paging: PagedSearch;
  /** Columns after the name. */
  columns: DataColumn<CommunityMember>[];
  /** Shown under the name (the favourites' email, on narrow screens too). */
  nameDetail?: (member: CommunityMember) => string;
  emptyText: string;
  onOpen: (member: CommunityMember) => void;
}

export const phoneOf = (member: CommunityMember) => (member.phone ? `${member.country_code} ${member.phone}` : '—');
export const createdByOf = (member: CommunityMember) =>
  member.user.network_group ? `${member.user.name} · ${member.user.network_group.name}` : member.user.name;

export function MembersTable({ label, paging, columns, nameDetail, emptyText, onOpen }: MembersTableProps) {
  const { t } = useTranslation('favorites');
  const list = useQuery(communityMembersQuery({ query: paging.query, page: paging.page, results: paging.results }));
  const nameColumn: DataColumn<CommunityMember> = {
    key: 'name',
    header: t('columns.name'),
    render: (member) => (
      <Box
        component="button"
        type="button"
        onClick={(click) => {
          click.stopPropagation();
          onOpen(member);
        }}
        sx={{
          all: 'unset',
          cursor: 'pointer',
          display: 'grid',
          '&:focus-visible': { outline: 2, outlineStyle: 'solid' },
        }}
      >
        <Box component="span" sx={{ fontWeight: 700, color: 'primary.main', overflowWrap: 'anywhere' }}>
          {member.name}
        </Box>
        {nameDetail?.(member) && (
          <Box component="span" sx={{ color: 'text.secondary', typography: 'body2', overflowWrap: 'anywhere' }}>
            {nameDetail(member)}
          </Box>
        )}
      </Box>
    ),
  };
  return (
    <>
      <DataTable
        label={label}
        columns={[nameColumn, ...columns]}
        rows={list.data?.community_members}
        rowKey={(member) => member.id}
        isLoading={list.isPending}
        loadingLabel={t('list.loading')}
        emptyText={paging.query ? t('list.noMatch') : emptyText}
        onRowClick={onOpen}
      />
      <ListPager paging={paging} totalPages={list.data?.total_pages} />
    </>
  );
}
