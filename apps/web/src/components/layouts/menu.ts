// Shapes of menu entries that the shells draw; the app decides which entries each user gets.

import type { User } from '@garita/contract';
import type { Translations } from '../../locales/index.ts';

export type NavLabel = keyof Translations['nav'];

export interface MenuItem {
  path: string;
  label: NavLabel;
  /** A Material icon's path (components/plain-icon.tsx). */
  icon: string;
  isVisible: (user: User) => boolean;
}

export interface MenuSection {
  /** No title for a section of its own (Intelligence). */
  title: NavLabel | null;
  items: MenuItem[];
}

/** Whether `pathname` is the entry's page or one of its sub-pages; `indexPath` is the entry shown at "/". */
export function isActivePath(itemPath: string, pathname: string, indexPath?: string): boolean {
  if (pathname === '/') return itemPath === indexPath;
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
