// /:lng/i/:uniqueId — the page a host's share link opens, for the visitor on a phone: the QR to show at the
// gate, who invites them, when and where, in the link's language; or why there is no code (not yet, ended,
// used, cancelled). Opens signed in or not, without the app's shell. Plain elements and static CSS, no MUI: it is
// the visitor's first and often only screen, on a phone (docs/web.md, "The first screens without MUI").
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Brand } from '../../../components/brand.tsx';
import { Spinner } from '../../../components/feedback/page-spinner.tsx';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { PlainAlert } from '../../../components/plain-alert.tsx';
import controls from '../../../components/plain-controls.module.css';
import { PlainIcon } from '../../../components/plain-icon.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { loadLanguage } from '../../../lib/i18n-rest.ts';
import { type Language, LINK_DEFAULT_LANGUAGE, normalizeLanguage } from '../../../lib/language.ts';
import { notify } from '../../../lib/notify.ts';
import { invitationShareLink } from '../../../lib/share-link.ts';
import { publicInvitationQuery } from '../api/get-public-invitation.ts';
import { isMissingInvitation } from '../invitation-view.ts';
import { useLinkLanguage } from '../use-link-language.ts';
import { LINK_OFF_ICON } from './icons.ts';
import { InvitationCard } from './invitation-card.tsx';
import styles from './public-invitation.module.css';

export default function PublicInvitationPage() {
  const { lng, uniqueId = '' } = useParams();
  const language = normalizeLanguage(lng) ?? LINK_DEFAULT_LANGUAGE;
  useLinkLanguage(language);
  const { t } = useTranslation(['public-invitation', 'common']);
  const navigate = useNavigate();
  const { data, error, isPending, refetch, isFetching } = useQuery(publicInvitationQuery(uniqueId));

  // The other language's words first: when they cannot come, the page stays as it is and says so.
  const handleLanguage = async (next: Language) => {
    if (!(await loadLanguage(next))) return notify(t('common:language.failed'));
    const link = new URL(invitationShareLink(uniqueId, next));
    await navigate(link.pathname, { replace: true });
  };

  return (
    <main className={styles.screen} data-screen="public-invitation">
      <div className={styles.card}>
        <header className={styles.header}>
          <Brand size={32} />
          <LanguageSwitch onChoose={handleLanguage} />
        </header>

        {isPending && (
          <div className={styles.loading} role="status">
            <Spinner />
            <p>{t('loading')}</p>
          </div>
        )}

        {data && <InvitationCard invitation={data.invitation} />}
        {data && (
          <footer className={styles.footer}>
            <Link className={controls.link} to={`/privacy/${data.privacy_notice_id}`} data-testid="privacy-notice-link">
              {t('common:privacyNotice')}
            </Link>
          </footer>
        )}

        {!data && error && isMissingInvitation(error) && (
          <div className={styles.problem} data-testid="invitation-not-found">
            <PlainIcon path={LINK_OFF_ICON} size={56} className={styles.problemIcon} />
            <h1 className={styles.title}>{t('notFound.title')}</h1>
            <p className={styles.secondary}>{t('notFound.body')}</p>
          </div>
        )}

        {!data && error && !isMissingInvitation(error) && (
          <div className={styles.problem}>
            <h1 className={styles.title}>{t('loadError.title')}</h1>
            <PlainAlert severity="error">{errorMessage(error)}</PlainAlert>
            <button type="button" className={controls.contained} disabled={isFetching} onClick={() => void refetch()}>
              {t('loadError.retry')}
            </button>
          </div>
        )}
      </div>
    </main>
  );
}
