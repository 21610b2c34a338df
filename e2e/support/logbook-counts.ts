// What the logbook API counts for a range of days (each access point's own days, the logbook's date filter),
// as the signed-in role sees it: the figures the Intelligence page must show, recomputed from GET /transactions.
import type { AccessServer, Transaction, TransactionList } from '@garita/contract';
import { call } from './api.ts';

export interface DayCounts {
  movements: number;
  entries: number;
  visits: number;
  exits: number;
  denials: number;
}

export const shiftDay = (day: string, by: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);

export const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

const isLetIn = (t: Transaction) => t.access_granted && t.access_allowed;

/** Counts of one day: movements is the list's total_count; the rest are counted from its rows. */
export async function logbookDay(token: string, day: string, accessServerId?: number): Promise<DayCounts> {
  const query = `date=${day}&results=1000${accessServerId ? `&access_server=${accessServerId}` : ''}`;
  const { transactions, total_count } = await call<TransactionList>('GET', `/transactions?${query}`, token);
  if (transactions.length !== total_count) throw new Error(`more than 1000 logbook rows on ${day}`);
  return {
    movements: total_count,
    entries: transactions.filter((t) => t.access_type === 'access' && isLetIn(t)).length,
    visits: transactions.filter((t) => t.access_type === 'access' && isLetIn(t) && t.access_key_type !== 'personal')
      .length,
    exits: transactions.filter((t) => t.access_type === 'exit' && isLetIn(t)).length,
    denials: transactions.filter((t) => !isLetIn(t)).length,
  };
}

export async function logbookRange(
  token: string,
  from: string,
  to: string,
  accessServerId?: number,
): Promise<{ totals: DayCounts; days: Record<string, DayCounts> }> {
  const totals: DayCounts = { movements: 0, entries: 0, visits: 0, exits: 0, denials: 0 };
  const days: Record<string, DayCounts> = {};
  for (let day = from; day <= to; day = shiftDay(day, 1)) {
    const counts = await logbookDay(token, day, accessServerId);
    days[day] = counts;
    for (const key of Object.keys(totals) as (keyof DayCounts)[]) totals[key] += counts[key];
  }
  return { totals, days };
}

/** The access points the pickers list (page 1 of 30), in their order, with their zones. */
export async function accessPointsOf(token: string): Promise<AccessServer[]> {
  return (await call<{ access_servers: AccessServer[] }>('GET', '/access_servers?page=1&results=30', token))
    .access_servers;
}
