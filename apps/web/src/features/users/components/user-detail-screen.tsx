// Screen user-detail (/user-detail/:uId, hosts and secondary hosts): role, phone, email, unit, access
// points and who invited the user. Hosts edit their own record (→ /edit-user/{uId}) and delete a
// secondary user after a confirmation (then /my-users). A user the caller may not see reads "not found".
import type { User } from '@garita/contract';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Alert, Box, Button, Chip, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DetailItem, DetailList } from '../../../components/detail-list.tsx';
import { PageSpinner } from '../../../components/feedback/page-spinner.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { useSession } from '../../../lib/session.ts';
import { userQuery } from '../api/get-user.ts';
import { useDeleteUser } from '../api/save-user.ts';
import { formatPhone, mayLookUpUser, userDetailBackPath, userIdFromParam } from '../user-screens.ts';
import { DeleteUserButton } from './delete-user-button.tsx';
import { StatusChip } from './users-table.tsx';

export default function UserDetailScreen() {
  const { t } = useTranslation('users');
  const me = useSession()?.user;
  const param = useParams().uId;
  const id = me ? userIdFromParam(param, me) : null;
  const isAllowed = !!me && id !== null && mayLookUpUser(me, id);
  const remove = useDeleteUser();
  // Once the user is being deleted their record is not asked for again (it would answer 404).
  const user = useQuery({ ...userQuery(id ?? 0), enabled: isAllowed && remove.isIdle });
  if (!me) return null;

  return (
    <Box sx={{ p: 2, maxWidth: 720, mx: 'auto', display: 'grid', gap: 2 }}>
      <ScreenHeader title={t('detail.title')} backTo={userDetailBackPath(me)} backLabel={t('detail.back')} />
      {isAllowed && user.isPending ? (
        <PageSpinner />
      ) : user.data ? (
        <UserDetail user={user.data} me={me} remove={remove} />
      ) : (
        <Alert severity="warning" data-testid="user-not-found">
          {t('detail.notFound')}
        </Alert>
      )}
    </Box>
  );
}

function UserDetail({ user, me, remove }: { user: User; me: User; remove: ReturnType<typeof useDeleteUser> }) {
  const { t } = useTranslation(['users', 'common']);
  const isSelf = user.id === me.id;
  const accessPoints = user.access_servers.map((server) => server.name);

  return (
    <>
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 3, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h2" variant="h6" sx={{ flex: 1, fontWeight: 700, overflowWrap: 'anywhere' }}>
            {user.name}
          </Typography>
          {!user.active && <StatusChip active={false} />}
        </Box>
        <DetailList columns={1}>
          <DetailItem term={t('users:detail.role')}>{t(`common:roles.${user.role}`)}</DetailItem>
          <DetailItem term={t('users:detail.phone')}>{formatPhone(user) || t('users:detail.none')}</DetailItem>
          <DetailItem term={t('users:detail.email')}>{user.email}</DetailItem>
          {user.network_group && <DetailItem term={t('users:detail.unit')}>{user.network_group.name}</DetailItem>}
          <DetailItem term={t('users:detail.accessPoints')}>
            {accessPoints.length ? (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, pt: 0.5 }}>
                {accessPoints.map((name) => (
                  <Chip key={name} size="small" label={name} />
                ))}
              </Box>
            ) : (
              t('users:detail.none')
            )}
          </DetailItem>
          <DetailItem term={t('users:detail.invitedBy')}>
            {user.invited_by ? `${user.invited_by.name} (${user.invited_by.email})` : t('users:detail.none')}
          </DetailItem>
          {isSelf && (
            <DetailItem term={t('users:detail.emailNotifications')}>
              {t(user.email_notification ? 'users:detail.on' : 'users:detail.off')}
            </DetailItem>
          )}
          {isSelf && (
            <DetailItem term={t('users:detail.pushNotifications')}>
              {t(user.push_notification ? 'users:detail.on' : 'users:detail.off')}
            </DetailItem>
          )}
        </DetailList>
      </Paper>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        {user.can_delete && (
          <DeleteUserButton
            user={user}
            remove={remove}
            doneTo="/my-users"
            label={t('users:detail.delete')}
            variant="outlined"
          />
        )}
        {user.can_edit && (
          <Button component={Link} to={`/edit-user/${user.id}`} variant="contained" startIcon={<EditIcon />}>
            {t(isSelf ? 'users:detail.edit' : 'users:detail.editOther')}
          </Button>
        )}
      </Box>
    </>
  );
}
