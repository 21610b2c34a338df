// The route tables match spec §2 and every menu entry opens a page of its role's table.
import { ROLES, type Role, type User } from '@garita/contract';
import { describe, expect, it } from 'vitest';
import { ADMIN_MOBILE_MENU, BOTTOM_MENU, SIDE_MENU, visibleItems, visibleSections } from './menus.ts';
import { DESKTOP_PAGES, findRoute, landingPath, MOBILE_ROUTES, routeTable } from './routes.ts';

const paths = (role: Role) => MOBILE_ROUTES[role].map((entry) => entry.path).sort();

const ABILITIES: Record<Role, User['abilities']> = {
  network_admin: {
    manage_users: true,
    create_roles: ['network_admin', 'host', 'security_guard'],
    manage_units: true,
    manage_access_points: true,
    register_visits: true,
    create_invitations: true,
    view_intelligence: true,
    manage_network: true,
    download_lists: true,
    edit_own_user: true,
    view_audit_log: true,
  },
  host: {
    manage_users: true,
    create_roles: ['secondary_user'],
    manage_units: false,
    manage_access_points: false,
    register_visits: false,
    create_invitations: true,
    view_intelligence: false,
    manage_network: false,
    download_lists: true,
    edit_own_user: true,
    view_audit_log: false,
  },
  secondary_user: {
    manage_users: false,
    create_roles: [],
    manage_units: false,
    manage_access_points: false,
    register_visits: false,
    create_invitations: true,
    view_intelligence: false,
    manage_network: false,
    download_lists: true,
    edit_own_user: true,
    view_audit_log: false,
  },
  security_guard: {
    manage_users: false,
    create_roles: [],
    manage_units: false,
    manage_access_points: false,
    register_visits: true,
    create_invitations: false,
    view_intelligence: false,
    manage_network: false,
    download_lists: false,
    edit_own_user: false,
    view_audit_log: false,
  },
};
const FEATURES_ON = { providers_enabled: true, custom_attributes_enabled: true, favorites_enabled: true };
const userOf = (role: Role, network = FEATURES_ON) => ({ role, abilities: ABILITIES[role], network }) as User;

describe('route tables (spec §2)', () => {
  it('admin on mobile', () => {
    expect(paths('network_admin')).toEqual(
      [
        '/inteligence',
        '/invitations',
        '/invitation/:id',
        '/invitation-detail/:id',
        '/logbook',
        '/events',
        '/access-points',
        '/departments',
        '/edit-department/:id',
        '/users-hosts',
        '/users-guards',
        '/users-admins',
        '/network-settings',
        '/personal-data',
        '/audit-log',
        '/webhooks',
        '/devices',
        '/watchlist',
        '/edit-user/:uId',
        '/new-event',
        '/new-user',
        '/new-invitation/:cmId',
        '/event-detail/:eventId',
        '/add-event-guest/:eventId',
        '/edit-event-guest/:eventId/:invId',
        '/edit-event/:id',
        '/transaction-detail/:id',
      ].sort(),
    );
  });

  it('host on mobile, and the secondary host without /my-users', () => {
    const host = [
      '/invitations',
      '/invitation/:id',
      '/invitation-detail/:id',
      '/logbook',
      '/events',
      '/my-users',
      '/new-invitation/:cmId',
      '/my-favorites',
      '/new-user',
      '/edit-user/:uId',
      '/new-event',
      '/edit-invitation/:id',
      '/edit-event/:id',
      '/add-event-guests/:id',
      '/transaction-detail/:id',
      '/user-detail/:uId',
      '/event-detail/:eventId',
      '/add-event-guest/:eventId',
      '/edit-event-guest/:eventId/:invId',
    ].sort();
    expect(paths('host')).toEqual(host);
    expect(paths('secondary_user')).toEqual(host.filter((path) => path !== '/my-users'));
  });

  it('guard', () => {
    expect(paths('security_guard')).toEqual(
      [
        '/qr-scanner/camera/:gateId',
        '/register',
        '/qr-scanner',
        '/logbook',
        '/invitations',
        '/invitation/:id',
        '/invitation-detail/:id',
        '/provider-transaction/:id/:gateId',
        '/transaction-detail/:id',
      ].sort(),
    );
  });

  it('has no path twice in a table', () => {
    for (const role of ROLES) {
      for (const layout of ['mobile', 'desktop'] as const) {
        const all = routeTable(role, layout).map((entry) => entry.path);
        expect(new Set(all).size, `${role} ${layout}`).toBe(all.length);
      }
    }
  });

  it('lands where spec §2 says after login', () => {
    expect(landingPath('security_guard', 'mobile')).toBe('/qr-scanner');
    expect(landingPath('security_guard', 'desktop')).toBe('/qr-scanner');
    expect(landingPath('network_admin', 'mobile')).toBe('/invitations');
    expect(landingPath('network_admin', 'desktop')).toBe('/');
    expect(landingPath('host', 'mobile')).toBe('/invitations');
    expect(landingPath('host', 'desktop')).toBe('/');
    expect(landingPath('secondary_user', 'mobile')).toBe('/invitations');
    expect(landingPath('secondary_user', 'desktop')).toBe('/invitations');
  });

  it('every landing path is in its table', () => {
    for (const role of ROLES) {
      for (const layout of ['mobile', 'desktop'] as const) {
        expect(findRoute(routeTable(role, layout), landingPath(role, layout)), `${role} ${layout}`).toBeDefined();
      }
    }
  });

  it('desktop shows the desktop page where one replaces a mobile screen', () => {
    expect(findRoute(routeTable('network_admin', 'desktop'), '/invitations')?.screen).toBe('desktop-invitations');
    expect(findRoute(routeTable('network_admin', 'desktop'), '/invitation/7')?.screen).toBe('invitation-detail');
    expect(findRoute(routeTable('security_guard', 'desktop'), '/qr-scanner')?.screen).toBe('guard-console');
    expect(DESKTOP_PAGES.host.map((entry) => entry.path)).not.toContain('/intelligence');
  });

  it('matches parameters, and the literal :cmId of "no favourite"', () => {
    const host = routeTable('host', 'mobile');
    expect(findRoute(host, '/new-invitation/:cmId')?.screen).toBe('new-invitation');
    expect(findRoute(host, '/edit-event-guest/4/9')?.screen).toBe('edit-event-guest');
    expect(findRoute(host, '/qr-scanner')).toBeUndefined();
    expect(findRoute(routeTable('secondary_user', 'mobile'), '/my-users')).toBeUndefined();
  });

  it('leaves out the screens of a feature the network switched off (spec §6)', () => {
    const on = { providers_enabled: true, custom_attributes_enabled: true, favorites_enabled: true };
    const off = { ...on, favorites_enabled: false };
    expect(findRoute(routeTable('host', 'mobile', on), '/my-favorites')?.screen).toBe('favorites');
    expect(findRoute(routeTable('host', 'mobile', off), '/my-favorites')).toBeUndefined();
    expect(findRoute(routeTable('network_admin', 'desktop', off), '/registered-visitors')).toBeUndefined();
    expect(findRoute(routeTable('network_admin', 'desktop', on), '/registered-visitors')).toBeDefined();
    expect(routeTable('host', 'desktop', off).length).toBe(routeTable('host', 'desktop').length - 1);
  });
});

