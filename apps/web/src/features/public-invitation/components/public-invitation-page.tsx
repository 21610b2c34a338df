// /:lng/i/:uniqueId — the page a host's share link opens, for the visitor on a phone: the QR to show at the
// gate, who invites them, when and where, in the link's language; or why there is no code (not yet, ended,
// used, cancelled). Opens signed in or not, without the app's shell.
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Alert, Box, Button, CircularProgress, Link as MuiLink, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Brand } from '../../../components/brand.tsx';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { type Language, normalizeLanguage } from '../../../lib/language.ts';
import { invitationShareLink } from '../../../lib/share-link.ts';
import { publicInvitationQuery } from '../api/get-public-invitation.ts';
import { isMissingInvitation } from '../invitation-view.ts';
import { useLinkLanguage } from '../use-link-language.ts';
import { InvitationCard } from './invitation-card.tsx';

/** Share links are Spanish unless told otherwise (spec §7). */
const LINK_DEFAULT_LANGUAGE: Language = 'es';

export default function PublicInvitationPage() {
  const { lng, uniqueId = '' } = useParams();
  const language = normalizeLanguage(lng) ?? LINK_DEFAULT_LANGUAGE;
  useLinkLanguage(language);
  const { t } = useTranslation(['public-invitation', 'common']);
  const navigate = useNavigate();
  const { data, error, isPending, refetch, isFetching } = useQuery(publicInvitationQuery(uniqueId));

  const handleLanguage = (next: Language) => {
    const link = new URL(invitationShareLink(uniqueId, next));
    void navigate(link.pathname, { replace: true });
  };

  return (
    <Box
      component="main"
      data-screen="public-invitation"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        justifyContent: 'center',
        alignItems: { xs: 'stretch', sm: 'flex-start' },
        p: { xs: 0, sm: 3 },
        background: 'linear-gradient(160deg, #10418a 0%, #0b2d60 100%)',
      }}
    >
      <Paper
        elevation={6}
        sx={{ width: '100%', maxWidth: { sm: 480 }, p: { xs: 2, sm: 3 }, borderRadius: { xs: 0, sm: 3 } }}
      >
        <Box
          component="header"
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
        >
          <Brand size={32} />
          <LanguageSwitch onChoose={handleLanguage} />
        </Box>

        {isPending && (
          <Box role="status" sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 8 }}>
            <CircularProgress aria-hidden />
            <Typography>{t('loading')}</Typography>
          </Box>
        )}

        {data && <InvitationCard invitation={data.invitation} />}
        {data && (
          <Box component="footer" sx={{ mt: 3, textAlign: 'center' }}>
            <MuiLink component={Link} to={`/privacy/${data.privacy_notice_id}`} data-testid="privacy-notice-link">
              {t('common:privacyNotice')}
            </MuiLink>
          </Box>
        )}

        {!data && error && isMissingInvitation(error) && (
          <Box sx={{ py: 4 }} data-testid="invitation-not-found">
            <LinkOffIcon aria-hidden sx={{ fontSize: 56, color: 'primary.main', mb: 1 }} />
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {t('notFound.title')}
            </Typography>
            <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t('notFound.body')}</Typography>
          </Box>
        )}

        {!data && error && !isMissingInvitation(error) && (
          <Box sx={{ py: 4, display: 'grid', gap: 2 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {t('loadError.title')}
            </Typography>
            <Alert severity="error">{errorMessage(error)}</Alert>
            <Button variant="contained" size="large" disabled={isFetching} onClick={() => void refetch()}>
              {t('loadError.retry')}
            </Button>
          </Box>
        )}
      </Paper>
    </Box>
  );
}
