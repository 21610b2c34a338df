// /edit-invitation/{id} on a phone (spec §2/§4): visit invitations only, while not deleted and not exited;
// the same form, a 3 s success dialog, then /invitations.
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/feedback/loading-block.tsx';
import { invitationActions } from '../invitation-actions.ts';
import { FormScreen } from './form-screen.tsx';
import { MobileInvitationForm } from './mobile-invitation-form.tsx';
import { useInvitationFormData } from './use-invitation-form-data.ts';
import { useRoutedInvitation } from './use-routed-invitation.ts';

export default function EditInvitationScreen() {
  const { t } = useTranslation('invitations');
  const { user, isValidId, invitation } = useRoutedInvitation();
  const { data } = useInvitationFormData(null);
  const key = invitation.data;
  const isLoading = (isValidId && invitation.isPending) || (key && !data);

  return (
    <FormScreen title={t('form.editTitle')}>
      {isLoading ? (
        <LoadingBlock label={t('loading')} py={6} />
      ) : !key || !user ? (
        <Alert severity="warning">{t('detail.notFound')}</Alert>
      ) : !invitationActions(key, user).canEdit ? (
        <Alert severity="info">{t('form.notEditable')}</Alert>
      ) : (
        data && <MobileInvitationForm data={data} invitation={key} />
      )}
    </FormScreen>
  );
}
