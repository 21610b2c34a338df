// The logbook for each role (admins the network, guards their access points, hosts their own and their invited
// secondary users' visitors, secondary users their own): list with filters, detail, guests still inside.
import {
  type CurrentGuests,
  GUARD_EXIT_LIST_SIZE,
  type TransactionDetail,
  type TransactionList,
  type TransactionListQuery,
} from '@garita/contract';
import type { AppContext, Auth } from '../context.ts';
import type { TransactionRow } from '../db/schema.ts';
import { notFound } from '../lib/errors.ts';
import { pageTotals, pageWindow } from '../lib/paging.ts';
import { worksAt } from '../policies/principal.ts';
import { canOpenGate, isOpenable, transactionVisibility } from '../policies/transactions.ts';
import { presentTransactions } from '../presenters/transaction.presenter.ts';
import {
  findAccessServer,
  findAccessServers,
  networkAccessServerIds,
} from '../repositories/access-servers.repository.ts';
import { findVisibleTransaction, listOpenEntries, listTransactions } from '../repositories/transactions.repository.ts';
import type { Language } from './access-decision.ts';
import { dayRange } from './access-keys.time.ts';
import { createGateOpeningsService } from './gate-openings.service.ts';
import { overstayCutoff, overstayOf } from './overstay.ts';
import { createPhotosService } from './photos.service.ts';
import { loadTransactionDetails } from './transactions.details.ts';

export function createTransactionsService(ctx: AppContext) {
  const { db } = ctx;
  const photos = createPhotosService(ctx);
  const openings = createGateOpeningsService(ctx);

  /** An access point the caller works at (admins: any of the network); 404 otherwise. */
  async function loadAccessServer(auth: Auth, id: number) {
    const server = await findAccessServer(db, auth.network.id, id);
    if (!server || !(await worksAt(db, auth, server.id))) throw notFound();
    return server;
  }

  const present = async (auth: Auth, rows: TransactionRow[], lang: Language) =>
    presentTransactions(rows, await loadTransactionDetails(db, photos, auth.network.id, rows), lang);

  return {
    async list(auth: Auth, q: TransactionListQuery, lang: Language): Promise<TransactionList> {
      const only = q.access_server ? await loadAccessServer(auth, q.access_server) : undefined;
      let dayRanges: { accessServerId: number; start: Date; end: Date }[] | undefined;
      if (q.date) {
        const day = q.date;
        const servers = only
          ? [only]
          : await findAccessServers(db, auth.network.id, await networkAccessServerIds(db, auth.network.id));
        dayRanges = servers.map((s) => ({ accessServerId: s.id, ...dayRange(day, s.time_zone) }));
      }
      const { rows, total } = await listTransactions(db, {
        networkId: auth.network.id,
        visibility: await transactionVisibility(db, auth),
        accessServerId: only?.id,
        dayRanges,
        direction: q.filter,
        query: q.query || undefined,
        ...pageWindow(q),
      });
      return { transactions: await present(auth, rows, lang), ...pageTotals(total, q) };
    },

    /** The record, every attempt to open its gate, and whether the caller may open it (again). */
    async show(auth: Auth, id: number, lang: Language): Promise<TransactionDetail['transaction']> {
      const row = await findVisibleTransaction(db, auth.network.id, await transactionVisibility(db, auth), id);
      if (!row) throw notFound();
      const [details, gateOpenings] = await Promise.all([
        loadTransactionDetails(db, photos, auth.network.id, [row]),
        openings.openingsOf(auth.network.id, row.id),
      ]);
      const [presented] = presentTransactions([row], details, lang);
      if (!presented) throw notFound();
      const gate = row.gate_id === null ? undefined : details.gates.get(row.gate_id);
      const hasOpened = gateOpenings.some((o) => o.outcome === 'opened');
      return {
        ...presented,
        gate_openings: gateOpenings,
        can_open_gate: canOpenGate(auth.user.role, isOpenable(row, gate), hasOpened),
      };
    },

    /**
     * Entries granted and allowed at an access point that have no exit yet: providers inside longer than the
     * access point allows first (flagged with how long, on the server's clock), then newest first.
     */
    async currentGuests(auth: Auth, accessServerId: number, lang: Language): Promise<CurrentGuests> {
      const server = await loadAccessServer(auth, accessServerId);
      const now = ctx.now();
      const before = overstayCutoff(now, server.provider_max_stay_hours);
      const { rows, total } = await listOpenEntries(db, {
        networkId: auth.network.id,
        visibility: await transactionVisibility(db, auth),
        accessServerId: server.id,
        limit: GUARD_EXIT_LIST_SIZE,
        overstayBefore: before,
      });
      const presented = await present(auth, rows, lang);
      return {
        guests: presented.map((guest, i) => ({
          ...guest,
          overstay: overstayOf(rows[i] as TransactionRow, server.provider_max_stay_hours, now),
        })),
        count: total,
      };
    },
  };
}