describe('menus (spec §2)', () => {
  const bottom = (role: Role) => visibleItems(BOTTOM_MENU, userOf(role)).map((item) => item.path);

  it('bottom menu per role', () => {
    expect(bottom('security_guard')).toEqual(['/qr-scanner', '/register', '/invitations', '/logbook']);
    expect(bottom('host')).toEqual(['/invitations', '/logbook', '/events', '/my-users']);
    expect(bottom('secondary_user')).toEqual(['/invitations', '/logbook', '/events']);
    expect(bottom('network_admin')).toEqual(['/invitations', '/logbook', '/events']);
  });

  it('desktop left menu per role', () => {
    const side = (role: Role) =>
      visibleSections(SIDE_MENU, userOf(role)).map((section) => [section.title, section.items.map((i) => i.path)]);
    expect(side('network_admin')).toEqual([
      [null, ['/intelligence']],
      ['visitors', ['/logbook', '/events', '/invitations', '/registered-visitors']],
      [
        'settings',
        [
          '/access-points',
          '/units',
          '/users',
          '/guards',
          '/admins',
          '/network-settings',
          '/personal-data',
          '/audit-log',
          '/webhooks',
          '/devices',
          '/watchlist',
        ],
      ],
    ]);
    expect(side('host')).toEqual([
      ['visitors', ['/logbook', '/events', '/invitations']],
      ['settings', ['/users']],
    ]);
    expect(side('secondary_user')).toEqual([['visitors', ['/logbook', '/events', '/invitations']]]);
    // Favourites switched off: no registered visitors page (spec §6).
    const noFavorites = userOf('network_admin', { ...FEATURES_ON, favorites_enabled: false });
    expect(visibleSections(SIDE_MENU, noFavorites)[1]?.items.map((i) => i.path)).toEqual([
      '/logbook',
      '/events',
      '/invitations',
    ]);
  });

  it('every visible entry opens a page of the role table', () => {
    for (const role of ROLES) {
      const user = userOf(role);
      for (const item of visibleItems([...BOTTOM_MENU, ...(role === 'network_admin' ? ADMIN_MOBILE_MENU : [])], user)) {
        expect(findRoute(routeTable(role, 'mobile'), item.path), `${role} mobile ${item.path}`).toBeDefined();
      }
      if (role === 'security_guard') continue;
      for (const item of visibleSections(SIDE_MENU, user).flatMap((section) => section.items)) {
        expect(findRoute(routeTable(role, 'desktop'), item.path), `${role} desktop ${item.path}`).toBeDefined();
      }
    }
  });
});
