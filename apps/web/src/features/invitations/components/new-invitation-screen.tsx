// /new-invitation/:cmId on a phone (spec §2/§4): the invitation form, started from the favourite :cmId
// (looked up by id) when it is one of the caller's (the literal ':cmId' means none); otherwise an empty form
// under a note saying why — 'contact not found' when the server answers 404 (spec §8). A success dialog of
// 3 s, then /invitations.
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingBlock } from '../../../components/feedback/loading-block.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { favoriteIdOf } from '../invitation-form.ts';
import { FormScreen } from './form-screen.tsx';
import { MobileInvitationForm } from './mobile-invitation-form.tsx';
import { type FavoriteProblem, useInvitationFormData } from './use-invitation-form-data.ts';

export default function NewInvitationScreen() {
  const { t } = useTranslation('invitations');
  const params = useParams();
  const favoriteId = favoriteIdOf(params.cmId);
  const { data, isError } = useInvitationFormData(favoriteId);
  return (
    <FormScreen title={t('form.newTitle')}>
      {data?.favoriteProblem && <FavoriteNote problem={data.favoriteProblem} />}
      {data ? <MobileInvitationForm data={data} /> : !isError && <LoadingBlock label={t('loading')} py={6} />}
    </FormScreen>
  );
}

function FavoriteNote({ problem }: { problem: FavoriteProblem }) {
  const { t } = useTranslation('invitations');
  if (problem.kind === 'not_own') return <Alert severity="info">{t('form.favoriteMissing')}</Alert>;
  const text = problem.kind === 'not_found' ? t('form.contactNotFound') : errorMessage(problem.error);
  return (
    <Alert severity="warning" data-testid="favorite-problem">
      {text}
    </Alert>
  );
}
