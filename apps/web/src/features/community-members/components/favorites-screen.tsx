// Screen favorites (/my-favorites, hosts and secondary hosts, spec §2): the user's saved contacts in a
// searchable, paged table. A row opens the contact's details; the plus button starts an invitation with no
// favourite (/new-invitation/:cmId, literally), each row's send button one for that favourite.
import type { CommunityMember } from '@garita/contract';
import AddIcon from '@mui/icons-material/AddCircle';
import SendIcon from '@mui/icons-material/Send';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/lists/data-table.tsx';
import { ListPager } from '../../../components/lists/list-pager.tsx';
import { SearchField } from '../../../components/lists/search-field.tsx';
import { usePagedSearch } from '../../../lib/paging.ts';
import { communityMembersQuery } from '../api/get-community-members.ts';
import { MemberDetailDialog } from './member-detail-dialog.tsx';
import { useMembersPagerLabels } from './use-members-labels.ts';

/** Spec §2: the plus button's target keeps the literal ':cmId', meaning "no favourite". */
export const NEW_INVITATION_WITHOUT_FAVORITE = '/new-invitation/:cmId';

export default function FavoritesScreen() {
  const { t } = useTranslation('favorites');
  const pagerLabels = useMembersPagerLabels();
  const paging = usePagedSearch();
  const list = useQuery(communityMembersQuery({ query: paging.query, page: paging.page, results: paging.results }));
  const [opened, setOpened] = useState<CommunityMember | null>(null);

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
            display: 'grid',
            '&:focus-visible': { outline: 2, outlineStyle: 'solid' },
          }}
        >
          <Box component="span" sx={{ fontWeight: 700, color: 'primary.main', overflowWrap: 'anywhere' }}>
            {member.name}
          </Box>
          {member.email && (
            <Box component="span" sx={{ color: 'text.secondary', typography: 'body2', overflowWrap: 'anywhere' }}>
              {member.email}
            </Box>
          )}
        </Box>
      ),
    },
    {
      key: 'phone',
      header: t('columns.phone'),
      render: (member) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {member.phone ? `${member.country_code} ${member.phone}` : '—'}
        </Box>
      ),
    },
    {
      key: 'invite',
      header: t('columns.invite'),
      align: 'right',
      width: 64,
      render: (member) => (
        <Tooltip title={t('inviteName', { name: member.name })}>
          <IconButton
            component={Link}
            to={`/new-invitation/${member.id}`}
            onClick={(click) => click.stopPropagation()}
            aria-label={t('inviteName', { name: member.name })}
            color="primary"
          >
            <SendIcon />
          </IconButton>
        </Tooltip>
      ),
    },
  ];

  return (
    <Box sx={{ p: 2, maxWidth: 960, mx: 'auto', display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="h1" variant="h5" sx={{ flex: 1, fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <Tooltip title={t('newInvitation')}>
          <IconButton
            component={Link}
            to={NEW_INVITATION_WITHOUT_FAVORITE}
            color="primary"
            aria-label={t('newInvitation')}
          >
            <AddIcon fontSize="large" />
          </IconButton>
        </Tooltip>
      </Box>
      <SearchField label={t('list.search')} value={paging.search} onChange={paging.setSearch} fullWidth />
      <DataTable
        label={t('title')}
        columns={columns}
        rows={list.data?.community_members}
        rowKey={(member) => member.id}
        isLoading={list.isPending}
        loadingLabel={t('list.loading')}
        emptyText={paging.query ? t('list.noMatch') : t('list.empty')}
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
      <MemberDetailDialog member={opened} onClose={() => setOpened(null)} variant="favorite" />
    </Box>
  );
}
