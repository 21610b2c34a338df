// Page arithmetic of every paged list (spec §7: `page` from 1, `results` per page, `total_pages`, `total_count`).

export interface PageQuery {
  page: number;
  results: number;
}

/** The rows a page asks for, as a repository's limit and offset. */
export const pageWindow = (q: PageQuery) => ({ limit: q.results, offset: (q.page - 1) * q.results });

/** The totals every paged answer carries. */
export const pageTotals = (total: number, q: Pick<PageQuery, 'results'>) => ({
  total_pages: Math.ceil(total / q.results),
  total_count: total,
});
