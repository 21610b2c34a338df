// The pages anyone may open, signed in or not: sign-up, password restore and reset, the privacy notice and the
// public invitation. Each is its own chunk (docs/web.md, "Chunks and caching"): the login screen loads none.
import { type ComponentType, type ReactNode, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { PageSpinner, SplashWait } from '../components/feedback/page-spinner.tsx';
import { lazyPart } from '../components/lazy-mui.tsx';
import { loadRestTranslations, loadShellTranslations } from '../lib/i18n-rest.ts';
import { warmUpIntl } from '../lib/intl-warmup.ts';
import { PUBLIC_INVITATION_PATH } from '../lib/share-link.ts';
import { PRIVACY_NOTICE_PATH } from './routes.ts';

/**
 * A page loaded on first use, with the translations beyond the login screen's (lib/i18n-rest.ts; `words: 'shell'`
 * for only the signed-in shell's) and, unless it is plain (`mui: false`), MUI's theme around it (mui-frame.tsx):
 * the entry holds neither.
 */
export function lazyPage<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { mui = true, words = 'all' }: { mui?: boolean; words?: 'all' | 'shell' } = {},
) {
  return lazyPart(load, { mui, ready: words === 'shell' ? loadShellTranslations : loadRestTranslations });
}

/**
 * The app's accessible spinner (no layout shift: it holds the page's place) while a lazy page's code arrives, or
 * `wait` instead.
 */
export function whileLoading(page: ReactNode, wait: ReactNode = <PageSpinner />): ReactNode {
  return <Suspense fallback={wait}>{page}</Suspense>;
}

// A visitor opening a share link loads the app frame and this page only (the QR code drawing comes with it), and
// no MUI: it is plain, like login (docs/web.md, "The first screens without MUI").
// Its validity's dates are the first Intl call: ICU starts off the main thread while the page's code arrives.
const PublicInvitationPage = lazyPage(
  async () => {
    const page = import('../features/public-invitation/components/public-invitation-page.tsx');
    warmUpIntl();
    return (await page).default;
  },
  { mui: false },
);
// The privacy notice: a network's by its public id, or (/privacy) the signed-in user's or the site's.
const PrivacyNoticePage = lazyPage(
  async () => (await import('../features/privacy/components/privacy-notice-page.tsx')).default,
);
const SignUpPage = lazyPage(async () => (await import('../features/auth/components/sign-up-page.tsx')).SignUpPage);
const RestorePasswordPage = lazyPage(
  async () => (await import('../features/auth/components/restore-password-page.tsx')).RestorePasswordPage,
);
const ResetPasswordPage = lazyPage(
  async () => (await import('../features/auth/components/reset-password-page.tsx')).ResetPasswordPage,
);
/** First-run setup: only while the site has no network (or the server could not say). */
export const SetupPage = lazyPage(async () => (await import('../features/auth/components/setup-page.tsx')).SetupPage);

export const PUBLIC_ROUTES: RouteObject[] = [
  { path: '/sign-up', element: whileLoading(<SignUpPage />) },
  { path: '/restore-password', element: whileLoading(<RestorePasswordPage />) },
  { path: '/reset-password', element: whileLoading(<ResetPasswordPage />) },
  { path: PRIVACY_NOTICE_PATH, element: whileLoading(<PrivacyNoticePage />) },
  { path: `${PRIVACY_NOTICE_PATH}/:publicId`, element: whileLoading(<PrivacyNoticePage />) },
  { path: PUBLIC_INVITATION_PATH, element: whileLoading(<PublicInvitationPage />, <SplashWait />) },
];
