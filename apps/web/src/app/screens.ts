// The screen each route table entry shows, imported lazily so each feature is its own bundle.
// A screen id missing here has not been built yet: its paths show the Not Found screen, never a stand-in.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ScreenId } from './routes.ts';

export type Screen = LazyExoticComponent<ComponentType>;

export const SCREENS: Partial<Record<ScreenId, Screen>> = {
  ctpat: lazy(() => import('../features/ctpat/ctpat-page.tsx')),
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
  // issue 7 (admins): intelligence, access-points, departments, edit-department, users-hosts, users-guards,
  //   users-admins, desktop-logbook, desktop-intelligence, desktop-access-points, desktop-units,
  //   desktop-guards, desktop-admins, registered-visitors — paths /inteligence, /access-points, /departments,
  //   /edit-department/:id, /users-hosts, /users-guards, /users-admins, and on desktop /logbook,
  //   /intelligence, /access-points, /units, /users, /guards, /admins, /registered-visitors.
};
