// What each endpoint writes to the audit log (docs/audit.md), as data: one entry per endpoint of the contract's
// table, so a new endpoint does not compile until someone decides. The route hook (routes/audited.ts) reads it.
//   change  — in the request's transaction: the record before, the handler, the record after, one row.
//   sign_in — POST /login: success and each refusal, after the handler, with the client's address.
//   attempt — an act outside the database (a gate's pulse): one row after the handler, success or the listed
//             failures, outside any transaction (the attempt itself must stay stored when the controller fails).
//   export  — a list: one row when the web downloads it (`?export=1`), with its filters and row count.
//   none    — reads, and writes that are their own record (the logbook's registers), with the reason.
import type { AuditAction, EndpointName, ErrorCode } from '@garita/contract';
import type { Auth } from '../context.ts';
import type { ChangeSubject, Json } from './audit.service.ts';

/** The parts of a request a rule reads. */
export interface AuditRequest {
  auth: Auth;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
}

export type AuditRule =
  | {
      kind: 'change';
      subject?: (request: AuditRequest) => ChangeSubject;
      details?: (request: AuditRequest, answer: unknown) => Json | undefined;
    }
  | { kind: 'sign_in' }
  | {
      kind: 'attempt';
      subject: (request: AuditRequest) => { type: string; id: number };
      failures: readonly ErrorCode[];
      details?: (answer: unknown) => Json | undefined;
    }
  | { kind: 'export'; action: AuditAction; rows: string }
  | { kind: 'none'; why: string };

const num = (value: unknown): number | undefined => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};
/** `answer.<key>.id`: the created record's id in a `{ user: {...} }` answer. */
const created =
  (key: string) =>
  (answer: unknown): number | undefined => {
    const inner = (answer as Record<string, unknown> | undefined)?.[key];
    return num((inner as Record<string, unknown> | undefined)?.id);
  };
const answerId = (answer: unknown) => num((answer as Record<string, unknown> | undefined)?.id);

/** A record named by the path's `:id` (or another parameter). */
const byParam =
  (type: string, param = 'id') =>
  (request: AuditRequest): ChangeSubject => ({ type, id: num(request.params[param]) });
/** A record created by the call, read from the answer. */
const byAnswer = (type: string, idOf: (answer: unknown) => number | undefined) => (): ChangeSubject => ({
  type,
  idFromAnswer: idOf,
});
const ownNetwork = (request: AuditRequest): ChangeSubject => ({ type: 'networks', id: request.auth.network.id });

const change = (
  subject?: (request: AuditRequest) => ChangeSubject,
  details?: (request: AuditRequest, answer: unknown) => Json | undefined,
): AuditRule => ({ kind: 'change', subject, details });
const read: AuditRule = { kind: 'none', why: 'reads' };
const exported = (action: AuditAction, rows: string): AuditRule => ({ kind: 'export', action, rows });

