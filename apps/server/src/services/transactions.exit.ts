// Exits registered from the logbook (POST /transactions/log_exit: the exit row points to its entry through
// related_transaction_id, one exit per entry), for entries with no key to show (policies/transactions.ts exitWay). Remote opening of a gate is services/gate-openings.service.ts.
import type { LogExitRequest, Transaction } from '@garita/contract';
import type { AppContext, Auth } from '../context.ts';
import { AppError, invalid, notFound } from '../lib/errors.ts';
import { exitWay, transactionVisibility } from '../policies/transactions.ts';
import { presentTransactions } from '../presenters/transaction.presenter.ts';
import { webhookTransaction } from '../presenters/webhook.presenter.ts';
import { lockAccessKey } from '../repositories/access-keys.repository.ts';
import {
  findTransaction,
  findVisibleTransaction,
  insertExit,
  isUniqueViolation,
} from '../repositories/transactions.repository.ts';
import type { Language } from './access-decision.ts';
import { loadGate } from './access-keys.validate.ts';
import { logbookRow, visitorOfEntry } from './logbook-row.ts';
import { createPhotosService } from './photos.service.ts';
import { loadTransactionDetails } from './transactions.details.ts';
import { emitWebhookEvent } from './webhooks.service.ts';

const alreadyExited = () => invalid('body.transaction_id', 'the exit of this entry is already registered');

export function createExitService(ctx: AppContext) {
  const { db } = ctx;
  const photos = createPhotosService(ctx);

  return {
    async logExit(auth: Auth, body: LogExitRequest, lang: Language): Promise<Transaction> {
      const at = await loadGate(ctx, auth, body.gate_id);
      if (at.gate.type !== 'exit') throw invalid('body.gate_id', 'not an exit gate');
      const networkId = auth.network.id;
      const entry = await findVisibleTransaction(
        db,
        networkId,
        await transactionVisibility(db, auth),
        body.transaction_id,
      );
      if (!entry) throw notFound();
      if (entry.access_type !== 'access' || !entry.access_granted || !entry.access_allowed)
        throw invalid('body.transaction_id', 'not an entry that was let in');
      const now = ctx.now();
      let exit: Awaited<ReturnType<typeof insertExit>>;
      let isQueued = false;
      try {
        exit = await db.transaction().execute(async (trx) => {
          // The key first, then the entry, as a register does: the same lock order on both paths cannot
          // deadlock. A second exit of this entry waits for the entry's lock, then finds it closed.
          const key = entry.access_key_id ? await lockAccessKey(trx, networkId, entry.access_key_id) : undefined;
          // An invitation's visitor leaves by its key (scanned, or a provider's page): the exit is decided and
          // proved like any register. Only an entry with no key to show is closed here.
          if (exitWay(entry, key) !== 'log_exit')
            throw new AppError(422, 'exit_by_key', undefined, [
              { path: 'body.transaction_id', message: 'this entry leaves by its invitation' },
            ]);
          const locked = await findTransaction(trx, networkId, entry.id, true);
          if (!locked || locked.exit_transaction_id !== null) throw alreadyExited();
          const values = logbookRow({
            auth,
            gate: at.gate,
            visitor: visitorOfEntry(entry),
            accessType: 'exit',
            granted: true,
            allowed: true,
            status: null,
            at: now,
          });
          const row = await insertExit(
            trx,
            { ...values, access_type: 'exit', related_transaction_id: entry.id },
            key ? { key, outcome: 'exit', at: now } : undefined,
          );
          // The webhooks' events commit with the exit (docs/webhooks.md).
          const transaction = webhookTransaction(row);
          const events =
            (await emitWebhookEvent(trx, networkId, 'transaction.created', { transaction }, now)) +
            (await emitWebhookEvent(
              trx,
              networkId,
              'transaction.exit',
              { transaction, entry: webhookTransaction(locked) },
              now,
            ));
          isQueued = events > 0;
          return row;
        });
      } catch (error) {
        // Two exits of one entry at the same instant: the unique index transactions_one_exit keeps one.
        if (isUniqueViolation(error)) throw alreadyExited();
        throw error;
      }
      if (isQueued) await ctx.outbox.kickAfterCommit();
      const details = await loadTransactionDetails(db, photos, networkId, [exit]);
      const [presented] = presentTransactions([exit], details, lang);
      if (!presented) throw notFound();
      return presented;
    },
  };
}
