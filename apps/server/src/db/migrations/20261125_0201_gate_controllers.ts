// Running a real site, the gates' side: access points and gates are deactivated rather than deleted (keys and
// logbook rows keep pointing at them), a gate has a controller that really opens it (a signed HTTP command or a
// Shelly relay), and every attempt to open a gate is stored (gate_openings). The operator-only
// gates.driver_url becomes an http controller without a secret (its commands stay unsigned until an admin sets
// one: docs/gate-controllers.md), then the column goes.
// The open-gate window is networks.open_gate_window_minutes (20261125_0101_real_site).
import { type Kysely, sql } from 'kysely';

const statements = [
  `alter table access_servers add column deactivated_at timestamptz`,
  `alter table gates add column deactivated_at timestamptz`,
  `alter table gates add column controller_kind text check (controller_kind in ('http', 'shelly'))`,
  `alter table gates add column controller_url text`,
  `alter table gates add column controller_secret text`,
  `alter table gates add column controller_username text`,
  `alter table gates add column controller_password text`,
  `alter table gates add column controller_pulse_seconds double precision`,
  `update gates set controller_kind = 'http', controller_url = driver_url where driver_url is not null`,
  `alter table gates drop column driver_url`,
  // Each kind carries exactly its own fields: an http controller signs with a secret, a Shelly relay may ask
  // for a password and always knows how long to pulse.
  `alter table gates add constraint gates_controller check (
     (controller_kind is null and controller_url is null and controller_secret is null
        and controller_username is null and controller_password is null and controller_pulse_seconds is null)
     or (controller_kind = 'http' and controller_url is not null and controller_username is null
        and controller_password is null and controller_pulse_seconds is null)
     or (controller_kind = 'shelly' and controller_url is not null and controller_secret is null
        and controller_pulse_seconds is not null))`,
  `create table gate_openings (
    id bigint generated always as identity primary key,
    network_id bigint not null references networks(id),
    -- null: an admin's test pulse from the gate's settings, not tied to a logbook row
    transaction_id bigint references transactions(id),
    gate_id bigint not null references gates(id),
    user_id bigint not null references users(id),
    requested_at timestamptz not null,
    finished_at timestamptz,
    outcome text check (outcome in ('opened', 'failed', 'timeout')),
    controller_status integer,
    latency_ms integer,
    error text,
    check ((finished_at is null) = (outcome is null))
  )`,
  `create index gate_openings_transaction on gate_openings (network_id, transaction_id, id)
     where transaction_id is not null`,
  `create index gate_openings_gate on gate_openings (gate_id)`,
  // At most one attempt in flight per logbook row: the last guard behind the row lock of open_gate.
  `create unique index gate_openings_in_flight on gate_openings (transaction_id)
     where finished_at is null and transaction_id is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
