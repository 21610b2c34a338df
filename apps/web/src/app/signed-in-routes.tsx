// With a session: the route table of the user's role and layout inside its shell (spec §2). Its own chunk
// (docs/web.md, "Chunks and caching"): the shells, menus, profile overlay and live arrivals are not the login
// screen's to download.
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { HomePathContext, NotFound } from '../components/feedback/not-found.tsx';
import { useAppConfig } from '../lib/config.ts';
import type { Session } from '../lib/session.ts';
import { PUBLIC_ROUTES } from './public-routes.tsx';
import { RoleShell } from './role-shell.tsx';
import { BARE_ROUTES, findRoute, LOGIN_PATH, landingPath, routeTable, SETUP_PATH } from './routes.ts';
import { ScreenRoute } from './screen-route.tsx';
import { SessionRefresh } from './session-refresh.ts';
import { SignedInPlaceholder } from './signed-in-placeholder.tsx';
import { useLayoutMode } from './use-layout-mode.ts';

export function SignedInRoutes({ session }: { session: Session }) {
  const { user } = session;
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
  if (isLoading) return <SignedInPlaceholder user={user} />;
  return (
    <HomePathContext.Provider value={landing}>
      <SessionRefresh token={session.token} />
      {element}
    </HomePathContext.Provider>
  );
}
