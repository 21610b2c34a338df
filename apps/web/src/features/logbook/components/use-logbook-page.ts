// The logbook's list state for the phone screen and the desktop page: the shared list state
// (logbook-list.tsx: search at 300 ms, filters, pages, a guard's access point first) plus the list call
// (retried on a 500) and the CSV of the current filters (page 1 of 100, Spanish columns) for those who may
// download lists — never guards (spec §6).
import type { Transaction, User } from '@garita/contract';
import { useQuery } from '@tanstack/react-query';
import { useCsvExport } from '../../../lib/use-csv-export.ts';
import { fetchLogbookForExport, logbookQuery } from '../api/logbook-queries.ts';
import { type LogbookListState, useLogbookList } from './logbook-list.tsx';

export function useLogbookPage(user: User) {
  const state: LogbookListState = useLogbookList(user);
  const { paging, listFilters } = state;
  const list = useQuery(logbookQuery({ ...listFilters, page: paging.page, results: paging.results }));
  // The CSV's code (papaparse) comes with the first download, not with the list.
  const { isExporting, exportCsv } = useCsvExport(async () => {
    const [{ csvFileName, downloadCsv, toCsv }, { LOGBOOK_CSV_COLUMNS }] = await Promise.all([
      import('../../../lib/csv.ts'),
      import('../export-logbook.ts'),
    ]);
    const rows = await fetchLogbookForExport(listFilters);
    downloadCsv(csvFileName('bitacora'), toCsv<Transaction>(rows, LOGBOOK_CSV_COLUMNS));
  });

  return {
    state,
    list,
    canDownload: user.role !== 'security_guard' && user.abilities.download_lists,
    isExporting,
    exportCsv,
  };
}
