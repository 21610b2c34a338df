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
  'desktop-units': lazy(() => import('../features/units/components/units-page.tsx')),
  departments: lazy(() => import('../features/units/components/mobile-departments-screen.tsx')),
  'edit-department': lazy(() => import('../features/units/components/edit-department-screen.tsx')),
  'desktop-access-points': lazy(() => import('../features/access-points/components/access-points-page.tsx')),
  'access-points': lazy(() => import('../features/access-points/components/mobile-access-points-screen.tsx')),
  'qr-scanner': lazy(() => import('../features/scanner/components/gate-selection-screen.tsx')),
  'scanner-camera': lazy(() => import('../features/scanner/components/camera-screen.tsx')),
  register: lazy(() => import('../features/register/components/register-screen.tsx')),
  logbook: lazy(() => import('../features/logbook/components/logbook-screen.tsx')),
  'transaction-detail': lazy(() => import('../features/logbook/components/transaction-detail-screen.tsx')),
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
