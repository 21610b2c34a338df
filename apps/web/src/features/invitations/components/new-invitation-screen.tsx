// /new-invitation/:cmId on a phone (spec §2/§4): the invitation form, started from the favourite :cmId
// when it is one of the caller's (the literal ':cmId' means none); a success dialog of 3 s, then /invitations.
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingBlock } from '../../../components/feedback/loading-block.tsx';
import { favoriteIdOf } from '../invitation-form.ts';
import { FormScreen } from './form-screen.tsx';
import { MobileInvitationForm } from './mobile-invitation-form.tsx';
import { useInvitationFormData } from './use-invitation-form-data.ts';

export default function NewInvitationScreen() {
  const { t } = useTranslation('invitations');
  const params = useParams();
  const favoriteId = favoriteIdOf(params.cmId);
  const { data, isError } = useInvitationFormData(favoriteId);
  return (
    <FormScreen title={t('form.newTitle')}>
      {data?.favoriteMissing && <Alert severity="info">{t('form.favoriteMissing')}</Alert>}
      {data ? <MobileInvitationForm data={data} /> : !isError && <LoadingBlock label={t('loading')} py={6} />}
    </FormScreen>
  );
}
