// The audit log (docs/audit.md). `recordAudit(db, entry)` is the one way a row is written — by the route hook
// for every audited endpoint (routes/audited.ts, rules in ./audit.rules.ts) and by jobs (the purge, ARCO) with
// their own actions. Pass the transaction that makes the change, so the change and its row commit together.
import type { AuditList, AuditListQuery } from '@garita/contract';
import type { AppContext, Auth } from '../context.ts';
import type { Db } from '../db/index.ts';
import { inRequestTransaction } from '../db/request-transaction.ts';
import { pageTotals, pageWindow } from '../lib/paging.ts';
import { presentAuditEntry } from '../presenters/audit.presenter.ts';
import {
  insertAuditRow,
  isSnapshotTable,
  listAuditRows,
  type SnapshotTable,
  snapshotRow,
} from '../repositories/audit-log.repository.ts';
import { findUserByEmail } from '../repositories/users.repository.ts';
import { dayRange } from './access-keys.time.ts';

export type Json = Record<string, unknown>;

export interface AuditEntryInput {
  /** The network the action belongs to (null only for a sign-in attempt with an unknown email). */
  network_id: number | null;
  /** Who: null for the system (a scheduled job). */
  actor_user_id: number | null;
  /** What: an endpoint name, `<list>.export`, or a job's action (`retention.purge`); see AUDIT_ACTIONS. */
  action: string;
  outcome?: 'success' | 'failure';
  /** The record acted on: its table and id. */
  subject_type?: string | null;
  subject_id?: number | null;
  /** The fields that changed, before and after (see `changedFields`); secrets and visitors' data are masked. */
  before?: Json | null;
  after?: Json | null;
  /** Anything else worth keeping: an export's filters and rows, a purge's counts, a failure's code. */
  details?: Json | null;
  /** The client's address. */
  address?: string | null;
}

/** What stands in for a value the log never copies. */
export const REDACTED = '[redacted]';

/** Never copied, whatever the table: credentials and where files live. */
const SECRETS = new Set([
  'password_hash',
  'controller_secret',
  'controller_password',
  'unique_id',
  'token_hash',
  // A webhook's signing secret.
  'secret',
]);
/** Visitors' personal data: the log says a field changed, never what it held (retention, docs/audit.md). */
const VISITOR_DATA: Record<string, ReadonlySet<string>> = {
  access_keys: new Set([
    'visitor_name',
    'visitor_email',
    'visitor_phone',
    'country_code',
    'reason_for_visit',
    'notes',
    'custom_attrs',
  ]),
  transactions: new Set(['visitor_name', 'reason_for_visit', 'notes', 'custom_attrs']),
  community_members: new Set(['name', 'phone', 'country_code', 'email']),
  // A watchlisted person is a visitor too: the log says what changed, never who or why (docs/watchlist.md).
  watchlist_entries: new Set(['name', 'name_key', 'phone', 'id_number', 'reason']),
};
/** Changes every write makes: not worth a line in the log. */
const NOISE = new Set(['updated_at']);

const masked = (subjectType: string | null | undefined, field: string) =>
  SECRETS.has(field) || (subjectType ? (VISITOR_DATA[subjectType]?.has(field) ?? false) : false);

/** A value as JSON keeps it (dates as ISO text). */
const plain = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);

/** A record as the log keeps it: masked fields read REDACTED, the noise dropped. */
export function maskRecord(subjectType: string | null | undefined, record: Json | null | undefined): Json | null {
  if (!record) return null;
  const out: Json = {};
  for (const [field, value] of Object.entries(record)) {
    if (NOISE.has(field)) continue;
    out[field] = masked(subjectType, field) ? REDACTED : plain(value);
  }
  return out;
}

/**
 * Before and after of a change: a creation keeps the whole new record in `after`, a removal the whole old one in
 * `before`, an edit only the fields that changed on each side. Masked fields that changed read REDACTED.
 */
export function changedFields(
  subjectType: string | null | undefined,
  before: Json | undefined,
  after: Json | undefined,
): { before: Json | null; after: Json | null } {
  if (!before || !after) return { before: maskRecord(subjectType, before), after: maskRecord(subjectType, after) };
  const was: Json = {};
  const is: Json = {};
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (NOISE.has(field)) continue;
    const old = plain(before[field]);
    const now = plain(after[field]);
    if (JSON.stringify(old) === JSON.stringify(now)) continue;
    was[field] = masked(subjectType, field) ? REDACTED : old;
    is[field] = masked(subjectType, field) ? REDACTED : now;
  }
  return { before: was, after: is };
}

const json = (value: Json | null | undefined) => (value ? JSON.stringify(value) : null);

