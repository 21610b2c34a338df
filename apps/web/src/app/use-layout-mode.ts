// The current layout of the signed-in user, following the window width and their remembered choice.
import { BREAKPOINT_DESKTOP_MIN, type User } from '@garita/contract';
import { useMediaQuery } from '@mui/material';
import { storedValue } from '../lib/stored-value.ts';
import { chooseLayout } from './layout-mode.ts';
import type { LayoutMode } from './routes.ts';

export const layoutPreference = storedValue<LayoutMode>('garita.layout', ['mobile', 'desktop']);

export const WIDE_QUERY = `(min-width:${BREAKPOINT_DESKTOP_MIN}px)`;

export function useIsWide(): boolean {
  return useMediaQuery(WIDE_QUERY, { noSsr: true });
}

export function useLayoutMode(user: User): LayoutMode {
  const isWide = useIsWide();
  const preference = layoutPreference.use();
  return chooseLayout({ role: user.role, desktopMode: user.desktop_mode, isWide, preference });
}
