// The desktop layout of the signed-in shell (role-shell.tsx decides the layout): the left menu of the user's
// sections and the header's actions. It is MUI's, so it comes apart from the phone's shell, which loads no MUI
// (docs/web.md, "The first screens without MUI"), with MUI's theme around it (components/lazy-mui.tsx).
import type { User } from '@garita/contract';
import { useMediaQuery, useTheme } from '@mui/material';
import type { ReactNode } from 'react';
import { DesktopShell } from '../components/layouts/desktop-shell.tsx';
import { PreviousVersionButton } from '../components/previous-version-link.tsx';
import { DynamicKeyButton } from '../features/dynamic-key/components/dynamic-key-button.tsx';
import { GuardHeaderActions } from '../features/gate/console/guard-header-actions.tsx';
import { SIDE_MENU, visibleSections } from './menus.ts';

export function DesktopRoleShell({ user, accountMenu }: { user: User; accountMenu: ReactNode }) {
  // The guard's desktop header is full below 900 px: the previous version keeps only its icon there.
  const isWide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const isGuard = user.role === 'security_guard';
  // Spec §1/§6: hosts and secondary hosts carry a dynamic key.
  const hasDynamicKey = user.role === 'host' || user.role === 'secondary_user';
  return (
    <DesktopShell
      user={user}
      // The guard console is a single screen: no left menu.
      sections={isGuard ? [] : visibleSections(SIDE_MENU, user)}
      indexPath="/invitations"
      accountMenu={accountMenu}
      headerActions={
        isGuard ? (
          <>
            <GuardHeaderActions user={user} />
            <PreviousVersionButton compact={!isWide} />
          </>
        ) : user.role === 'network_admin' ? (
          <PreviousVersionButton />
        ) : hasDynamicKey ? (
          <DynamicKeyButton />
        ) : undefined
      }
    />
  );
}
