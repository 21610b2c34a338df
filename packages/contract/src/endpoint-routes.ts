// Every endpoint's route as plain data, without zod: its method, its Fastify-style path under /api/v1, and whether
// it is public (no token) or idempotent (the web sends an Idempotency-Key). The web's client (apps/web/src/lib/
// api.ts) calls by name from this table, so the signed-out screens carry no schema and no zod (docs/web.md,
// "Chunks and caching"). endpoints.ts holds the full definitions (schemas, permissions, docs); the `satisfies`
// below fails `tsc` when an endpoint is missing here or one is here that endpoints.ts lacks, and
// endpoint-routes.test.ts fails when a method, path, `public` or `idempotent` differs.
import type { EndpointName } from './endpoints.ts';

export const HTTP_METHODS = ['GET', 'POST', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface EndpointRoute {
  readonly method: HttpMethod;
  /** Under /api/v1, Fastify style: `/access_keys/:id`. */
  readonly path: string;
  /** No token needed. */
  readonly public?: true;
  /** A creation that honours an `Idempotency-Key` header (docs/architecture.md, "Idempotent creation"). */
  readonly idempotent?: true;
}

export const endpointRoutes = {
  'health.show': { method: 'GET', path: '/health', public: true },
  'config.show': { method: 'GET', path: '/config', public: true },
  'session.create': { method: 'POST', path: '/login', public: true },
  'session.delete': { method: 'DELETE', path: '/logout' },
  'session.show': { method: 'GET', path: '/session' },
  'password_reset.request': { method: 'POST', path: '/users/reset_password', public: true },
  'password_reset.complete': { method: 'POST', path: '/users/complete_reset', public: true },
  'setup.show': { method: 'GET', path: '/setup', public: true },
  'setup.create': { method: 'POST', path: '/setup', public: true },
  'users.list': { method: 'GET', path: '/users' },
  'users.search': { method: 'GET', path: '/users/list' },
  'users.show': { method: 'GET', path: '/users/:id' },
  'users.create': { method: 'POST', path: '/users' },
  'users.update': { method: 'PATCH', path: '/users/:id' },
  'users.delete': { method: 'DELETE', path: '/users/:id' },
  'users.control_access_server': { method: 'POST', path: '/users/control_access_server' },
  'access_servers.list': { method: 'GET', path: '/access_servers' },
  'access_servers.create': { method: 'POST', path: '/access_servers' },
  'access_servers.show': { method: 'GET', path: '/access_servers/:id' },
  'access_servers.update': { method: 'PATCH', path: '/access_servers/:id' },
  'access_servers.delete': { method: 'DELETE', path: '/access_servers/:id' },
  'access_servers.current_guests': { method: 'GET', path: '/access_servers/:id/current_guests' },
  'gates.create': { method: 'POST', path: '/access_servers/:id/gates' },
  'gates.update': { method: 'PATCH', path: '/access_servers/:id/gates/:gateId' },
  'gates.delete': { method: 'DELETE', path: '/access_servers/:id/gates/:gateId' },
  'gates.test': { method: 'POST', path: '/access_servers/:id/gates/:gateId/test' },
  'network_groups.list': { method: 'GET', path: '/network_groups' },
  'network_groups.create': { method: 'POST', path: '/network_groups' },
  'network_groups.update': { method: 'PATCH', path: '/network_groups/:id' },
  'providers.list': { method: 'GET', path: '/providers' },
  'transactions.custom_attributes': { method: 'GET', path: '/transactions/custom_attributes' },
  'access_keys.custom_attributes': { method: 'GET', path: '/access_keys/custom_attributes' },
  'access_keys.list': { method: 'GET', path: '/access_keys' },
  'access_keys.create': { method: 'POST', path: '/access_keys', idempotent: true },
  'access_keys.validate': { method: 'GET', path: '/access_keys/validate' },
  'access_keys.user_access_key': { method: 'GET', path: '/access_keys/user_access_key' },
  'access_keys.show': { method: 'GET', path: '/access_keys/:id' },
  'access_keys.update': { method: 'PATCH', path: '/access_keys/:id' },
  'access_keys.delete': { method: 'DELETE', path: '/access_keys/:id' },
  'access_keys.add_photos': { method: 'POST', path: '/access_keys/add_photos' },
  'transactions.list': { method: 'GET', path: '/transactions' },
  'transactions.create': { method: 'POST', path: '/transactions', idempotent: true },
  'offline.registers': { method: 'POST', path: '/offline/registers', idempotent: true },
  'offline.periods': { method: 'POST', path: '/offline/periods', idempotent: true },
  'offline.devices': { method: 'GET', path: '/offline/devices' },
  'offline.conflicts': { method: 'GET', path: '/offline/conflicts' },
  'offline.resolve_conflict': { method: 'POST', path: '/offline/conflicts/:id/resolve' },
  'transactions.log_exit': { method: 'POST', path: '/transactions/log_exit' },
  'transactions.open_gate': { method: 'POST', path: '/transactions/open_gate' },
  'transactions.show': { method: 'GET', path: '/transactions/:id' },
  'photos.show': { method: 'GET', path: '/photos/:id', public: true },
  'community_members.list': { method: 'GET', path: '/community_members' },
  'community_members.search': { method: 'GET', path: '/community_members/list' },
  'community_members.show': { method: 'GET', path: '/community_members/:id' },
  'events.list': { method: 'GET', path: '/events' },
  'events.create': { method: 'POST', path: '/events', idempotent: true },
  'events.show': { method: 'GET', path: '/events/:id' },
  'events.update': { method: 'PATCH', path: '/events/:id' },
  'events.access_keys': { method: 'GET', path: '/events/:id/access_keys' },
  'events.add_guests': { method: 'POST', path: '/events/:id/add_guests', idempotent: true },
  'events.update_guest': { method: 'PATCH', path: '/events/:id/guests/:guestId' },
  'live.stream': { method: 'GET', path: '/events/stream' },
  'public_invitations.show': { method: 'GET', path: '/public/invitations/:unique_id', public: true },
  'intelligence.show': { method: 'GET', path: '/intelligence' },
  'intelligence.update': { method: 'PATCH', path: '/intelligence/dashboard' },
  'network.show': { method: 'GET', path: '/network' },
  'network.update': { method: 'PATCH', path: '/network' },
  'network_purge_runs.list': { method: 'GET', path: '/network/purge_runs' },
  'network_providers.list': { method: 'GET', path: '/network/providers' },
  'network_providers.create': { method: 'POST', path: '/network/providers' },
  'network_providers.update': { method: 'PATCH', path: '/network/providers/:id' },
  'network_providers.delete': { method: 'DELETE', path: '/network/providers/:id' },
  'network_custom_attributes.list': { method: 'GET', path: '/network/custom_attributes' },
  'network_custom_attributes.create': { method: 'POST', path: '/network/custom_attributes' },
  'network_custom_attributes.update': { method: 'PATCH', path: '/network/custom_attributes/:id' },
  'network_custom_attributes.delete': { method: 'DELETE', path: '/network/custom_attributes/:id' },
  'watchlist.list': { method: 'GET', path: '/watchlist' },
  'watchlist.create': { method: 'POST', path: '/watchlist' },
  'watchlist.update': { method: 'PATCH', path: '/watchlist/:id' },
  'watchlist.delete': { method: 'DELETE', path: '/watchlist/:id' },
  'public_privacy_notices.site': { method: 'GET', path: '/public/privacy_notice', public: true },
  'public_privacy_notices.show': { method: 'GET', path: '/public/privacy_notices/:public_id', public: true },
  'privacy_notice.own': { method: 'GET', path: '/privacy_notice/own' },
  'privacy_notice.show': { method: 'GET', path: '/privacy_notice' },
  'privacy_notice.update': { method: 'PATCH', path: '/privacy_notice' },
  'personal_data.search': { method: 'GET', path: '/personal_data' },
  'personal_data.export': { method: 'POST', path: '/personal_data/export' },
  'personal_data.erase': { method: 'POST', path: '/personal_data/erase' },
  'webhooks.list': { method: 'GET', path: '/webhooks' },
  'webhooks.create': { method: 'POST', path: '/webhooks' },
  'webhooks.update': { method: 'PATCH', path: '/webhooks/:id' },
  'webhooks.delete': { method: 'DELETE', path: '/webhooks/:id' },
  'webhooks.secret': { method: 'GET', path: '/webhooks/:id/secret' },
  'webhooks.test': { method: 'POST', path: '/webhooks/:id/test' },
  'webhooks.deliveries': { method: 'GET', path: '/webhooks/:id/deliveries' },
  'audit_log.list': { method: 'GET', path: '/audit_log' },
  'offline.snapshot': { method: 'GET', path: '/offline/snapshot' },
  'offline.public_key': { method: 'GET', path: '/offline/public_key' },
} as const satisfies Record<EndpointName, EndpointRoute>;

/** The path with its `:name` parameters replaced by their URL-encoded values. */
export function endpointPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:(\w+)/g, (_match, key: string) => {
    const value = params?.[key];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${key} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
