// What a signed-in start's first screen needs, asked for by the entry together with the signed-in shell's code
// rather than once the shell has drawn (docs/web.md, "Chunks and caching"): the entry knows the user, the layout
// and the path. The phone's first screens are in the shell's chunk already (apps/web/vite.config.ts); their list
// comes from first-screen-data.ts. On a desktop the desktop shell and MUI's frame come the same way
// (desktop-role-shell.tsx).
import type { User } from '@garita/contract';
import type { QueryClient } from '@tanstack/react-query';
import { warmUpIntl } from '../lib/intl-warmup.ts';
import { askFirstScreenData } from './first-screen-data.ts';
import { findRoute, landingPath, routeTable } from './routes.ts';
import { layoutNow } from './use-layout-mode.ts';

const asked = new Set<string>();
const ignore = () => {
  // The shell's own load asks again, and shows the app's error if it still cannot.
};

/**
 * Asks for the signed-in code (`loadShell`), a desktop's shell, then what the screen `pathname` opens draws: once per
 * user and layout, at the start (later screens ask as they open; the entry calls this on every render of its
 * routes). The code first: each request costs the slow phone's main thread a moment, and the code is the longer
 * download.
 */
export function askFirstScreen(
  client: QueryClient,
  user: User,
  isWide: boolean,
  pathname: string,
  loadShell: () => void,
): void {
  const layout = layoutNow(user, isWide);
  const key = `${user.id} ${layout}`;
  if (asked.has(key)) return;
  asked.add(key);
  loadShell();
  const table = routeTable(user.role, layout, user.network);
  const screen = (findRoute(table, pathname) ?? findRoute(table, landingPath(user.role, layout)))?.screen;
  if (layout === 'desktop') {
    import('./desktop-role-shell.tsx').catch(ignore);
    import('./mui-frame.tsx').catch(ignore);
  }
  if (screen) askFirstScreenData(client, screen, user);
  // Every signed-in first screen writes a date or a time: after a login, ICU starts off the main thread here.
  warmUpIntl();
}
