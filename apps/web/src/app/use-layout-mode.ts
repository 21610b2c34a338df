// The current layout of the signed-in user, following the window width and their remembered choice.
import { BREAKPOINT_DESKTOP_MIN, type User } from '@garita/contract';
import { useSyncExternalStore } from 'react';
import { storedValue } from '../lib/stored-value.ts';
import { chooseLayout } from './layout-mode.ts';
import type { LayoutMode } from './routes.ts';

export const layoutPreference = storedValue<LayoutMode>('garita.layout', ['mobile', 'desktop']);

export const WIDE_QUERY = `(min-width:${BREAKPOINT_DESKTOP_MIN}px)`;

/** Whether the window is desktop-wide, following it as it changes (without MUI: the login screen needs it). */
export function useIsWide(): boolean {
  return useSyncExternalStore(subscribeToWidth, isWideNow);
}

function isWideNow(): boolean {
  return window.matchMedia(WIDE_QUERY).matches;
}

function subscribeToWidth(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The layout `user` gets now, at this width and with the choice remembered (outside a render's subscription). */
export function layoutNow(user: User, isWide: boolean): LayoutMode {
  return chooseLayout({ role: user.role, desktopMode: user.desktop_mode, isWide, preference: layoutPreference.get() });
}

export function useLayoutMode(user: User): LayoutMode {
  const isWide = useIsWide();
  const preference = layoutPreference.use();
  return chooseLayout({ role: user.role, desktopMode: user.desktop_mode, isWide, preference });
}
