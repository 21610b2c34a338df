// Kysely's view of the database: one interface per table, matching migrations/.

import type {
  AccessType,
  AttributeType,
  GateControllerKind,
  GateOpeningOutcome,
  LastTransactionType,
  NetworkKind,
  PhotoType,
  Role,
  WatchlistAction,
  WatchlistMatchedOn,
  WatchlistMatchSource,
} from '@garita/contract';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Id = Generated<number>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;
type NullableText = ColumnType<string | null, string | null | undefined, string | null>;

export type UserLimits = Partial<Record<Role, number>>;
export interface KeyRestriction {
  days: string[];
  time: string;
  duration_in_minutes: number;
}

export interface NetworksTable {
  id: Id;
  uuid: string;
  name: string;
  logo_url: string | null;
  passback_activated_by_default: WithDefault<boolean>;
  block_antipassback: WithDefault<boolean>;
  force_multiple_access: WithDefault<boolean>;
  id_back_photo: WithDefault<boolean>;
  analytics_dashboard_url: string | null;
  user_limits: ColumnType<UserLimits, string | undefined, string>;
  /** Migration 20261125_0101: residential or corporate (default residential). */
  kind: WithDefault<NetworkKind>;
  /** Migration 20261125_0101: the network's default IANA zone. */
  time_zone: WithDefault<string>;
  /** Migration 20261125_0101: how long after a granted entry its gate may still be opened (1–120, default 5). */
  open_gate_window_minutes: WithDefault<number>;
  /** Migration 20261126_0401: days photos are kept (1–365, default 30; not more than the next one). */
  photo_retention_days: WithDefault<number>;
  /** Migration 20261126_0401: days visitors' personal data is kept after the visit (30–1825, default 365). */
  personal_data_retention_days: WithDefault<number>;
  /** Migration 20261127_0201: capability flags (spec §6), on by default. */
  providers_enabled: WithDefault<boolean>;
  custom_attributes_enabled: WithDefault<boolean>;
  favorites_enabled: WithDefault<boolean>;
  /** Migration 20261127_0201: the https CTPAT form a custom attribute named `ctpat` opens (null: none). */
  ctpat_form_url: string | null;
  created_at: CreatedAt;
}

export interface AccessServersTable {
  id: Id;
  network_id: number;
  name: string;
  venue_name: WithDefault<string>;
  address: WithDefault<string>;
  latitude: number | null;
  longitude: number | null;
  time_zone: string;
  photo_id: WithDefault<boolean>;
  front_plates: WithDefault<boolean>;
  back_plates: WithDefault<boolean>;
  other: WithDefault<boolean>;
  accreditation: WithDefault<boolean>;
  /** Migration 20261125_0201: set when an admin deactivates the access point (null: active). */
  deactivated_at: NullableTimestamp;
  /** Migration 20261128_0401: hours a provider may stay inside (null: no limit; docs/overstay.md). */
  provider_max_stay_hours: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
}

export interface GatesTable {
  id: Id;
  network_id: number;
  access_server_id: number;
  name: string;
  type: AccessType;
  remote_pulse: WithDefault<boolean>;
  data_print_response: WithDefault<boolean>;
  /** Migration 20261125_0201: set when the gate is deactivated (null: active). */
  deactivated_at: NullableTimestamp;
  /** The controller that opens the gate (null: none); each kind has its own fields (check gates_controller). */
  controller_kind: ColumnType<
    GateControllerKind | null,
    GateControllerKind | null | undefined,
    GateControllerKind | null
  >;
  controller_url: NullableText;
  /** http: the HMAC secret (null only on controllers migrated from driver_url: unsigned). Never returned. */
  controller_secret: NullableText;
  /** shelly: digest user (null: 'admin') and password (null: no authentication). The password is never returned. */
  controller_username: NullableText;
  controller_password: NullableText;
  /** shelly: toggle_after, seconds. */
  controller_pulse_seconds: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
}

