// The audit log (docs/audit.md): the admin's filtered list of who did what, and the actions it names.
import { z } from 'zod';
import { IsoDay } from './access-keys.ts';
import { IdRef, oneLine, optionalQuery, Paged, PageQuery } from './common.ts';
import { Role } from './enums.ts';

/**
 * Every action the server records, in the order the admin's filter offers them. Endpoint names for what the
 * API does (`users.update`), `<list>.export` for a list downloaded as CSV, and the jobs' own (`retention.purge`,
 * `arco.export`, `arco.erase`). The column is free text: an action missing here is still stored and listed.
 */
export const AUDIT_ACTIONS = [
  'session.create',
  'users.create',
  'users.update',
  'users.delete',
  'users.control_access_server',
  'access_keys.create',
  'access_keys.update',
  'access_keys.delete',
  'access_keys.add_photos',
  'events.create',
  'events.update',
  'events.add_guests',
  'events.update_guest',
  'transactions.open_gate',
  'gates.test',
  'access_servers.create',
  'access_servers.update',
  'access_servers.delete',
  'gates.create',
  'gates.update',
  'gates.delete',
  'network_groups.create',
  'network_groups.update',
  'network.update',
  'intelligence.update',
  'network_providers.create',
  'network_providers.update',
  'network_providers.delete',
  'network_custom_attributes.create',
  'network_custom_attributes.update',
  'network_custom_attributes.delete',
  'watchlist.create',
  'watchlist.update',
  'watchlist.delete',
  'watchlist.export',
  'watchlist.matched',
  'privacy_notice.update',
  'users.export',
  'access_keys.export',
  'transactions.export',
  'events.export',
  'network_groups.export',
  'community_members.export',
  'audit_log.export',
  'retention.purge',
  'arco.export',
  'arco.erase',
  'webhooks.create',
  'webhooks.update',
  'webhooks.delete',
  'webhooks.secret',
  'webhooks.test',
  'offline.resolve_conflict',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of record an audit row names (its `subject_type`): the tables they live in. */
export const AUDIT_SUBJECT_TYPES = [
  'networks',
  'users',
  'access_servers',
  'gates',
  'network_groups',
  'access_keys',
  'events',
  'transactions',
  'providers',
  'custom_attributes',
  'community_members',
  'audit_log',
  'webhooks',
  'watchlist_entries',
  'offline_conflicts',
] as const;

export const AuditListQuery = PageQuery.extend({
  /** Who did it (a user id). */
  actor: optionalQuery(IdRef),
  action: optionalQuery(z.string().trim().min(1).max(100).superRefine(oneLine)),
  subject_type: optionalQuery(z.enum(AUDIT_SUBJECT_TYPES)),
  subject_id: optionalQuery(IdRef),
  /** First and last day, inclusive, on the network's clock. */
  from: optionalQuery(IsoDay),
  to: optionalQuery(IsoDay),
});
export type AuditListQuery = z.infer<typeof AuditListQuery>;

const Json = z.record(z.string(), z.unknown());

export const AuditEntry = z.object({
  id: z.number(),
  created_at: z.string(),
  action: z.string(),
  outcome: z.enum(['success', 'failure']),
  /** null: the system (a scheduled job) or a failed sign-in with an email no account has. */
  actor: z.object({ id: z.number(), name: z.string(), email: z.string(), role: Role }).nullable(),
  subject_type: z.string().nullable(),
  subject_id: z.number().nullable(),
  /** The changed fields' values before and after; visitors' personal data reads "[redacted]". */
  before: Json.nullable(),
  after: Json.nullable(),
  details: Json.nullable(),
  address: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditList = z.object({
  audit_entries: z.array(AuditEntry),
  /** The network's zone: the days of `from`/`to` and the times shown. */
  time_zone: z.string(),
  ...Paged,
});
export type AuditList = z.infer<typeof AuditList>;
