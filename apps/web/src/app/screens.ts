// The screen each route table entry shows, imported lazily so each feature is its own bundle.
// A screen id missing here has not been built yet: its paths show the Not Found screen, never a stand-in.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ScreenId } from './routes.ts';

export type Screen = LazyExoticComponent<ComponentType>;

export const SCREENS: Partial<Record<ScreenId, Screen>> = {
  ctpat: lazy(() => import('../features/ctpat/ctpat-page.tsx')),
  'desktop-users': lazy(() => import('../features/users/components/desktop-users-screen.tsx')),
  'desktop-guards': lazy(() => import('../features/users/components/desktop-guards-screen.tsx')),
  'desktop-admins': lazy(() => import('../features/users/components/desktop-admins-screen.tsx')),
  'users-hosts': lazy(() => import('../features/users/components/mobile-hosts-screen.tsx')),
  'users-guards': lazy(() => import('../features/users/components/mobile-guards-screen.tsx')),
  'users-admins': lazy(() => import('../features/users/components/mobile-admins-screen.tsx')),
  'my-users': lazy(() => import('../features/users/components/my-users-screen.tsx')),
  'user-detail': lazy(() => import('../features/users/components/user-detail-screen.tsx')),
  'new-user': lazy(() => import('../features/users/components/new-user-screen.tsx')),
  'edit-user': lazy(() => import('../features/users/components/edit-user-screen.tsx')),
  'network-settings': lazy(() => import('../features/network-settings/components/network-settings-screen.tsx')),
  'personal-data': lazy(() => import('../features/privacy/components/privacy-screen.tsx')),
  'audit-log': lazy(() => import('../features/audit-log/components/audit-log-page.tsx')),
  webhooks: lazy(() => import('../features/webhooks/components/webhooks-screen.tsx')),
  devices: lazy(() => import('../features/devices/components/devices-screen.tsx')),
  watchlist: lazy(() => import('../features/watchlist/components/watchlist-screen.tsx')),
  'desktop-units': lazy(() => import('../features/units/components/units-page.tsx')),
  departments: lazy(() => import('../features/units/components/mobile-departments-screen.tsx')),
  'edit-department': lazy(() => import('../features/units/components/edit-department-screen.tsx')),
  'desktop-access-points': lazy(() => import('../features/access-points/components/access-points-page.tsx')),
  'access-points': lazy(() => import('../features/access-points/components/mobile-access-points-screen.tsx')),
  'qr-scanner': lazy(() => import('../features/gate/scanner/gate-selection-screen.tsx')),
  'scanner-camera': lazy(() => import('../features/gate/scanner/camera-screen.tsx')),
  register: lazy(() => import('../features/gate/register/register-screen.tsx')),
  logbook: lazy(() => import('../features/logbook/components/logbook-screen.tsx')),
  'transaction-detail': lazy(() => import('../features/logbook/components/transaction-detail-screen.tsx')),
  events: lazy(() => import('../features/events/components/events-screen.tsx')),
  'new-event': lazy(() => import('../features/events/components/new-event-screen.tsx')),
  'event-detail': lazy(() => import('../features/events/components/event-detail-screen.tsx')),
  'edit-event': lazy(() => import('../features/events/components/edit-event-screen.tsx')),
  'add-event-guests': lazy(() => import('../features/events/components/add-guests-screen.tsx')),
  'add-event-guest': lazy(() => import('../features/events/components/add-guests-screen.tsx')),
  'edit-event-guest': lazy(() => import('../features/events/components/edit-guest-screen.tsx')),
  'desktop-events': lazy(() => import('../features/events/components/desktop-events-page.tsx')),
  favorites: lazy(() => import('../features/community-members/components/favorites-screen.tsx')),
  'registered-visitors': lazy(() => import('../features/community-members/components/registered-visitors-page.tsx')),
  invitations: lazy(() => import('../features/invitations/components/invitations-screen.tsx')),
  'invitation-detail': lazy(() => import('../features/invitations/components/invitation-detail-screen.tsx')),
  'new-invitation': lazy(() => import('../features/invitations/components/new-invitation-screen.tsx')),
  'edit-invitation': lazy(() => import('../features/invitations/components/edit-invitation-screen.tsx')),
  'desktop-invitations': lazy(() => import('../features/invitations/components/desktop-invitations-page.tsx')),
  'guard-console': lazy(() => import('./guard-console-screen.tsx')),
  'provider-transaction': lazy(() => import('../features/gate/provider/provider-transaction-screen.tsx')),
  // Still to come (issue 7): intelligence, desktop-intelligence, desktop-logbook.
  'desktop-logbook': lazy(() => import('../features/logbook/components/desktop-logbook-page.tsx')),
  intelligence: lazy(() => import('../features/intelligence/components/mobile-intelligence-screen.tsx')),
  'desktop-intelligence': lazy(() => import('../features/intelligence/components/desktop-intelligence-page.tsx')),
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
