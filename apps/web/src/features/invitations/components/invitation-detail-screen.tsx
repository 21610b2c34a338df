// /invitation/{id} and /invitation-detail/{id} on a phone (spec §2): the invitation (QR, state, validity,
// access points, weekdays, custom attributes) and what the viewer may do — share, edit, delete after a
// confirmation; a guard checks an unused provider in at the first entry door. Close goes to /invitations.
import type { AccessKey, User } from '@garita/contract';
import EditIcon from '@mui/icons-material/Edit';
import LoginIcon from '@mui/icons-material/Login';
import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { RecordScreen } from '../../../components/record-screen.tsx';
import { invitationActions } from '../invitation-actions.ts';
import { DeleteInvitationButton } from './delete-invitation-button.tsx';
import { InvitationDetails } from './invitation-details.tsx';
import { ShareActions } from './share-actions.tsx';
import { useRoutedInvitation } from './use-routed-invitation.ts';

export default function InvitationDetailScreen() {
  const { t } = useTranslation('invitations');
  const { user, isValidId, invitation } = useRoutedInvitation();

  return (
    <RecordScreen
      back={{ to: '/invitations', label: t('detail.back') }}
      title={t('detail.title')}
      notFoundText={t('detail.notFound')}
      loadingLabel={t('loading')}
      isLoading={invitation.isPending && isValidId}
    >
      {invitation.data && user ? <InvitationView invitation={invitation.data} user={user} /> : null}
    </RecordScreen>
  );
}

function InvitationView({ invitation, user }: { invitation: AccessKey; user: User }) {
  const { t } = useTranslation('invitations');
  const navigate = useNavigate();
  const actions = invitationActions(invitation, user);
  return (
    <>
      <InvitationDetails invitation={invitation} actions={actions} headingLevel="h1" viewerId={user.id} />
      <ShareActions invitation={invitation} actions={actions} />
      {(actions.editPath || actions.canDelete) && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {actions.editPath && (
            <Button component={RouterLink} to={actions.editPath} variant="contained" startIcon={<EditIcon />}>
              {t('detail.edit')}
            </Button>
          )}
          {actions.canDelete && (
            <DeleteInvitationButton invitation={invitation} onDeleted={() => void navigate('/invitations')} />
          )}
        </Stack>
      )}
      {actions.providerCheckIn &&
        (actions.providerCheckIn.path ? (
          <Button
            component={RouterLink}
            to={actions.providerCheckIn.path}
            variant="contained"
            size="large"
            startIcon={<LoginIcon />}
            sx={{ minHeight: 56 }}
          >
            {t('detail.providerCheckIn')}
          </Button>
        ) : (
          <Alert severity="info">{t('detail.noEntryDoor')}</Alert>
        ))}
    </>
  );
}
