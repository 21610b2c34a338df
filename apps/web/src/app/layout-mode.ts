// Which layout a signed-in user gets (spec §1/§2): desktop from 1200 px, accounts listed in the
// deployment's desktop_mode_emails always desktop, and guards (and admins, who are pointed from the
// mobile app to the admin application) may pick a layout that is remembered.
import type { Role } from '@garita/contract';
import type { LayoutMode } from './routes.ts';

export function canChooseLayout(role: Role): boolean {
  return role === 'security_guard' || role === 'network_admin';
}

export function isForcedDesktop(email: string, forcedDesktopEmails: readonly string[]): boolean {
  const normalized = email.trim().toLowerCase();
  return forcedDesktopEmails.some((forced) => forced.trim().toLowerCase() === normalized);
}

export interface LayoutInput {
  role: Role;
  email: string;
  isWide: boolean;
  forcedDesktopEmails: readonly string[];
  preference: LayoutMode | null;
}

export function chooseLayout({ role, email, isWide, forcedDesktopEmails, preference }: LayoutInput): LayoutMode {
  if (isForcedDesktop(email, forcedDesktopEmails)) return 'desktop';
  if (preference && canChooseLayout(role)) return preference;
  return isWide ? 'desktop' : 'mobile';
}
