// Drives a remote-pulse gate. With gates.driver_url set, an HTTP POST to the gate's controller (JSON body,
// config.gateDriverTimeoutMs timeout; any failure is 502 gate_driver_failed); without one, a log line, so a
// site without controllers still records who asked to open which gate.
import type { AppContext } from '../context.ts';
import type { GateRow, TransactionRow } from '../db/schema.ts';
import { AppError } from '../lib/errors.ts';

export interface GateDriver {
  open(gate: GateRow, transaction: TransactionRow, requestedBy: number): Promise<void>;
}

export function createGateDriver(ctx: Pick<AppContext, 'config' | 'log' | 'now'>): GateDriver {
  return {
    async open(gate, transaction, requestedBy) {
      const command = {
        action: 'open',
        gate_id: gate.id,
        gate_name: gate.name,
        access_server_id: gate.access_server_id,
        transaction_id: transaction.id,
        requested_by: requestedBy,
        at: ctx.now().toISOString(),
      };
      if (!gate.driver_url) {
        ctx.log.info({ gate: command }, 'open gate (no driver configured)');
        return;
      }
      let status: number | undefined;
      try {
        const res = await fetch(gate.driver_url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(command),
          signal: AbortSignal.timeout(ctx.config.gateDriverTimeoutMs),
          redirect: 'error',
        });
        status = res.status;
        await res.body?.cancel();
      } catch (error) {
        ctx.log.warn({ err: error, gate: gate.id }, 'gate driver did not answer');
        throw new AppError(502, 'gate_driver_failed');
      }
      if (status < 200 || status >= 300) {
        ctx.log.warn({ status, gate: gate.id }, 'gate driver refused');
        throw new AppError(502, 'gate_driver_failed');
      }
    },
  };
}