export const auditRules: Record<EndpointName, AuditRule> = {
  'health.show': read,
  'config.show': read,
  'session.create': { kind: 'sign_in' },
  'session.delete': { kind: 'none', why: 'signing out ends one session of its own user' },
  'session.show': read,
  'password_reset.request': { kind: 'none', why: 'public and answered alike for every email (no enumeration)' },
  'password_reset.complete': { kind: 'none', why: 'public; the reset link itself is the record' },
  'setup.show': read,
  'setup.create': { kind: 'none', why: 'first run: no network, no one signed in yet' },

  'users.list': exported('users.export', 'users'),
  'users.search': read,
  'users.show': read,
  'users.create': change(byAnswer('users', created('user'))),
  'users.update': change(byParam('users')),
  'users.delete': change(byParam('users')),
  'users.control_access_server': change((request) => ({ type: 'users', id: request.auth.user.id })),

  'access_servers.list': read,
  'access_servers.create': change(byAnswer('access_servers', created('access_server'))),
  'access_servers.show': read,
  'access_servers.update': change(byParam('access_servers')),
  'access_servers.delete': change(byParam('access_servers')),
  'access_servers.current_guests': read,
  'gates.create': change(byAnswer('gates', created('gate'))),
  'gates.update': change(byParam('gates', 'gateId')),
  'gates.delete': change(byParam('gates', 'gateId')),
  'gates.test': {
    kind: 'attempt',
    subject: (request) => ({ type: 'gates', id: num(request.params.gateId) ?? 0 }),
    failures: [],
    details: (answer) => {
      const result = answer as { ok?: boolean; status?: number | null };
      return { ok: result.ok, status: result.status };
    },
  },

  'network_groups.list': exported('network_groups.export', 'network_groups'),
  'network_groups.create': change(byAnswer('network_groups', created('network_group'))),
  'network_groups.update': change(byParam('network_groups')),

  'providers.list': read,
  'transactions.custom_attributes': read,
  'access_keys.custom_attributes': read,

  'access_keys.list': exported('access_keys.export', 'access_keys'),
  'access_keys.create': change(byAnswer('access_keys', created('access_key'))),
  'access_keys.validate': { kind: 'none', why: 'a scan; a refused one is written to the logbook' },
  'access_keys.user_access_key': read,
  'access_keys.show': read,
  'access_keys.update': change(byParam('access_keys')),
  'access_keys.delete': change(byParam('access_keys')),
  'access_keys.add_photos': change(
    (request) => ({ type: 'access_keys', id: num(request.body.access_key_id) }),
    (request) => ({ photos: Object.keys((request.body.photos as object | undefined) ?? {}) }),
  ),

  'transactions.list': exported('transactions.export', 'transactions'),
  'transactions.create': { kind: 'none', why: 'a register is itself the logbook record of who did what' },
  'transactions.log_exit': { kind: 'none', why: 'an exit is itself the logbook record of who did what' },
  'offline.registers': {
    kind: 'none',
    why: 'an offline register is itself the logbook record (with its device), and its conflict the record of the rest',
  },
  'offline.periods': { kind: 'none', why: "the device's report is itself the record of its offline spell" },
  'offline.devices': read,
  'offline.conflicts': read,
  'offline.resolve_conflict': change(byParam('offline_conflicts')),
  'transactions.open_gate': {
    kind: 'attempt',
    subject: (request) => ({ type: 'transactions', id: num(request.body.id) ?? 0 }),
    failures: ['gate_driver_failed'],
  },
  'transactions.show': read,
  'photos.show': read,

  'community_members.list': exported('community_members.export', 'community_members'),
  'community_members.search': read,
  'community_members.show': read,

  'events.list': exported('events.export', 'events'),
  'events.create': change(byAnswer('events', created('event'))),
  'events.show': read,
  'live.stream': read,
  // Offline snapshot (wt-snapshot): reads; the device's row (devices) is its own record.
  'offline.snapshot': read,
  'offline.public_key': read,
  'events.update': change(byParam('events')),
  'events.access_keys': read,
  'events.add_guests': change(byParam('events'), (_request, answer) => ({
    guest_ids: ((answer as { guests?: { id: number }[] }).guests ?? []).map((g) => g.id),
  })),
  'events.update_guest': change(byParam('access_keys', 'guestId')),

  'public_invitations.show': read,

  'intelligence.show': read,
  'intelligence.update': change(ownNetwork),

  'network.show': read,
  'network.update': change(ownNetwork),
  'network_providers.list': read,
  'network_providers.create': change(byAnswer('providers', answerId)),
  'network_providers.update': change(byParam('providers')),
  'network_providers.delete': change(byParam('providers')),
  'network_custom_attributes.list': read,
  'network_custom_attributes.create': change(byAnswer('custom_attributes', answerId)),
  'network_custom_attributes.update': change(byParam('custom_attributes')),
  'network_custom_attributes.delete': change(byParam('custom_attributes')),

  'watchlist.list': exported('watchlist.export', 'entries'),
  'watchlist.create': change(byAnswer('watchlist_entries', answerId)),
  'watchlist.update': change(byParam('watchlist_entries')),
  'watchlist.delete': change(byParam('watchlist_entries')),

  'network_purge_runs.list': read,

  'public_privacy_notices.site': read,
  'public_privacy_notices.show': read,
  'privacy_notice.own': read,
  'privacy_notice.show': read,
  'privacy_notice.update': change(undefined, (request) => ({
    text_en: request.body.text_en ? 'edited' : 'default',
    text_es: request.body.text_es ? 'edited' : 'default',
  })),
  'personal_data.search': read,
  'personal_data.export': { kind: 'none', why: 'the service records arco.export with the records chosen' },
  'personal_data.erase': { kind: 'none', why: 'the service records arco.erase in the erasure’s transaction' },

  'webhooks.list': read,
  'webhooks.create': change(byAnswer('webhooks', created('webhook'))),
  'webhooks.update': change(byParam('webhooks')),
  'webhooks.delete': change(byParam('webhooks')),
  // Who saw a webhook's signing secret: one row per showing (the secret itself is never copied).
  'webhooks.secret': {
    kind: 'attempt',
    subject: (request) => ({ type: 'webhooks', id: num(request.params.id) ?? 0 }),
    failures: [],
  },
  'webhooks.test': {
    kind: 'attempt',
    subject: (request) => ({ type: 'webhooks', id: num(request.params.id) ?? 0 }),
    failures: [],
    details: (answer) => {
      const result = answer as { ok?: boolean; status?: number | null };
      return { ok: result.ok, status: result.status };
    },
  },
  'webhooks.deliveries': read,

  'audit_log.list': exported('audit_log.export', 'audit_entries'),
};