/** Every attempt to open a gate (migration 20261125_0201); transaction_id null for an admin's test pulse. */
export interface GateOpeningsTable {
  id: Id;
  network_id: number;
  transaction_id: number | null;
  gate_id: number;
  user_id: number;
  requested_at: Timestamp;
  finished_at: NullableTimestamp;
  /** null while the controller has not answered. */
  outcome: ColumnType<GateOpeningOutcome | null, GateOpeningOutcome | null | undefined, GateOpeningOutcome | null>;
  controller_status: ColumnType<number | null, number | null | undefined, number | null>;
  latency_ms: ColumnType<number | null, number | null | undefined, number | null>;
  error: NullableText;
}

export interface NetworkGroupsTable {
  id: Id;
  network_id: number;
  name: string;
  created_at: CreatedAt;
}

export interface NetworkGroupAccessServersTable {
  network_group_id: number;
  access_server_id: number;
  network_id: number;
}

export interface UsersTable {
  id: Id;
  network_id: number;
  network_group_id: number | null;
  role: Role;
  name: string;
  email: string;
  phone: WithDefault<string>;
  country_code: WithDefault<string>;
  password_hash: string | null;
  email_notification: WithDefault<boolean>;
  push_notification: WithDefault<boolean>;
  active: WithDefault<boolean>;
  invited_by_id: number | null;
  last_access_server_id: number | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  deleted_at: NullableTimestamp;
}

export interface UserAccessServersTable {
  user_id: number;
  access_server_id: number;
  network_id: number;
}

