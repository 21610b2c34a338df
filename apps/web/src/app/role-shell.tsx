// Puts the signed-in user's shell together: mobile or desktop, their menus, the profile overlay, the
// admin notice (admins on the mobile app), the native-app suggestion (hosts on phones), the residents' dynamic key,
// and on a guard's device the service worker. The phone's shell is plain; the desktop's is MUI's and comes apart
// (desktop-role-shell.tsx; docs/web.md, "The first screens without MUI").
import type { User } from '@garita/contract';
import { Suspense, useEffect } from 'react';
import { PageSpinner } from '../components/feedback/page-spinner.tsx';
import { MobileShell } from '../components/layouts/mobile-shell.tsx';
import { lazyMui } from '../components/lazy-mui.tsx';
import { AdminAppNotice } from '../components/notices/admin-app-notice.tsx';
import { NativeAppModal } from '../components/notices/native-app-modal.tsx';
import { DynamicKeyButton } from '../features/dynamic-key/components/dynamic-key-button.tsx';
import { OfflineGateBar } from '../features/gate/offline/offline-gate-bar.tsx';
import { LiveArrivals } from '../features/live/live-arrivals.tsx';
import { ProfileMenu } from '../features/profile/components/profile-menu.tsx';
import { useAppConfig } from '../lib/config.ts';
import { canChooseLayout } from './layout-mode.ts';
import { ADMIN_MOBILE_MENU, BOTTOM_MENU, visibleItems } from './menus.ts';
import type { LayoutMode } from './routes.ts';
import { layoutPreference } from './use-layout-mode.ts';

const DesktopRoleShell = lazyMui(async () => (await import('./desktop-role-shell.tsx')).DesktopRoleShell);

export function RoleShell({ user, layout }: { user: User; layout: LayoutMode }) {
  const { config } = useAppConfig();
  const isAdmin = user.role === 'network_admin';
  const isGuard = user.role === 'security_guard';
  // Spec §1/§6: hosts and secondary hosts carry a dynamic key.
  const hasDynamicKey = user.role === 'host' || user.role === 'secondary_user';
  const switchable = canChooseLayout(user.role) && !user.desktop_mode;
  // Only a guard's device keeps the app for offline use (lib/service-worker.ts): the worker's precache is the whole
  // build, which a resident's phone or an admin's computer never needs.
  useEffect(() => {
    if (!isGuard || !import.meta.env.PROD) return;
    void import('../lib/service-worker.ts')
      .then(({ installServiceWorker }) => installServiceWorker())
      .catch((error: unknown) => console.warn('Service worker not registered', error));
  }, [isGuard]);
  // Live screens (docs/live.md): residents hear of their visitors' arrivals.
  const arrivals = hasDynamicKey ? <LiveArrivals /> : null;
  const accountMenu = (
    <ProfileMenu
      user={user}
      layoutSwitch={
        switchable
          ? {
              isDesktop: layout === 'desktop',
              onChange: (desktop) => layoutPreference.set(desktop ? 'desktop' : 'mobile'),
            }
          : undefined
      }
    />
  );

  if (layout === 'desktop') {
    return (
      <>
        {arrivals}
        <Suspense fallback={<PageSpinner />}>
          <DesktopRoleShell user={user} accountMenu={accountMenu} />
        </Suspense>
      </>
    );
  }
  return (
    <>
      {arrivals}
      <MobileShell
        user={user}
        bottomItems={visibleItems(BOTTOM_MENU, user)}
        sectionItems={isAdmin ? visibleItems(ADMIN_MOBILE_MENU, user) : []}
        accountMenu={accountMenu}
        headerActions={hasDynamicKey ? <DynamicKeyButton compact /> : undefined}
        notices={
          isAdmin ? (
            <AdminAppNotice onOpenAdminApp={() => layoutPreference.set('desktop')} />
          ) : isGuard ? (
            // The guard's phone keeps deciding offline (docs/offline.md): its data, its sync and the banner.
            <OfflineGateBar />
          ) : undefined
        }
      />
      {user.role === 'host' && <NativeAppModal config={config} />}
    </>
  );
}
