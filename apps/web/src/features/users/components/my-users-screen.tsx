// Screen my-users (/my-users, hosts): the host's secondary users by name and phone, with search (500 ms)
// and pages of 10/20/30; an add icon to /new-user; each card and the host's own record open /user-detail.
import type { User } from '@garita/contract';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1';
import { Box, Card, CardActionArea, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MobileCardList } from '../../../components/lists/mobile-card-list.tsx';
import { usePagedSearch } from '../../../lib/paging.ts';
import { useSession } from '../../../lib/session.ts';
import { usersQuery } from '../api/get-users.ts';
import { formatPhone } from '../user-screens.ts';
import { IconLink } from './icon-link.tsx';
import { useUsersListLabels } from './use-users-labels.ts';
import { StatusChip } from './users-table.tsx';

export default function MyUsersScreen() {
  const { t } = useTranslation('users');
  const session = useSession();
  const labels = useUsersListLabels();
  const paging = usePagedSearch();
  const list = useQuery(
    usersQuery({ role: 'secondary_user', query: paging.query, page: paging.page, results: paging.results }),
  );
  const me = session?.user;
  if (!me) return null;
  const canCreate = me.abilities.create_roles.includes('secondary_user');

  return (
    <MobileCardList<User>
      title={t('myUsers.title')}
      actions={canCreate && <IconLink to="/new-user" label={t('myUsers.add')} icon={<PersonAddIcon />} />}
      intro={<MyRecordCard me={me} />}
      paging={paging}
      rows={list.data?.users}
      totalPages={list.data?.total_pages ?? 1}
      isLoading={list.isPending}
      rowKey={(user) => user.id}
      cardLink={(user) => `/user-detail/${user.id}`}
      cardTitle={(user) => user.name}
      cardBody={(user) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
          <span>{formatPhone(user) || t('myUsers.noPhone')}</span>
          {!user.active && <StatusChip active={false} />}
        </Box>
      )}
      labels={labels}
    />
  );
}

/** The host's own record, above their users: the way to their detail and edit screens. */
function MyRecordCard({ me }: { me: User }) {
  const { t } = useTranslation('users');
  return (
    <Card variant="outlined" sx={{ borderColor: 'primary.main', bgcolor: 'action.hover' }}>
      <CardActionArea component={Link} to={`/user-detail/${me.id}`} sx={{ p: 1.5 }} data-testid="my-record">
        <Typography variant="overline" component="p" sx={{ color: 'primary.main', fontWeight: 700, lineHeight: 1.6 }}>
          {t('myUsers.me')}
        </Typography>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{me.name}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {formatPhone(me) || t('myUsers.noPhone')} · {t('myUsers.meHint')}
        </Typography>
      </CardActionArea>
    </Card>
  );
}
