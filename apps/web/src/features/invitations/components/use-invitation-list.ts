// The state of an invitation list, phone or desktop: search (500 ms), filters, page and size (back to page
// 1 on any change), the page itself (refreshed every 5 minutes) and the CSV of the current filters.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePagedSearch } from '../../../lib/paging.ts';
import { useCsvExport } from '../../../lib/use-csv-export.ts';
import { fetchInvitationsForExport, invitationsQuery } from '../api/get-invitations.ts';
import { type InvitationFilterValues, listQuery, NO_FILTERS } from '../list-filters.ts';

export function useInvitationList(layout: 'mobile' | 'desktop') {
  const paging = usePagedSearch();
  const [filters, setFilterValues] = useState<InvitationFilterValues>(NO_FILTERS);
  const query = listQuery(filters, paging.query);
  const list = useQuery(invitationsQuery({ ...query, page: paging.page, results: paging.results }));

  const setFilters = (values: InvitationFilterValues) => {
    setFilterValues(values);
    paging.setPage(1);
  };

  // The CSV's code (papaparse) comes with the first download, not with the list.
  const { isExporting, exportCsv } = useCsvExport(async () => {
    const { CSV_ROWS, downloadInvitationsCsv } = await import('../export-invitations.ts');
    downloadInvitationsCsv(await fetchInvitationsForExport(query, CSV_ROWS[layout]));
  });

  return { paging, filters, setFilters, list, exportCsv, isExporting };
}
