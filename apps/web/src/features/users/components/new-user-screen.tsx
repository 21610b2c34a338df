// Screen new-user (/new-user): a host adds a secondary host to their own unit (name, email, phone); a
// network admin on a phone adds a host (unit required), a guard (name, email, access points, no phone)
// or an admin; ?role= preselects the role the admin's list was showing. Refusals ('Limit reached', a
// taken email) keep what was typed. Back goes to / for admins and /my-users for hosts (spec §2).
import { Role, type User } from '@garita/contract';
import { Alert, Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormActions } from '../../../components/forms/form-actions.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { useSession } from '../../../lib/session.ts';
import { newUserBackPath, newUserDonePath } from '../user-screens.ts';
import { useDelayedNavigate } from './use-delayed-navigate.ts';
import { useNewUserForm } from './use-new-user-form.ts';
import { UserFormFields } from './user-form-fields.tsx';

export default function NewUserScreen() {
  const { t } = useTranslation('users');
  const me = useSession()?.user;
  const [params] = useSearchParams();
  if (!me) return null;
  const isHost = me.role === 'host';
  const canCreate = me.abilities.create_roles.length > 0;
  const wanted = Role.safeParse(params.get('role')).data;
  return (
    <Box sx={{ p: 2, maxWidth: 720, mx: 'auto', display: 'grid', gap: 2 }}>
      <ScreenHeader
        title={isHost ? t('new.secondary_user') : t('newUser.title')}
        backTo={newUserBackPath(me)}
        backLabel={t('newUser.back')}
      />
      {canCreate ? (
        <NewUserForm me={me} wanted={wanted} />
      ) : (
        <Alert severity="info" data-testid="new-user-not-allowed">
          {t('newUser.notAllowed')}
        </Alert>
      )}
    </Box>
  );
}

function NewUserForm({ me, wanted }: { me: User; wanted: Role | undefined }) {
  const { t } = useTranslation(['users', 'common']);
  const navigateSoon = useDelayedNavigate();
  const { fieldProps, handleSubmit, isPending, isDone } = useNewUserForm(me, wanted, (user) =>
    navigateSoon(newUserDonePath(me, user)),
  );
  const intro =
    me.role === 'host'
      ? t('users:newUser.hostIntro', { unit: me.network_group?.name ?? '—' })
      : t('users:newUser.adminIntro');
  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={handleSubmit} sx={{ p: 2, borderRadius: 3 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {intro}
      </Typography>
      <UserFormFields {...fieldProps} />
      <FormActions
        cancelTo={newUserBackPath(me)}
        submitLabel={t('users:drawer.create')}
        isPending={isPending}
        isSubmitDisabled={isDone}
      />
    </Paper>
  );
}
