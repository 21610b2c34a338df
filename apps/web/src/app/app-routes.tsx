// Which screens exist for whom: offline screen, the public pages and login without a session (setup instead of
// login while the site has none), and with one the route table of the user's role and layout inside its shell
// (spec §2).
import type { User } from '@garita/contract';
import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject, useLocation, useNavigate, useRoutes } from 'react-router';
import { HomePathContext, NotFound } from '../components/feedback/not-found.tsx';
import { OfflineScreen } from '../components/feedback/offline-screen.tsx';
import { PageSpinner } from '../components/feedback/page-spinner.tsx';
import { useSetupStatus } from '../features/auth/api/setup.ts';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page.tsx';
import { RestorePasswordPage } from '../features/auth/components/restore-password-page.tsx';
import { SetupPage } from '../features/auth/components/setup-page.tsx';
import { SignUpPage } from '../features/auth/components/sign-up-page.tsx';
import { useAppConfig } from '../lib/config.ts';
import { useOnline } from '../lib/online.ts';
import { type Session, useSession } from '../lib/session.ts';
import { PUBLIC_INVITATION_PATH } from '../lib/share-link.ts';
import { chooseLayout } from './layout-mode.ts';
import { RoleShell } from './role-shell.tsx';
import {
  BARE_ROUTES,
  findRoute,
  LOGIN_PATH,
  landingPath,
  PRIVACY_NOTICE_PATH,
  routeTable,
  SETUP_PATH,
} from './routes.ts';
import { ScreenRoute } from './screen-route.tsx';
import { layoutPreference, useIsWide, useLayoutMode } from './use-layout-mode.ts';
import { useLiveUpdates } from './use-live-updates.ts';
import { useSessionRefresh } from './use-session-refresh.ts';

// A visitor opening a share link loads the app frame and this page only (the QR code drawing comes with it).
const PublicInvitationPage = lazy(() => import('../features/public-invitation/components/public-invitation-page.tsx'));
// The privacy notice: a network's by its public id, or (/privacy) the signed-in user's or the site's.
const PrivacyNoticePage = lazy(() => import('../features/privacy/components/privacy-notice-page.tsx'));
const privacyNotice = (
  <Suspense fallback={<PageSpinner />}>
    <PrivacyNoticePage />
  </Suspense>
);

const PUBLIC_ROUTES: RouteObject[] = [
  { path: '/sign-up', element: <SignUpPage /> },
  { path: '/restore-password', element: <RestorePasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: PRIVACY_NOTICE_PATH, element: privacyNotice },
  { path: `${PRIVACY_NOTICE_PATH}/:publicId`, element: privacyNotice },
  {
    path: PUBLIC_INVITATION_PATH,
    element: (
      <Suspense fallback={<PageSpinner />}>
        <PublicInvitationPage />
      </Suspense>
    ),
  },
];

export function AppRoutes() {
  const online = useOnline();
  const session = useSession();
  // Live screens (docs/live.md): above the offline screen, so a cut connection resumes where it was.
  useLiveUpdates(session?.token);
  if (!online) return <OfflineScreen />;
  return session ? <SignedInRoutes session={session} /> : <SignedOutRoutes />;
}

/** After login: back to the page that was asked for when the role may open it, else the role's landing. */
function useAfterLogin(): (user: User) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const isWide = useIsWide();
  return (user) => {
    const layout = chooseLayout({
      role: user.role,
      desktopMode: user.desktop_mode,
      isWide,
      preference: layoutPreference.get(),
    });
    const askedFor = pathname !== '/' && pathname !== LOGIN_PATH;
    const allowed = findRoute([...routeTable(user.role, layout, user.network), ...BARE_ROUTES], pathname);
    void navigate(askedFor && allowed ? `${pathname}${search}` : landingPath(user.role, layout), { replace: true });
  };
}

/**
 * Without a session: the public pages; then setup while the site needs it (login and every other path lead
 * there), else login (and /setup leads to login). Until the server answers, a spinner rather than a screen that
 * may flip. Should it not answer, login shows everywhere but on /setup, which shows the form: the server's 409
 * tells a set-up site's visitor to log in, so neither path is a dead end.
 */
function SignedOutRoutes() {
  const afterLogin = useAfterLogin();
  const setupStatus = useSetupStatus();
  const wait = <PageSpinner />;
  const isNeeded = setupStatus.data?.needed === true;
  const setup = setupStatus.isPending ? (
    wait
  ) : isNeeded || setupStatus.isError ? (
    <SetupPage onSignedIn={afterLogin} />
  ) : (
    <Navigate to={LOGIN_PATH} replace />
  );
  const login = setupStatus.isPending ? (
    wait
  ) : isNeeded ? (
    <Navigate to={SETUP_PATH} replace />
  ) : (
    <LoginPage onLoggedIn={afterLogin} />
  );
  return useRoutes([...PUBLIC_ROUTES, { path: SETUP_PATH, element: setup }, { path: '*', element: login }]);
}

function SignedInRoutes({ session }: { session: Session }) {
  const { user } = session;
  useSessionRefresh(session.token);
  const { isLoading } = useAppConfig();
  const layout = useLayoutMode(user);
  const table = routeTable(user.role, layout, user.network);
  const landing = landingPath(user.role, layout);

  const routes: RouteObject[] = [
    ...BARE_ROUTES.map((entry) => ({ path: entry.path, element: <ScreenRoute entry={entry} /> })),
    ...PUBLIC_ROUTES,
    { path: LOGIN_PATH, element: <Navigate to={landing} replace /> },
    { path: SETUP_PATH, element: <Navigate to={landing} replace /> },
    {
      element: <RoleShell user={user} layout={layout} />,
      children: [
        ...table.map((entry) => ({ path: entry.path, element: <ScreenRoute entry={entry} /> })),
        ...(findRoute(table, '/') ? [] : [{ path: '/', element: <Navigate to={landing} replace /> }]),
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
  const element = useRoutes(routes);
  // The shell's links (previous version, store links, privacy notice) come with the config: wait for it rather
  // than show them after a moment.
  if (isLoading) return <PageSpinner />;
  return <HomePathContext.Provider value={landing}>{element}</HomePathContext.Provider>;
}
