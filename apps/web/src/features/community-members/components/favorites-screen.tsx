// Screen favorites (/my-favorites, hosts and secondary hosts, spec §2): the user's saved contacts in a
// searchable, paged table. A row opens the contact's details; the plus button starts an invitation with no
// favourite (/new-invitation/:cmId, literally), each row's send button one for that favourite.
import type { CommunityMember } from '@garita/contract';
import AddIcon from '@mui/icons-material/AddCircle';
import SendIcon from '@mui/icons-material/Send';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataColumn } from '../../../components/lists/data-table.tsx';
import { SearchField } from '../../../components/lists/search-field.tsx';
import { usePagedSearch } from '../../../lib/paging.ts';
import { MemberDetailDialog } from './member-detail-dialog.tsx';
import { MembersTable, phoneOf } from './members-table.tsx';

/** Spec §2: the plus button's target keeps the literal ':cmId', meaning "no favourite". */
export const NEW_INVITATION_WITHOUT_FAVORITE = '/new-invitation/:cmId';

export default function FavoritesScreen() {
  const { t } = useTranslation('favorites');
  const paging = usePagedSearch();
  const [opened, setOpened] = useState<CommunityMember | null>(null);

  const columns: DataColumn<CommunityMember>[] = [
    {
      key: 'phone',
      header: t('columns.phone'),
      render: (member) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {phoneOf(member)}
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
    <Box sx={{ p: 2, maxWidth: 960, mx: 'auto', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
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
      <MembersTable
        label={t('title')}
        paging={paging}
        columns={columns}
        nameDetail={(member) => member.email}
        emptyText={t('list.empty')}
        onOpen={setOpened}
      />
      <MemberDetailDialog member={opened} onClose={() => setOpened(null)} variant="favorite" />
    </Box>
  );
}
