// The logbook's list state for the phone screen and the desktop page: the shared list state
// (components/logbook: search at 300 ms, filters, pages, a guard's access point first) plus the list call
// (retried on a 500) and the CSV of the current filters (page 1 of 100, Spanish columns) for those who may
// download lists — never guards (spec §6).
import type { Transaction, User } from '@garita/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type LogbookListState, useLogbookList } from '../../../components/logbook/logbook-list.tsx';
import { csvFileName, downloadCsv, toCsv } from '../../../lib/csv.ts';
import { reportError } from '../../../lib/errors.ts';
import { fetchLogbookForExport, logbookQuery } from '../../../lib/logbook-queries.ts';
import { LOGBOOK_CSV_COLUMNS } from '../export-logbook.ts';

export function useLogbookPage(user: User) {
  const state: LogbookListState = useLogbookList(user);
  const { paging, listFilters } = state;
  const list = useQuery(logbookQuery({ ...listFilters, page: paging.page, results: paging.results }));
  const [isExporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await fetchLogbookForExport(listFilters);
      downloadCsv(csvFileName('bitacora'), toCsv<Transaction>(rows, LOGBOOK_CSV_COLUMNS));
    } catch (error) {
      reportError(error);
    } finally {
      setExporting(false);
    }
  };

  return {
    state,
    list,
    canDownload: user.role !== 'security_guard' && user.abilities.download_lists,
    isExporting,
    exportCsv,
  };
}
