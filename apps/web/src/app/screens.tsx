// The screen each route table entry shows, imported lazily so each feature is its own bundle.
// A screen id missing here has not been built yet: its paths show the Not Found screen, never a stand-in.
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPart } from '../components/lazy-mui.tsx';
import type { ScreenId } from './routes.ts';

export type Screen = LazyExoticComponent<ComponentType>;

/**
 * A screen with every namespace's words (lib/i18n-rest.ts): the signed-in shell loaded only its own. The phone's
 * first screens (a guard's gate choice and camera, the invitations and the logbook) pass `words: false`: they speak
 * the shell's words (locales/namespaces.ts), and need not wait for every other screen's. MUI's theme
 * (app/mui-frame.tsx) comes around every screen but the plain ones (`mui: false`, docs/web.md "The first screens
 * without MUI"): the shell around them loads none.
 */
const screen = (
  load: () => Promise<{ default: ComponentType }>,
  { mui = true, words = true }: { mui?: boolean; words?: boolean } = {},
): Screen => lazyPart(async () => (await load()).default, { mui, ready: words ? loadRestWords : undefined });

// Imported when a screen loads (it is in the entry already), so this table stays free of i18next's set-up for the
// browser tests that read it.
const loadRestWords = () => import('../lib/i18n-rest.ts').then(({ loadRestTranslations }) => loadRestTranslations());

export const SCREENS: Partial<Record<ScreenId, Screen>> = {
  ctpat: screen(() => import('../features/ctpat/ctpat-page.tsx')),
  'desktop-users': screen(() => import('../features/users/components/desktop-users-screen.tsx')),
  'desktop-guards': screen(() => import('../features/users/components/desktop-guards-screen.tsx')),
  'desktop-admins': screen(() => import('../features/users/components/desktop-admins-screen.tsx')),
  'users-hosts': screen(() => import('../features/users/components/mobile-hosts-screen.tsx')),
  'users-guards': screen(() => import('../features/users/components/mobile-guards-screen.tsx')),
  'users-admins': screen(() => import('../features/users/components/mobile-admins-screen.tsx')),
  'my-users': screen(() => import('../features/users/components/my-users-screen.tsx')),
  'user-detail': screen(() => import('../features/users/components/user-detail-screen.tsx')),
  'new-user': screen(() => import('../features/users/components/new-user-screen.tsx')),
  'edit-user': screen(() => import('../features/users/components/edit-user-screen.tsx')),
  'network-settings': screen(() => import('../features/network-settings/components/network-settings-screen.tsx')),
  'personal-data': screen(() => import('../features/privacy/components/privacy-screen.tsx')),
  'audit-log': screen(() => import('../features/audit-log/components/audit-log-page.tsx')),
  webhooks: screen(() => import('../features/webhooks/components/webhooks-screen.tsx')),
  devices: screen(() => import('../features/devices/components/devices-screen.tsx')),
  watchlist: screen(() => import('../features/watchlist/components/watchlist-screen.tsx')),
  'desktop-units': screen(() => import('../features/units/components/units-page.tsx')),
  departments: screen(() => import('../features/units/components/mobile-departments-screen.tsx')),
  'edit-department': screen(() => import('../features/units/components/edit-department-screen.tsx')),
  'desktop-access-points': screen(() => import('../features/access-points/components/access-points-page.tsx')),
  'access-points': screen(() => import('../features/access-points/components/mobile-access-points-screen.tsx')),
  'qr-scanner': screen(() => import('../features/gate/scanner/gate-selection-screen.tsx'), {
    words: false,
    mui: false,
  }),
  'scanner-camera': screen(() => import('../features/gate/scanner/camera-screen.tsx'), { words: false, mui: false }),
  register: screen(() => import('../features/gate/register/register-screen.tsx')),
  logbook: screen(() => import('../features/logbook/components/logbook-screen.tsx'), { mui: false, words: false }),
  'transaction-detail': screen(() => import('../features/logbook/components/transaction-detail-screen.tsx')),
  events: screen(() => import('../features/events/components/events-screen.tsx')),
  'new-event': screen(() => import('../features/events/components/new-event-screen.tsx')),
  'event-detail': screen(() => import('../features/events/components/event-detail-screen.tsx')),
  'edit-event': screen(() => import('../features/events/components/edit-event-screen.tsx')),
  'add-event-guests': screen(() => import('../features/events/components/add-guests-screen.tsx')),
  'add-event-guest': screen(() => import('../features/events/components/add-guests-screen.tsx')),
  'edit-event-guest': screen(() => import('../features/events/components/edit-guest-screen.tsx')),
  'desktop-events': screen(() => import('../features/events/components/desktop-events-page.tsx')),
  favorites: screen(() => import('../features/community-members/components/favorites-screen.tsx')),
  'registered-visitors': screen(() => import('../features/community-members/components/registered-visitors-page.tsx')),
  invitations: screen(() => import('../features/invitations/components/invitations-screen.tsx'), {
    mui: false,
    words: false,
  }),
  'invitation-detail': screen(() => import('../features/invitations/components/invitation-detail-screen.tsx')),
  'new-invitation': screen(() => import('../features/invitations/components/new-invitation-screen.tsx')),
  'edit-invitation': screen(() => import('../features/invitations/components/edit-invitation-screen.tsx')),
  'desktop-invitations': screen(() => import('../features/invitations/components/desktop-invitations-page.tsx')),
  'guard-console': screen(() => import('./guard-console-screen.tsx')),
  'provider-transaction': screen(() => import('../features/gate/provider/provider-transaction-screen.tsx')),
  // Still to come (issue 7): intelligence, desktop-intelligence, desktop-logbook.
  'desktop-logbook': screen(() => import('../features/logbook/components/desktop-logbook-page.tsx')),
  intelligence: screen(() => import('../features/intelligence/components/mobile-intelligence-screen.tsx')),
  'desktop-intelligence': screen(() => import('../features/intelligence/components/desktop-intelligence-page.tsx')),
  // issue 5 (hosts and secondary hosts): invitations, invitation-detail, edit-invitation, new-invitation,
  //   favorites, events, new-event, event-detail, edit-event, add-event-guests, add-event-guest,
  //   edit-event-guest, my-users, user-detail, new-user, edit-user, desktop-invitations, desktop-events,
  //   desktop-users — paths /invitations, /invitation/:id, /invitation-detail/:id, /edit-invitation/:id,
  //   /new-invitation/:cmId, /my-favorites, /events, /new-event, /event-detail/:eventId, /edit-event/:id,
  //   /add-event-guests/:id, /add-event-guest/:eventId, /edit-event-guest/:eventId/:invId, /my-users,
  //   /user-detail/:uId, /new-user, /edit-user/:uId, and / on desktop.
  // issue 6 (guards): qr-scanner, scanner-camera, register, provider-transaction, guard-console, logbook,
  //   transaction-detail — paths /qr-scanner, /qr-scanner/camera/:gateId, /register,
  //   /provider-transaction/:id/:gateId, /logbook, /transaction-detail/:id.
  // issue 7 (admins): intelligence, desktop-logbook, desktop-intelligence, registered-visitors — paths
  //   /inteligence, and on desktop /logbook, /intelligence, /registered-visitors.
};
