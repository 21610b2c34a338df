// Attempts to open a gate (gate_openings): one row per command sent to a controller, written before it is sent
// (outcome null: in flight) and finished with what the controller said. Every query is scoped by network_id.
import type { GateOpeningOutcome } from '@garita/contract';
import type { Db } from '../db/index.ts';
import type { GateOpeningRow } from '../db/schema.ts';

/** How long after a register its gate may still be opened (a network setting). */
export async function openGateWindowMinutes(db: Db, networkId: number): Promise<number> {
  const network = await db
    .selectFrom('networks')
    .select('open_gate_window_minutes')
    .where('id', '=', networkId)
    .executeTakeFirstOrThrow();
  return network.open_gate_window_minutes;
}

export async function openingsOfTransaction(db: Db, networkId: number, transactionId: number) {
  return db
    .selectFrom('gate_openings')
    .selectAll()
    .where('network_id', '=', networkId)
    .where('transaction_id', '=', transactionId)
    .orderBy('id')
    .execute();
}

/** The attempts of a record with the gate's and the requester's names, oldest first. */
export async function openingsWithNames(db: Db, networkId: number, transactionId: number) {
  return db
    .selectFrom('gate_openings as o')
    .innerJoin('gates as g', 'g.id', 'o.gate_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .selectAll('o')
    .select(['g.name as gate_name', 'u.name as user_name'])
    .where('o.network_id', '=', networkId)
    .where('o.transaction_id', '=', transactionId)
    .orderBy('o.id')
    .execute();
}

/** Attempts still in flight since before `before` never got an answer (the server stopped): they timed out. */
export async function expireStaleOpenings(db: Db, networkId: number, transactionId: number, before: Date, now: Date) {
  await db
    .updateTable('gate_openings')
    .set({ finished_at: now, outcome: 'timeout', error: 'no outcome recorded (the server stopped during the attempt)' })
    .where('network_id', '=', networkId)
    .where('transaction_id', '=', transactionId)
    .where('finished_at', 'is', null)
    .where('requested_at', '<', before)
    .execute();
}

export async function insertOpening(
  db: Db,
  values: { network_id: number; transaction_id: number | null; gate_id: number; user_id: number; requested_at: Date },
): Promise<GateOpeningRow> {
  return db.insertInto('gate_openings').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function finishOpening(
  db: Db,
  networkId: number,
  id: number,
  result: {
    finished_at: Date;
    outcome: GateOpeningOutcome;
    controller_status: number | null;
    latency_ms: number;
    error: string | null;
  },
) {
  await db.updateTable('gate_openings').set(result).where('network_id', '=', networkId).where('id', '=', id).execute();
}
