// Sends the reset links that POST /users/reset_password queued. The request only stores the email (the same work
// for every email, so the answer's time tells nothing); this worker looks each one up, mails a link to an active
// account and drops the rest. It runs right after a request and every half minute (a request queued on an
// instance that stopped, a send that failed); several instances share the queue without sending twice
// (claimResetMail skips rows another one holds).
import type { AppContext } from '../context.ts';
import { claimResetMail, deleteResetMail, retryResetMailAt } from '../repositories/password-reset-mails.repository.ts';
import { findUserByEmail } from '../repositories/users.repository.ts';
import { sendPasswordLink } from './auth.service.ts';

/** How long a claimed request is kept from other instances while its mail is sent. */
const LEASE_MS = 2 * 60_000;
/** Attempts before a request is given up (logged): the mail server refused it again and again. */
export const RESET_MAIL_ATTEMPTS = 5;
/** Wait before attempt n + 1: 1, 4, 16, 64 minutes. */
const retryDelayMs = (attempts: number) => 60_000 * 4 ** (attempts - 1);

export function createResetMailWorker(ctx: AppContext) {
  let running: Promise<number> | null = null;
  let again = false;

  /** Sends every due reset mail; answers how many requests were handled. */
  async function drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      const job = await claimResetMail(ctx.db, ctx.now(), LEASE_MS);
      if (!job) return handled;
      handled++;
      try {
        const user = await findUserByEmail(ctx.db, job.email);
        if (user?.active) await sendPasswordLink(ctx, user, 'reset');
        await deleteResetMail(ctx.db, job.id);
      } catch (error) {
        const message = (error as Error).message;
        if (job.attempts >= RESET_MAIL_ATTEMPTS) {
          ctx.log.error({ err: error, resetMail: job.id }, 'password reset mail given up');
          await deleteResetMail(ctx.db, job.id);
        } else {
          ctx.log.warn({ err: error, resetMail: job.id }, 'password reset mail failed; will retry');
          await retryResetMailAt(ctx.db, job.id, new Date(ctx.now().getTime() + retryDelayMs(job.attempts)), message);
        }
      }
    }
  }

  return {
    /** Starts a drain, or asks the running one to look again; resolves when the queue had nothing due. */
    kick(): Promise<number> {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        let total = 0;
        do {
          again = false;
          total += await drain();
        } while (again);
        return total;
      })().finally(() => {
        running = null;
      });
      return running;
    },
    /** The drain in progress, if any (tests and shutdown wait for it). */
    idle: () => running ?? Promise.resolve(0),
  };
}

export type ResetMailWorker = ReturnType<typeof createResetMailWorker>;
