// Which screens exist for whom: offline screen, the public pages and login without a session (setup instead of
// login while the site has none), and with one the route table of the user's role and layout inside its shell
// (spec §2).
import type { User } from '@garita/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useRoutes } from 'react-router';
import { OfflineScreen } from '../components/feedback/offline-screen.tsx';
import { PageSpinner } from '../components/feedback/page-spinner.tsx';
import { useSetupStatus } from '../features/auth/api/setup.ts';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { useOnline } from '../lib/online.ts';
import { useSession } from '../lib/session.ts';
import { storedValue } from '../lib/stored-value.ts';
import { askFirstScreen } from './first-screen.ts';
import { lazyPage, PUBLIC_ROUTES, SetupPage, whileLoading } from './public-routes.tsx';
import { BARE_ROUTES, findRoute, LOGIN_PATH, landingPath, routeTable, SETUP_PATH } from './routes.ts';
import { SignedInPlaceholder } from './signed-in-placeholder.tsx';
import { layoutNow, useIsWide } from './use-layout-mode.ts';
import { useLiveUpdates } from './use-live-updates.ts';

// Everything behind a session comes with its first use (docs/web.md, "Chunks and caching"), with the shell's words;
// each screen brings the rest (screens.tsx), and MUI's theme when it uses MUI: the phone's shell is plain.
const SignedInRoutes = lazyPage(async () => (await import('./signed-in-routes.tsx')).SignedInRoutes, {
  words: 'shell',
  mui: false,
});

export function AppRoutes() {
  const online = useOnline();
  const session = useSession();
  const isWide = useIsWide();
  const { pathname } = useLocation();
  const client = useQueryClient();
  if (session) askFirstScreen(client, session.user, isWide, pathname, SignedInRoutes.preload);
  const screen =
    !online && !(session && worksOffline(session.user, isWide)) ? (
      <OfflineScreen />
    ) : !session ? (
      <SignedOutRoutes />
    ) : (
      <Suspense fallback={<SignedInPlaceholder user={session.user} />}>
        <SignedInRoutes session={session} />
      </Suspense>
    );
  return (
    <>
      {/* Live screens (docs/live.md): above the offline screen, so a cut connection resumes where it was. */}
      <LiveUpdates token={session?.token} />
      {screen}
    </>
  );
}

/**
 * The live stream's hook in a component of its own: it redraws when the first screen has drawn (the stream starts
 * then), and in AppRoutes that redrew the whole signed-in tree once more on every start (docs/web.md).
 */
function LiveUpdates({ token }: { token: string | undefined }): null {
  useLiveUpdates(token);
  return null;
}

/**
 * The guard's phone keeps working offline (docs/offline.md): its screens come from the service worker and scans
 * are decided on the device. Everyone else (and the guard's desktop console) gets the offline screen.
 */
function worksOffline(user: User, isWide: boolean): boolean {
  return user.role === 'security_guard' && layoutNow(user, isWide) === 'mobile';
}

/** After login: back to the page that was asked for when the role may open it, else the role's landing. */
function useAfterLogin(): (user: User) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const isWide = useIsWide();
  return (user) => {
    const layout = layoutNow(user, isWide);
    const askedFor = pathname !== '/' && pathname !== LOGIN_PATH;
    const allowed = findRoute([...routeTable(user.role, layout, user.network), ...BARE_ROUTES], pathname);
    void navigate(askedFor && allowed ? `${pathname}${search}` : landingPath(user.role, layout), { replace: true });
  };
}

/** This browser has seen the site set up: login shows at once on its next visits while the server confirms. */
const seenSetUp = storedValue('garita.siteSetUp', ['1']);

/**
 * Without a session: the public pages; then setup while the site needs it (login and every other path lead
 * there), else login (and /setup leads to login). Until the server answers, a spinner rather than a screen that
 * may flip, unless this browser has seen the site set up (a site is set up once; should its database be replaced,
 * the answer still leads to setup). Should it not answer, login shows everywhere but on /setup, which shows the
 * form: the server's 409 tells a set-up site's visitor to log in, so neither path is a dead end.
 */
function SignedOutRoutes() {
  const afterLogin = useAfterLogin();
  const setupStatus = useSetupStatus();
  const needed = setupStatus.data?.needed;
  useEffect(() => {
    if (needed !== undefined) seenSetUp.set(needed ? null : '1');
  }, [needed]);
  const isPending = setupStatus.isPending && seenSetUp.get() === null;
  const wait = <PageSpinner />;
  const isNeeded = needed === true;
  const setup = isPending ? (
    wait
  ) : isNeeded || setupStatus.isError ? (
    whileLoading(<SetupPage onSignedIn={afterLogin} />)
  ) : (
    <Navigate to={LOGIN_PATH} replace />
  );
  const login = isPending ? (
    wait
  ) : isNeeded ? (
    <Navigate to={SETUP_PATH} replace />
  ) : (
    <LoginPage onLoggedIn={afterLogin} />
  );
  return useRoutes([...PUBLIC_ROUTES, { path: SETUP_PATH, element: setup }, { path: '*', element: login }]);
}
