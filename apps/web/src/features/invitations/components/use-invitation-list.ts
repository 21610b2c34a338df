// The state of an invitation list, phone or desktop: search (500 ms), filters, page and size (back to page
// 1 on any change), the page itself (refreshed every 5 minutes) and the CSV of the current filters.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { reportError } from '../../../lib/errors.ts';
import { usePagedSearch } from '../../../lib/paging.ts';
import { fetchInvitationsForExport, invitationsQuery } from '../api/get-invitations.ts';
import { CSV_ROWS, downloadInvitationsCsv } from '../export-invitations.ts';
import { type InvitationFilterValues, listQuery, NO_FILTERS } from '../list-filters.ts';

export function useInvitationList(layout: keyof typeof CSV_ROWS) {
  const paging = usePagedSearch();
  const [filters, setFilterValues] = useState<InvitationFilterValues>(NO_FILTERS);
  const [isExporting, setExporting] = useState(false);
  const query = listQuery(filters, paging.query);
  const list = useQuery(invitationsQuery({ ...query, page: paging.page, results: paging.results }));

  const setFilters = (values: InvitationFilterValues) => {
    setFilterValues(values);
    paging.setPage(1);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadInvitationsCsv(await fetchInvitationsForExport(query, CSV_ROWS[layout]));
    } catch (error) {
      reportError(error);
    } finally {
      setExporting(false);
    }
  };

  return { paging, filters, setFilters, list, exportCsv, isExporting };
}