export interface SessionsTable {
  id: Id;
  network_id: number;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  last_used_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface PasswordResetsTable {
  id: Id;
  network_id: number;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** Throttled account refusals, per caller (migration 20261126_0201, docs/accounts.md). */
export interface AccountRefusalsTable {
  id: Id;
  network_id: number;
  user_id: number;
  kind: 'wrong_password' | 'email_taken';
  created_at: Timestamp;
}

/** Each network's own catalogue (migration 20261125_0101); 'Otro' is never a row. */
export interface ProvidersTable {
  id: Id;
  network_id: number;
  name: string;
  display_name: string;
  /** Removed from the lists; kept so keys and logbook rows that name it still show its display name. */
  deleted_at: NullableTimestamp;
}

export interface CustomAttributesTable {
  id: Id;
  network_id: number;
  scope: 'transaction' | 'access_key';
  attribute_name: string;
  attribute_type: AttributeType;
  required: WithDefault<boolean>;
  options: ColumnType<string[], string | undefined, string>;
  position: WithDefault<number>;
}

export interface CommunityMembersTable {
  id: Id;
  network_id: number;
  user_id: number;
  name: string;
  phone: WithDefault<string>;
  country_code: WithDefault<string>;
  email: WithDefault<string>;
  created_at: CreatedAt;
}

export interface EventsTable {
  id: Id;
  network_id: number;
  user_id: number;
  name: string;
  description: WithDefault<string>;
  start_date: Timestamp;
  end_date: Timestamp;
  tolerance: WithDefault<number>;
  event_type_id: WithDefault<number>;
  /** Zone the wall-clock start was entered in (migration 20261123_0101); null on rows from before it. */
  time_zone: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface EventAccessServersTable {
  event_id: number;
  access_server_id: number;
  network_id: number;
}

export interface AccessKeysTable {
  id: Id;
  network_id: number;
  user_id: number;
  unique_id: string;
  access_key_type_id: number;
  visitor_name: WithDefault<string>;
  visitor_email: WithDefault<string>;
  visitor_phone: WithDefault<string>;
  country_code: WithDefault<string>;
  reason_for_visit: WithDefault<string>;
  notes: WithDefault<string>;
  valid_from: Timestamp;
  valid_until: Timestamp;
  visitor_duration: number | null;
  duration: number | null;
  temporary_duration: string | null;
  multiple_access: WithDefault<boolean>;
  passback_tracking: WithDefault<boolean>;
  key_restriction: ColumnType<KeyRestriction | null, string | null | undefined, string | null>;
  custom_attrs: ColumnType<Record<string, unknown>, string | undefined, string>;
  provider: string | null;
  community_member_id: number | null;
  event_id: number | null;
  last_transaction_type: LastTransactionType | null;
  last_transaction_at: NullableTimestamp;
  /** Last access or exit that happened (denied attempts do not count); drives anti-passback. */
  last_movement: ColumnType<AccessType | null, AccessType | null | undefined, AccessType | null>;
  /** Photos this key asks for on top of its access point's settings. */
  requirements: ColumnType<Partial<Record<PhotoType, boolean>>, string | undefined, string>;
  /** Zone of the first access point, in which valid_from was entered; null on rows from before 0002. */
  time_zone: ColumnType<string | null, string | null | undefined, string | null>;
  entries_count: WithDefault<number>;
  exits_count: WithDefault<number>;
  superseded_at: NullableTimestamp;
  deleted_at: NullableTimestamp;
  /** Migration 20261126_0401: when the purge erased the visitor's personal data (null: not erased). */
  anonymised_at: NullableTimestamp;
  /** Migration 20261127_0501: hours accepted before valid_from and after valid_until (type 2 only; null: none). */
  tolerance: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  /** Migration 20261201_01: the instant of the last insert or update, stamped by the database (a trigger). */
  updated_at: ColumnType<Date, never, never>;
  /** Migration 20261206_02: a photo was stored for this key (set by the database when its first one is). */
  has_photos: ColumnType<boolean, never, never>;
}

export interface AccessKeyAccessServersTable {
  access_key_id: number;
  access_server_id: number;
  network_id: number;
  /** Migration 20261201_01: when the key was given this access point (the database stamps it). */
  linked_at: ColumnType<Date, never, never>;
}

/** Migration 20261201_01: a key taken from an access point, for that access point's next snapshot (8 days). */
export interface AccessKeyUnlinksTable {
  access_server_id: number;
  access_key_id: number;
  network_id: number;
  unlinked_at: ColumnType<Date, never, never>;
}

/** Migration 20261201_01: a guard's device, by the id its browser made (docs/offline.md). */
export interface DevicesTable {
  id: string;
  network_id: number;
  /** The last user who used it. */
  user_id: number | null;
  /** The access point of its last snapshot or sync. */
  access_server_id: number | null;
  user_agent: WithDefault<string>;
  first_seen_at: Timestamp;
  last_seen_at: Timestamp;
  last_snapshot_at: NullableTimestamp;
}

export interface TransactionsTable {
  id: Id;
  network_id: number;
  access_server_id: number;
  gate_id: number | null;
  access_key_id: number | null;
  access_key_type: string;
  access_type: AccessType;
  access_granted: boolean;
  access_allowed: boolean;
  status: string | null;
  visitor_name: WithDefault<string>;
  reason_for_visit: WithDefault<string>;
  user_id: number | null;
  created_by_user_id: number | null;
  notes: WithDefault<string>;
  denial_reason: WithDefault<string>;
  custom_attrs: ColumnType<Record<string, unknown>, string | undefined, string>;
  provider: string | null;
  related_transaction_id: number | null;
  /** On an entry: the exit that closed it, set with that exit (migration 20261124_0001); null while inside. */
  exit_transaction_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Generated (migration 20261124_0002): a granted, allowed entry with no exit, a visitor still inside. */
  inside: ColumnType<boolean, never, never>;
  /** Migration 20261126_0401: when the purge erased the visitor's personal data (null: not erased). */
  anonymised_at: NullableTimestamp;
  /** Migration 20261128_0401: when this provider entry's overstay mail was queued (null: not yet). */
  overstay_queued_at: NullableTimestamp;
  /** Migration 20261129_0201: on an entry, its exit's created_at, kept by a trigger from exit_transaction_id. */
  exit_at: ColumnType<Date | null, never, never>;
  /** Migration 20261201_03 (docs/offline.md): the device that wrote this row offline (null: written online). */
  offline_device_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 20261201_03: when an offline row reached the server (its created_at is when it happened). */
  synced_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** Migration 20261202_01: Intelligence's counts per access point and local day and hour (its current zone). */
export interface IntelligenceHoursTable {
  network_id: number;
  access_server_id: number;
  day: ColumnType<string, string, string>;
  hour: number;
  movements: number;
  entries: number;
  visits: number;
  exits: number;
  denials: number;
  stays: number;
  /** Sum of the stays of the bucket's entries with an exit, in microseconds. */
  stay_us: ColumnType<string, string | number, string | number>;
}

/** Migration 20261202_01: the entries inside now per access point (transactions.inside), kept by a trigger. */
export interface IntelligenceInsideTable {
  network_id: number;
  access_server_id: number;
  n: number;
}

/** Migration 20261129_0201: entries by key type, refusals by cause, visits by host, per access point and UTC day. */
export interface IntelligenceDayTalliesTable {
  network_id: number;
  access_server_id: number;
  day: ColumnType<string, string, string>;
  dimension: 'key_type' | 'reason' | 'host';
  value: string;
  n: number;
}

export interface PhotosTable {
  id: Id;
  network_id: number;
  transaction_id: number | null;
  access_key_id: number | null;
  /** Migration 20261130_01: the watchlist entry's photo (kept while the entry is; the purge leaves it). */
  watchlist_entry_id: ColumnType<number | null, number | null | undefined, number | null>;
  photo_type: PhotoType;
  storage_key: string;
  byte_size: number;
  created_at: CreatedAt;
}

/** Each network's privacy notice (migration 20261126_0501); null texts: the default notice of the network's kind. */
export interface PrivacyNoticesTable {
  network_id: number;
  /** Random: the public address /privacy/<public_id>. */
  public_id: Generated<string>;
  text_en: NullableText;
  text_es: NullableText;
  updated_at: NullableTimestamp;
  updated_by_user_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One network's part of one purge run (migration 20261126_0401); error set when it stopped on one. */
export interface PurgeRunsTable {
  id: Id;
  network_id: number;
  trigger: 'schedule' | 'cli';
  started_at: Timestamp;
  finished_at: NullableTimestamp;
  photos_before: Timestamp;
  personal_data_before: Timestamp;
  photos_deleted: WithDefault<number>;
  photo_bytes_deleted: WithDefault<number>;
  transactions_anonymised: WithDefault<number>;
  access_keys_anonymised: WithDefault<number>;
  /** Watchlist matches whose visitor name was erased (migration 20261203_01). */
  watchlist_matches_anonymised: WithDefault<number>;
  community_members_deleted: WithDefault<number>;
  error: NullableText;
}

/** Sign-in and reset throttling counters (migration 20261126_0101); see repositories/throttle.repository.ts. */
export interface AuthThrottleTable {
  scope: string;
  key_hash: string;
  failures: number;
  last_failure_at: Timestamp;
  blocked_until: NullableTimestamp;
  expires_at: Timestamp;
}

/** Reset requests waiting for their mail (migration 20261126_0101). */
export interface PasswordResetMailsTable {
  id: Id;
  email: string;
  requested_at: Timestamp;
  attempts: WithDefault<number>;
  next_attempt_at: Timestamp;
  last_error: NullableText;
}

/** Work for another system, sent after the change that queued it commits (migration 20261127_0301, docs/outbox.md). */
/** Secrets all instances share (migration 20261129_0301): today the photo URLs' signing key. */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: CreatedAt;
}

/** A resident's dynamic-key code secret and last used step (migration 20261201_02, docs/offline.md). */
export interface DynamicKeySecretsTable {
  user_id: number;
  network_id: number;
  /** base32 of 20 random bytes: never in an API answer but the guard devices' snapshot, never logged. */
  secret: string;
  last_used_step: number | null;
  created_at: CreatedAt;
}

export interface OutboxTable {
  id: Id;
  topic: string;
  dedupe_key: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  revision: WithDefault<number>;
  attempts: WithDefault<number>;
  next_attempt_at: Timestamp;
  lease_token: NullableText;
  leased_until: NullableTimestamp;
  last_error: NullableText;
  sent_at: NullableTimestamp;
  failed_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** What changed, for the live screens (migration 20261128_0201, docs/live.md): written by triggers on transactions
 *  and access_keys in the change's own transaction; the id is the Server-Sent Events id. */
export interface LiveEventsTable {
  id: Id;
  network_id: number;
  kind: 'transaction' | 'access_key';
  op: 'insert' | 'update';
  subject_id: number;
  access_server_id: number | null;
  user_id: number | null;
  created_at: CreatedAt;
}

/** Append-only (migration 20261126_0601, docs/audit.md): a trigger refuses UPDATE, DELETE and TRUNCATE. */
export interface AuditLogTable {
  id: Id;
  /** null only for a failed sign-in with an email no account has. */
  network_id: number | null;
  /** Who did it; null for the system (the purge job) and for failed sign-ins of unknown emails. */
  actor_user_id: number | null;
  /** What was done: an endpoint name (`users.update`), `<list>.export`, or a job's (`retention.purge`). */
  action: string;
  outcome: WithDefault<'success' | 'failure'>;
  /** The record acted on: a table name and id (`users`, 12). */
  subject_type: string | null;
  subject_id: number | null;
  /** The changed fields before and after (personal data of visitors and secrets are never copied). */
  before: ColumnType<Record<string, unknown> | null, string | null | undefined, never>;
  after: ColumnType<Record<string, unknown> | null, string | null | undefined, never>;
  /** Anything else the action needs said: an export's filters and row count, a failure's code. */
  details: ColumnType<Record<string, unknown> | null, string | null | undefined, never>;
  /** The client's address as the server saw it. */
  address: string | null;
  created_at: CreatedAt;
}

/**
 * The first answer to a creation sent with an Idempotency-Key (migration 20261127_0101), written in the request's
 * transaction together with the change; see routes/idempotent.ts.
 */
export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  /** SHA-256 of the method, the path and the parsed body: the same key with another request is refused. */
  fingerprint: string;
  status: number;
  /** The answer's JSON as it was sent (null for an empty answer). */
  body: string | null;
  created_at: Timestamp;
}

/** Migration 20261201_03 (docs/offline.md): a spell a guard's device was offline, as the device reported it. */
export interface OfflinePeriodsTable {
  id: Id;
  network_id: number;
  device_id: string;
  access_server_id: number;
  user_id: number | null;
  offline_from: Date;
  offline_until: Date;
  granted: WithDefault<number>;
  denied: WithDefault<number>;
  created_at: CreatedAt;
}

export type OfflineConflictKindColumn = 'key_deleted' | 'single_use_reused' | 'decision_differs';

/** Migration 20261201_03: where a device's offline decision and the server's disagree, for the admin. */
export interface OfflineConflictsTable {
  id: Id;
  network_id: number;
  device_id: string;
  transaction_id: number;
  access_key_id: number | null;
  kind: OfflineConflictKindColumn;
  device_granted: boolean;
  device_reason: string | null;
  server_granted: boolean;
  server_reason: string | null;
  created_at: CreatedAt;
  resolved_at: NullableTimestamp;
  resolved_by_user_id: number | null;
  resolution_note: WithDefault<string>;
}

/** Migration 20261130_0201 (docs/webhooks.md): a network's subscription of another system to events. */
export interface WebhooksTable {
  id: Id;
  network_id: number;
  url: string;
  secret: string;
  event_types: ColumnType<string[], string | undefined, string>;
  active: WithDefault<boolean>;
  paused_reason: ColumnType<
    'admin' | 'failures' | null,
    'admin' | 'failures' | null | undefined,
    'admin' | 'failures' | null
  >;
  paused_at: NullableTimestamp;
  consecutive_failures: WithDefault<number>;
  failing_since: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One attempt to deliver an event (or a test ping) to a webhook. */
export interface WebhookDeliveriesTable {
  id: Id;
  network_id: number;
  webhook_id: number;
  event_id: string;
  event_type: string;
  attempt: number;
  ok: boolean;
  status: number | null;
  latency_ms: number | null;
  error: string | null;
  test: WithDefault<boolean>;
  created_at: CreatedAt;
}

/** Migration 20261130_01 (docs/watchlist.md): people a network flags, to refuse or to warn the guard about. */
export interface WatchlistEntriesTable {
  id: Id;
  network_id: number;
  name: string;
  /** lower(unaccent(name)): written by the repository, compared with pg_trgm's similarity. */
  name_key: string;
  /** E.164, or '' when the entry has no phone. */
  phone: WithDefault<string>;
  id_number: WithDefault<string>;
  reason: string;
  action: WatchlistAction;
  expires_at: NullableTimestamp;
  created_by_user_id: number | null;
  created_at: CreatedAt;
  updated_at: NullableTimestamp;
}

/** Every watchlist match, with what the entry said then (the entry may be removed later). */
export interface WatchlistMatchesTable {
  id: Id;
  network_id: number;
  watchlist_entry_id: number;
  entry_name: string;
  action: WatchlistAction;
  reason: string;
  matched_on: WatchlistMatchedOn;
  source: WatchlistMatchSource;
  visitor_name: string;
  access_key_id: number | null;
  transaction_id: number | null;
  actor_user_id: number | null;
  created_at: CreatedAt;
}

export interface Database {
  networks: NetworksTable;
  access_servers: AccessServersTable;
  gates: GatesTable;
  network_groups: NetworkGroupsTable;
  network_group_access_servers: NetworkGroupAccessServersTable;
  users: UsersTable;
  user_access_servers: UserAccessServersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  account_refusals: AccountRefusalsTable;
  providers: ProvidersTable;
  custom_attributes: CustomAttributesTable;
  community_members: CommunityMembersTable;
  events: EventsTable;
  event_access_servers: EventAccessServersTable;
  access_keys: AccessKeysTable;
  access_key_access_servers: AccessKeyAccessServersTable;
  access_key_unlinks: AccessKeyUnlinksTable;
  devices: DevicesTable;
  transactions: TransactionsTable;
  photos: PhotosTable;
  gate_openings: GateOpeningsTable;
  privacy_notices: PrivacyNoticesTable;
  purge_runs: PurgeRunsTable;
  auth_throttle: AuthThrottleTable;
  password_reset_mails: PasswordResetMailsTable;
  audit_log: AuditLogTable;
  outbox: OutboxTable;
  live_events: LiveEventsTable;
  idempotency_keys: IdempotencyKeysTable;
  server_secrets: ServerSecretsTable;
  dynamic_key_secrets: DynamicKeySecretsTable;
  intelligence_hours: IntelligenceHoursTable;
  intelligence_inside: IntelligenceInsideTable;
  intelligence_day_tallies: IntelligenceDayTalliesTable;
  webhooks: WebhooksTable;
  offline_periods: OfflinePeriodsTable;
  offline_conflicts: OfflineConflictsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  watchlist_entries: WatchlistEntriesTable;
  watchlist_matches: WatchlistMatchesTable;
}

export type DeviceRow = Selectable<DevicesTable>;

export type CustomAttributeRow = Selectable<CustomAttributesTable>;
export type WatchlistEntryRow = Selectable<WatchlistEntriesTable>;
export type WatchlistMatchRow = Selectable<WatchlistMatchesTable>;

export type UserRow = Selectable<UsersTable>;
export type NetworkRow = Selectable<NetworksTable>;
export type NewNetworkRow = Insertable<NetworksTable>;
export type ProviderRow = Selectable<ProvidersTable>;
export type AccessServerRow = Selectable<AccessServersTable>;
export type GateRow = Selectable<GatesTable>;
export type NewGate = Insertable<GatesTable>;
export type GateUpdate = Updateable<GatesTable>;
export type GateOpeningRow = Selectable<GateOpeningsTable>;
export type AccessKeyRow = Selectable<AccessKeysTable>;
export type NewAccessKey = Insertable<AccessKeysTable>;
export type AccessKeyUpdate = Updateable<AccessKeysTable>;
export type TransactionRow = Selectable<TransactionsTable>;
export type NewTransaction = Insertable<TransactionsTable>;
export type EventRow = Selectable<EventsTable>;
export type PurgeRunRow = Selectable<PurgeRunsTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type WebhookRow = Selectable<WebhooksTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;
export type LiveEventRow = Selectable<LiveEventsTable>;
export type NewAuditLogRow = Insertable<AuditLogTable>;
export type CommunityMemberRow = Selectable<CommunityMembersTable>;
export type PrivacyNoticeRow = Selectable<PrivacyNoticesTable>;
