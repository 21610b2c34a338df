// GET /transactions (one page of the logbook with search and filters, spec §7) and GET /transactions/{id};
// both retry on a 500 (spec §8). The CSV takes the first 100 rows of the same filters (spec §9).
import { DEFAULT_PAGE_SIZE, type Transaction, type TransactionList, type User } from '@garita/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { TRANSACTIONS_KEY } from '../../../lib/transactions.ts';

export const LOGBOOK_CSV_SIZE = 100;

export interface LogbookFilters {
  query: string;
  /** YYYY-MM-DD, or empty for every day. */
  date: string;
  accessServerId: number | null;
  movement: 'access' | 'exit' | null;
}

export interface LogbookParams extends LogbookFilters {
  page: number;
  results: number;
}

const toQuery = (filters: LogbookFilters) => ({
  query: filters.query || undefined,
  date: filters.date || undefined,
  access_server: filters.accessServerId ?? undefined,
  filter: filters.movement ?? undefined,
});

export const logbookQuery = (params: LogbookParams) =>
  queryOptions({
    queryKey: [...TRANSACTIONS_KEY, 'list', params],
    queryFn: ({ signal }) =>
      api.call('transactions.list', {
        query: { ...toQuery(params), page: params.page, results: params.results },
        retryOn500: true,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** The access point a user's logbook starts on: a guard's own, else none (every access point they see). */
export const startingAccessPoint = (user: User): User['last_access_selected'] =>
  user.role === 'security_guard' ? user.last_access_selected : null;

/** The logbook's first page, as its list asks for it first (logbook-list.tsx): no search, no filter but the start. */
export const firstLogbookQuery = (user: User) =>
  logbookQuery({
    query: '',
    date: '',
    accessServerId: startingAccessPoint(user)?.id ?? null,
    movement: null,
    page: 1,
    results: DEFAULT_PAGE_SIZE,
  });

/**
 * One record, by its id (GET /transactions/{id}): the server answers it only to whoever sees it (the logbook's
 * scope, apps/server/src/policies/transactions.ts), so any record the caller may see opens, however old.
 */
export const transactionQuery = (id: number) =>
  queryOptions({
    queryKey: [...TRANSACTIONS_KEY, 'one', id],
    queryFn: async ({ signal }): Promise<Transaction | null> =>
      (await api.call('transactions.show', { params: { id }, retryOn500: true, signal })).transaction,
    retry: false,
    meta: { silent: true },
  });

export async function fetchLogbookForExport(filters: LogbookFilters): Promise<TransactionList['transactions']> {
  const { transactions } = await api.call('transactions.list', {
    query: { ...toQuery(filters), page: 1, results: LOGBOOK_CSV_SIZE, export: '1' },
    retryOn500: true,
  });
  return transactions;
}