/** Writes one audit row through `db` (the change's transaction, when there is one). Masks before it stores. */
export async function recordAudit(db: Db, entry: AuditEntryInput): Promise<number> {
  return insertAuditRow(db, {
    network_id: entry.network_id,
    actor_user_id: entry.actor_user_id,
    action: entry.action,
    outcome: entry.outcome ?? 'success',
    subject_type: entry.subject_type ?? null,
    subject_id: entry.subject_id ?? null,
    before: json(maskRecord(entry.subject_type, entry.before)),
    after: json(maskRecord(entry.subject_type, entry.after)),
    details: json(entry.details),
    address: entry.address?.slice(0, 100) ?? null,
  });
}

/** Who is acting, from where. */
export interface AuditActor {
  auth?: Auth;
  address: string;
}

/** What a change hook knows about the record before the work runs, and how to find it after. */
export interface ChangeSubject {
  type: SnapshotTable | string;
  /** Known before the work (edits, removals). */
  id?: number;
  /** Read from the answer (creations). */
  idFromAnswer?: (answer: unknown) => number | undefined;
}

export function createAuditService(ctx: Pick<AppContext, 'db' | 'now'>) {
  const base = (actor: AuditActor) => ({
    network_id: actor.auth?.network.id ?? null,
    actor_user_id: actor.auth?.user.id ?? null,
    address: actor.address,
  });

  return {
    /**
     * Runs `work` (a request's handler) and writes its audit row in one transaction: the record's snapshot
     * before, the work, the snapshot after, the row. If any of it fails, nothing of it is kept.
     */
    async change<T>(
      action: string,
      actor: AuditActor & { auth: Auth },
      subject: ChangeSubject | undefined,
      work: () => Promise<T>,
      details?: (answer: T) => Json | undefined,
    ): Promise<T> {
      const networkId = actor.auth.network.id;
      return inRequestTransaction(ctx.db, async (trx) => {
        const table = subject && isSnapshotTable(subject.type) ? subject.type : undefined;
        const snapshot = (id: number | undefined) =>
          table && id ? snapshotRow(trx, table, networkId, id) : Promise.resolve(undefined);
        const before = await snapshot(subject?.id);
        const answer = await work();
        const subjectId = subject?.id ?? subject?.idFromAnswer?.(answer);
        const after = await snapshot(subjectId);
        const changed = changedFields(subject?.type, before, after);
        await recordAudit(trx, {
          ...base(actor),
          action,
          subject_type: subject?.type ?? null,
          subject_id: subjectId ?? null,
          before: changed.before,
          after: changed.after,
          details: details?.(answer) ?? null,
        });
        return answer;
      });
    },

    /** An attempt recorded whatever its outcome (a gate opening): written after the work, outside its transaction. */
    async attempt(entry: Omit<AuditEntryInput, 'network_id' | 'actor_user_id' | 'address'>, actor: AuditActor) {
      await recordAudit(ctx.db, { ...base(actor), ...entry });
    },

    /** A sign-in (`failure`: the refusal's code): recorded against the account of that email, if there is one. */
    async signIn(email: string, address: string, failure?: string): Promise<void> {
      const user = await findUserByEmail(ctx.db, email);
      await recordAudit(ctx.db, {
        network_id: user?.network_id ?? null,
        actor_user_id: failure ? null : (user?.id ?? null),
        action: 'session.create',
        outcome: failure ? 'failure' : 'success',
        subject_type: user ? 'users' : null,
        subject_id: user?.id ?? null,
        details: failure ? { code: failure } : null,
        address,
      });
    },

    /** A list downloaded as CSV: its filters and how many rows went out. */
    async export(action: string, actor: AuditActor & { auth: Auth }, query: Json, rows: number): Promise<void> {
      const { page: _page, results: _results, export: _export, ...filters } = query;
      await recordAudit(ctx.db, {
        ...base(actor),
        action,
        subject_type: action.split('.')[0] ?? null,
        details: { filters, rows },
      });
    },

    /** GET /audit_log: the caller's network only, newest first; days on the network's clock. */
    async list(auth: Auth, query: AuditListQuery): Promise<AuditList> {
      const zone = auth.network.time_zone;
      const { rows, total } = await listAuditRows(ctx.db, {
        networkId: auth.network.id,
        actorUserId: query.actor,
        action: query.action,
        subjectType: query.subject_type,
        subjectId: query.subject_id,
        from: query.from ? dayRange(query.from, zone).start : undefined,
        to: query.to ? dayRange(query.to, zone).end : undefined,
        ...pageWindow(query),
      });
      return { audit_entries: rows.map(presentAuditEntry), time_zone: zone, ...pageTotals(total, query) };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
