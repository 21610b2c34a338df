// Which layout a signed-in user gets (spec §1/§2): desktop from 1200 px, accounts the deployment lists
// (the user's own `desktop_mode`, from the server) always desktop, and guards (and admins, who are pointed from the
// mobile app to the admin application) may pick a layout that is remembered.
import type { Role } from '@garita/contract';
import type { LayoutMode } from './routes.ts';

export function canChooseLayout(role: Role): boolean {
  return role === 'security_guard' || role === 'network_admin';
}

export interface LayoutInput {
  role: Role;
  /** The server's User.desktop_mode; missing on a session stored before it existed (until /session refreshes). */
  desktopMode: boolean | undefined;
  isWide: boolean;
  preference: LayoutMode | null;
}

export function chooseLayout({ role, desktopMode, isWide, preference }: LayoutInput): LayoutMode {
  if (desktopMode) return 'desktop';
  if (preference && canChooseLayout(role)) return preference;
  return isWide ? 'desktop' : 'mobile';
}
