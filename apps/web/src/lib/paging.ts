// Paging rules of spec §9 for lists: 10/20/30 rows per page (default 10), first page 1, back to page 1
// whenever the search or the page size changes; a page past the end (after a delete) is pulled back.
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, SEARCH_DEBOUNCE_MS } from '@garita/contract';
import { useState } from 'react';
import { useDebouncedValue } from './use-debounced-value.ts';

export type PageSize = (typeof PAGE_SIZES)[number];
export { PAGE_SIZES };

export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

/** The page to show once the list has `totalPages` pages (at least 1). */
export function clampPage(page: number, totalPages: number): number {
  return Math.min(Math.max(1, page), Math.max(1, totalPages));
}

export interface PagedSearch {
  /** What the search field shows, as typed. */
  search: string;
  setSearch: (text: string) => void;
  /** The trimmed search once typing paused: what the list call sends. */
  query: string;
  page: number;
  setPage: (page: number) => void;
  results: PageSize;
  setResults: (size: PageSize) => void;
}

export function usePagedSearch(debounceMs: number = SEARCH_DEBOUNCE_MS): PagedSearch {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), debounceMs);
  const [page, setPage] = useState(1);
  const [results, setResultsState] = useState<PageSize>(DEFAULT_PAGE_SIZE as PageSize);
  const [pagedQuery, setPagedQuery] = useState(query);
  // A new search starts at page 1 (adjusted while rendering, so no request for the stale page goes out).
  if (pagedQuery !== query) {
    setPagedQuery(query);
    setPage(1);
  }
  const setResults = (size: PageSize) => {
    setResultsState(size);
    setPage(1);
  };
  return { search, setSearch, query, page, setPage, results, setResults };
}
