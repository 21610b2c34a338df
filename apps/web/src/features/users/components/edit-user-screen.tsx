// Screen edit-user (/edit-user/:uId; the literal ':uId' means oneself). Hosts and secondary hosts edit
// their own name, phone and email-notification switch; a network admin on a phone edits any user of the
// network with the rules of the desktop edit drawer (and may delete someone else after a confirmation).
// Back goes to /invitations for secondary hosts, /my-users for hosts and the user's list for admins.
import type { User } from '@garita/contract';
import { Alert, Box, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageSpinner } from '../../../components/feedback/page-spinner.tsx';
import { FormActions } from '../../../components/forms/form-actions.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { useSession } from '../../../lib/session.ts';
import { userQuery } from '../api/get-user.ts';
import { useDeleteUser } from '../api/save-user.ts';
import { editUserBackPath, newUserBackPath, userIdFromParam } from '../user-screens.ts';
import { DeleteUserButton } from './delete-user-button.tsx';
import { OwnUserEditForm } from './own-user-edit-form.tsx';
import { useDelayedNavigate } from './use-delayed-navigate.ts';
import { useEditUserForm } from './use-edit-user-form.ts';
import { UserFormFields } from './user-form-fields.tsx';

const SCREEN_SX = { p: 2, maxWidth: 720, mx: 'auto', display: 'grid', gap: 2 } as const;

export default function EditUserScreen() {
  const { t } = useTranslation('users');
  const me = useSession()?.user;
  const param = useParams().uId;
  if (!me) return null;
  const id = userIdFromParam(param, me);
  if (me.role === 'network_admin') return <AdminEditUser me={me} id={id} />;
  const isOwn = id === me.id && me.abilities.edit_own_user;
  return (
    <Box sx={SCREEN_SX}>
      <ScreenHeader title={t('editUser.ownTitle')} backTo={editUserBackPath(me, me)} backLabel={t('editUser.back')} />
      {isOwn ? (
        <OwnUserEditForm me={me} doneTo={editUserBackPath(me, me)} />
      ) : (
        <Alert severity="warning" data-testid="edit-user-not-allowed">
          {t('editUser.notAllowed')}
        </Alert>
      )}
    </Box>
  );
}

function AdminEditUser({ me, id }: { me: User; id: number | null }) {
  const { t } = useTranslation('users');
  const remove = useDeleteUser();
  // Once the user is being deleted their record is not asked for again (it would answer 404).
  const user = useQuery({ ...userQuery(id ?? 0), enabled: id !== null && remove.isIdle });
  const target = user.data;
  return (
    <Box sx={SCREEN_SX}>
      <ScreenHeader
        title={target?.id === me.id ? t('editUser.ownTitle') : t('editUser.title')}
        backTo={target ? editUserBackPath(me, target) : newUserBackPath(me)}
        backLabel={t('editUser.back')}
      />
      {id !== null && user.isPending ? (
        <PageSpinner />
      ) : target ? (
        <AdminEditForm key={target.id} user={target} me={me} remove={remove} />
      ) : (
        <Alert severity="warning" data-testid="user-not-found">
          {t('detail.notFound')}
        </Alert>
      )}
    </Box>
  );
}

interface AdminEditFormProps {
  user: User;
  me: User;
  remove: ReturnType<typeof useDeleteUser>;
}

function AdminEditForm({ user, me, remove }: AdminEditFormProps) {
  const { t } = useTranslation(['users', 'common']);
  const navigateSoon = useDelayedNavigate();
  const backTo = editUserBackPath(me, user);
  const { fieldProps, handleSubmit, isPending, isDone } = useEditUserForm(user, me, (saved) =>
    navigateSoon(editUserBackPath(me, saved)),
  );

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={handleSubmit} sx={{ p: 2, borderRadius: 3 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2, overflowWrap: 'anywhere' }}>
        {t(`common:roles.${user.role}`)}
        {user.invited_by ? ` · ${t('users:fields.invitedBy', { name: user.invited_by.name })}` : ''}
      </Typography>
      <UserFormFields {...fieldProps} />
      <FormActions
        cancelTo={backTo}
        submitLabel={t('users:drawer.save')}
        isPending={isPending}
        isSubmitDisabled={isDone}
        leading={
          user.can_delete && (
            <DeleteUserButton
              user={user}
              remove={remove}
              doneTo={backTo}
              label={t('users:drawer.delete')}
              sx={{ mr: 'auto' }}
            />
          )
        }
      />
    </Paper>
  );
}
