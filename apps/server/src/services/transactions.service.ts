// The logbook for each role (admins the network, guards their access points, hosts their own and their unit's
// secondary users' visitors, secondary users their own): list with filters, detail, guests still inside.
import {
  type CurrentGuests,
  type GateOpening,
  GUARD_EXIT_LIST_SIZE,
  type Transaction,
  type TransactionList,
  type TransactionListQuery,
} from '@garita/contract';
import type { AppContext, Auth } from '../context.ts';
import { notFound } from '../lib/errors.ts';
import { presentTransactions } from '../presenters/transaction.presenter.ts';
import {
  findAccessServer,
  findAccessServers,
  networkAccessServerIds,
} from '../repositories/access-servers.repository.ts';
import { findVisibleTransaction, listOpenEntries, listTransactions } from '../repositories/transactions.repository.ts';
import type { Language } from './access-decision.ts';
import { assignedAccessServerIds, visibilityOf } from './access-keys.scope.ts';
import { dayRange } from './access-keys.time.ts';
import { createGateOpeningsService } from './gate-openings.service.ts';
import { createPhotosService } from './photos.service.ts';

export function createTransactionsService(ctx: AppContext) {
  const { db } = ctx;
  const photos = createPhotosService(ctx);
  const openings = createGateOpeningsService(ctx);

  /** An access point the caller works at (admins: any of the network); 404 otherwise. */
  async function loadAccessServer(auth: Auth, id: number) {
    const server = await findAccessServer(db, auth.network.id, id);
    const isAllowed =
      auth.user.role === 'network_admin' || (await assignedAccessServerIds(ctx, auth)).includes(server?.id ?? 0);
    if (!server || !isAllowed) throw notFound();
    return server;
  }

  const present = (auth: Auth, rows: Parameters<typeof presentTransactions>[3], lang: Language) =>
    presentTransactions(db, photos, auth.network.id, rows, lang);

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
        visibility: await visibilityOf(ctx, auth),
        accessServerId: only?.id,
        dayRanges,
        direction: q.filter,
        query: q.query || undefined,
        limit: q.results,
        offset: (q.page - 1) * q.results,
      });
      return {
        transactions: await present(auth, rows, lang),
        total_pages: Math.ceil(total / q.results),
        total_count: total,
      };
    },

    /** The record and every attempt to open its gate. */
    async show(auth: Auth, id: number, lang: Language): Promise<Transaction & { gate_openings: GateOpening[] }> {
      const row = await findVisibleTransaction(db, auth.network.id, await visibilityOf(ctx, auth), id);
      if (!row) throw notFound();
      const [[presented], gateOpenings] = await Promise.all([
        present(auth, [row], lang),
        openings.openingsOf(auth.network.id, row.id),
      ]);
      if (!presented) throw notFound();
      return { ...presented, gate_openings: gateOpenings };
    },

    /** Entries granted and allowed at an access point that have no exit yet, newest first. */
    async currentGuests(auth: Auth, accessServerId: number, lang: Language): Promise<CurrentGuests> {
      const server = await loadAccessServer(auth, accessServerId);
      const { rows, total } = await listOpenEntries(db, {
        networkId: auth.network.id,
        visibility: await visibilityOf(ctx, auth),
        accessServerId: server.id,
        limit: GUARD_EXIT_LIST_SIZE,
      });
      return { guests: await present(auth, rows, lang), count: total };
    },
  };
}
