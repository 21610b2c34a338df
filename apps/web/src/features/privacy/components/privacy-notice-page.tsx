// /privacy/:publicId, /privacy — a network's privacy notice, public and bilingual (the page's language picks the
// text). /privacy alone shows the signed-in user's network's notice, or to a visitor of the login page the site's
// only network's; a site with several networks explains where each one's notice is found. Opens signed in or not,
// without the app's shell.
import { Alert, Box, Link as MuiLink, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingBlock } from '../../../components/feedback/loading-block.tsx';
import { PublicLayout } from '../../../components/layouts/public-layout.tsx';
import { errorCodeOf } from '../../../lib/api.ts';
import { useAppConfig } from '../../../lib/config.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { useSession } from '../../../lib/session.ts';
import { useFormatDate } from '../../../lib/use-format-date.ts';
import { publicNoticeQuery } from '../api.ts';
import { MarkdownNotice } from './markdown-notice.tsx';

export default function PrivacyNoticePage() {
  const { publicId } = useParams();
  const session = useSession();
  const { t, i18n } = useTranslation(['privacy', 'common']);
  const { config } = useAppConfig();
  const formatDate = useFormatDate();
  const notice = useQuery(publicNoticeQuery(publicId, session !== null));
  const spanish = i18n.language.startsWith('es');
  const data = notice.data;

  return (
    <PublicLayout title={t('privacy:notice.pageTitle')} screen="privacy-notice" maxWidth={760}>
      {notice.isPending && <LoadingBlock label={t('privacy:notice.loading')} />}
      {notice.isError && (
        <Alert severity="error">
          {errorCodeOf(notice.error) === 'not_found' ? t('privacy:notice.notFound') : errorMessage(notice.error)}
        </Alert>
      )}
      {data === null && <Typography data-testid="several-sites">{t('privacy:notice.severalSites')}</Typography>}
      {data && (
        <Box component="article" lang={spanish ? 'es' : 'en'}>
          <Typography sx={{ color: 'text.secondary' }}>
            {t('privacy:notice.of', { network: data.network_name })}
          </Typography>
          <MarkdownNotice text={spanish ? data.text_es : data.text_en} />
          {data.updated_at && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
              {t('privacy:notice.updated', {
                date: formatDate(data.updated_at, 'customAttributeDisplay'),
              })}
            </Typography>
          )}
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', mt: 3 }}>
        <MuiLink component={Link} to={session ? '/' : '/login'}>
          {session ? t('privacy:notice.backToApp') : t('privacy:notice.backToLogin')}
        </MuiLink>
        {config.privacy_notice_url && (
          <MuiLink href={config.privacy_notice_url} target="_blank" rel="noopener noreferrer">
            {t('privacy:notice.operatorNotice')}
          </MuiLink>
        )}
      </Box>
    </PublicLayout>
  );
}
