// The logbook list's state, shared by the phone screen and the desktop page: search (300 ms, spec §9),
// filters (date all/today/a day, entries/exits, access point; page back to 1 on every change), pages, the
// list call (retried on a 500) and the CSV of the current filters (page 1 of 100, Spanish columns).
// Guards start on their access point; "today" is read on its clock, or the browser's for everyone else.
import { SHORT_SEARCH_DEBOUNCE_MS, type Transaction } from '@garita/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { csvFileName, downloadCsv, toCsv } from '../../../lib/csv.ts';
import { formatInZone, localTimeZone } from '../../../lib/dates.ts';
import { reportError } from '../../../lib/errors.ts';
import { usePagedSearch } from '../../../lib/paging.ts';
import { useSession } from '../../../lib/session.ts';
import { fetchLogbookForExport, type LogbookFilters, logbookQuery } from '../api/get-transactions.ts';
import { LOGBOOK_CSV_COLUMNS } from '../export-logbook.ts';
import type { LogbookFilterValues } from './logbook-filters.tsx';

export function useLogbookList() {
  const session = useSession();
  const user = session?.user;
  const isGuard = user?.role === 'security_guard';
  const guardPoint = isGuard ? (user?.last_access_selected ?? null) : null;
  const paging = usePagedSearch(SHORT_SEARCH_DEBOUNCE_MS);
  const [filters, setFilters] = useState<LogbookFilterValues>({
    dateMode: 'all',
    day: '',
    movement: null,
    accessServerId: guardPoint?.id ?? null,
  });
  const [isExporting, setExporting] = useState(false);

  const timeZone = guardPoint?.time_zone ?? localTimeZone();
  const date =
    filters.dateMode === 'today'
      ? formatInZone(new Date(), timeZone, 'query', 'en')
      : filters.dateMode === 'calendar'
        ? filters.day
        : '';
  const listFilters: LogbookFilters = {
    query: paging.query,
    date,
    accessServerId: filters.accessServerId,
    movement: filters.movement,
  };
  const list = useQuery(logbookQuery({ ...listFilters, page: paging.page, results: paging.results }));
  const activeFilters =
    Number(filters.dateMode !== 'all') +
    Number(filters.movement !== null) +
    Number(filters.accessServerId !== (guardPoint?.id ?? null));

  const changeFilters = (values: LogbookFilterValues) => {
    setFilters(values);
    paging.setPage(1);
  };

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
    user,
    isGuard,
    guardPoint,
    paging,
    filters,
    changeFilters,
    activeFilters,
    list,
    canDownload: !isGuard && !!user?.abilities.download_lists,
    isExporting,
    exportCsv,
  };
}
