// Opening a gate for a logbook record (POST /transactions/open_gate) and an admin's test pulse, each attempt
// stored in gate_openings. The rules (docs/gate-controllers.md): a granted, allowed entry at a remote-pulse gate
// with a controller, registered within the network's open-gate window, not opened yet (network admins may open
// again). The guard hears "opened" only after the controller answered 2xx; a failure or timeout is 502
// gate_driver_failed, stored like a success. Two calls at once cannot both send: the record's row is locked
// while the attempt is written, and an attempt in flight makes the other call 409.
import type { GateOpening, GateTestResult } from '@garita/contract';
import type { AppContext, Auth } from '../context.ts';
import type { GateOpeningRow, GateRow } from '../db/schema.ts';
import { AppError, notFound } from '../lib/errors.ts';
import { isOpenable, mayOpenAgain, transactionVisibility } from '../policies/transactions.ts';
import { findGate } from '../repositories/access-servers.repository.ts';
import {
  expireStaleOpenings,
  finishOpening,
  insertOpening,
  openGateWindowMinutes,
  openingsOfTransaction,
  openingsWithNames,
} from '../repositories/gate-openings.repository.ts';
import { findTransaction, findVisibleTransaction, isUniqueViolation } from '../repositories/transactions.repository.ts';
import { createGateDriver, type PulseCommand, type PulseResult } from './gate-driver.ts';
import { emitWebhookEvent } from './webhooks.service.ts';

/** An attempt in flight longer than the driver's timeout plus this never got its answer written. */
const STALE_MARGIN_MS = 60_000;

const alreadyOpened = (message?: string) => new AppError(409, 'already_opened', message);
export const noController = () => new AppError(409, 'no_controller');

export function createGateOpeningsService(ctx: AppContext) {
  const { db } = ctx;
  const driver = createGateDriver(ctx);

  /** Sends the pulse for a stored attempt and writes what the controller said. */
  async function send(
    networkId: number,
    gate: GateRow,
    opening: GateOpeningRow,
    command: PulseCommand,
  ): Promise<PulseResult> {
    const result = await driver.pulse(gate, command);
    const finishedAt = ctx.now();
    const events = await db.transaction().execute(async (trx) => {
      await finishOpening(trx, networkId, opening.id, {
        finished_at: finishedAt,
        outcome: result.outcome,
        controller_status: result.status,
        latency_ms: result.latencyMs,
        error: result.outcome === 'opened' ? null : result.message,
      });
      if (result.outcome !== 'opened') return 0;
      // The webhooks' event commits with the opening's outcome (docs/webhooks.md); a test pulse opens too.
      const gateOpening = {
        id: opening.id,
        gate_id: gate.id,
        transaction_id: opening.transaction_id,
        requested_by: opening.user_id,
        latency_ms: result.latencyMs,
        opened_at: finishedAt.toISOString(),
      };
      return emitWebhookEvent(trx, networkId, 'gate.opened', { gate_opening: gateOpening }, finishedAt);
    });
    if (events > 0) await ctx.outbox.kickAfterCommit();
    return result;
  }

  return {
    async openForTransaction(auth: Auth, transactionId: number): Promise<void> {
      const networkId = auth.network.id;
      const row = await findVisibleTransaction(db, networkId, await transactionVisibility(db, auth), transactionId);
      if (!row) throw notFound();
      const gate = row.gate_id === null ? undefined : await findGate(db, networkId, row.gate_id);
      if (!gate || !isOpenable(row, gate)) throw new AppError(422, 'not_open_gate');
      if (!gate.controller_kind) throw noController();
      const now = ctx.now();
      const windowMinutes = await openGateWindowMinutes(db, networkId);
      if (now.getTime() - row.created_at.getTime() > windowMinutes * 60_000)
        throw new AppError(
          422,
          'open_window_passed',
          `The gate opens only within ${windowMinutes} minutes of the register`,
        );

      let reopening = false;
      let opening: GateOpeningRow;
      try {
        opening = await db.transaction().execute(async (trx) => {
          // The record's row lock serialises every attempt on it: the second of two simultaneous calls reads
          // the first one's attempt (in flight or finished) and does not send.
          if (!(await findTransaction(trx, networkId, row.id, true))) throw notFound();
          const staleBefore = new Date(now.getTime() - ctx.config.gateDriverTimeoutMs - STALE_MARGIN_MS);
          await expireStaleOpenings(trx, networkId, row.id, staleBefore, now);
          const previous = await openingsOfTransaction(trx, networkId, row.id);
          if (previous.some((p) => p.finished_at === null))
            throw alreadyOpened('The gate is being opened for this record');
          reopening = previous.some((p) => p.outcome === 'opened');
          if (reopening && !mayOpenAgain(auth.user.role)) throw alreadyOpened();
          return insertOpening(trx, {
            network_id: networkId,
            transaction_id: row.id,
            gate_id: gate.id,
            user_id: auth.user.id,
            requested_at: now,
          });
        });
      } catch (error) {
        // The partial unique index gate_openings_in_flight, behind the lock: still one attempt in flight.
        if (isUniqueViolation(error)) throw alreadyOpened('The gate is being opened for this record');
        throw error;
      }
      // The record's id, so a controller that saw the command (its answer lost) does not pulse again on a retry;
      // an admin's deliberate second opening carries its own key.
      const idempotencyKey = reopening ? `${row.id}-reopen-${opening.id}` : String(row.id);
      const result = await send(networkId, gate, opening, {
        transactionId: row.id,
        idempotencyKey,
        requestedBy: auth.user.id,
      });
      if (result.outcome !== 'opened')
        throw new AppError(502, 'gate_driver_failed', `The gate did not open: ${result.message}`);
    },

    /** The admin's test button: one pulse, stored without a record; the answer says what the controller said. */
    async testPulse(auth: Auth, gate: GateRow): Promise<GateTestResult> {
      if (!gate.controller_kind) throw noController();
      const opening = await insertOpening(db, {
        network_id: auth.network.id,
        transaction_id: null,
        gate_id: gate.id,
        user_id: auth.user.id,
        requested_at: ctx.now(),
      });
      const result = await send(auth.network.id, gate, opening, {
        transactionId: null,
        idempotencyKey: `test-${opening.id}`,
        requestedBy: auth.user.id,
      });
      return {
        ok: result.outcome === 'opened',
        status: result.status,
        latency_ms: result.latencyMs,
        message: result.message,
      };
    },

    /** The attempts of a record, for its detail. */
    async openingsOf(networkId: number, transactionId: number): Promise<GateOpening[]> {
      const rows = await openingsWithNames(db, networkId, transactionId);
      return rows.map((o) => ({
        id: o.id,
        gate: { id: o.gate_id, name: o.gate_name },
        requested_by: { id: o.user_id, name: o.user_name },
        requested_at: o.requested_at.toISOString(),
        finished_at: o.finished_at?.toISOString() ?? null,
        outcome: o.outcome,
        controller_status: o.controller_status,
        latency_ms: o.latency_ms,
        error: o.error,
      }));
    },
  };
}
