// What a signed-in start draws while the signed-in code and the deployment config arrive: on a phone, on a path of
// its shell, the shell's frame with the network's name around a spinner (the shell then fills the same frame);
// elsewhere the spinner alone (docs/web.md, "The first screens without MUI").
import type { User } from '@garita/contract';
import { useLocation } from 'react-router';
import { PageSpinner } from '../components/feedback/page-spinner.tsx';
import { MobileFrame } from '../components/layouts/mobile-frame.tsx';
import { findRoute, LOGIN_PATH, routeTable } from './routes.ts';
import { layoutNow, useIsWide } from './use-layout-mode.ts';

export function SignedInPlaceholder({ user }: { user: User }) {
  const isWide = useIsWide();
  const { pathname } = useLocation();
  const layout = layoutNow(user, isWide);
  const inShell =
    pathname === '/' || pathname === LOGIN_PATH || !!findRoute(routeTable(user.role, layout, user.network), pathname);
  if (layout === 'desktop' || !inShell) return <PageSpinner />;
  return (
    <MobileFrame title={user.network.company_name}>
      <PageSpinner />
    </MobileFrame>
  );
}
