// A phone list with filters: the search box and its filter toggle, the rows' cards, and the pager.
import type { ReactNode } from 'react';
import type { PagedSearch } from '../../lib/paging.ts';
import { CardListBody } from './card-list-body.tsx';
import { ListPager } from './list-pager.tsx';
import { SearchWithFilters } from './search-with-filters.tsx';

export interface FilteredCardListLabels {
  /** Names the list. */
  title: string;
  search: string;
  filtersToggle: string;
  loading: string;
  empty: string;
}

/** The labels from a list's namespace that names them the usual way (title, search, filters.toggle, loading, empty). */
export function filteredCardListLabels(
  t: (key: 'title' | 'search' | 'filters.toggle' | 'loading' | 'empty') => string,
): FilteredCardListLabels {
  return {
    title: t('title'),
    search: t('search'),
    filtersToggle: t('filters.toggle'),
    loading: t('loading'),
    empty: t('empty'),
  };
}

interface FilteredCardListProps {
  paging: PagedSearch;
  labels: FilteredCardListLabels;
  /** How many filters differ from the list's starting ones. */
  activeFilters: number;
  filters: ReactNode;
  /** The list's query: loading, showing the previous page, fetching. */
  query: { isPending: boolean; isPlaceholderData: boolean; isFetching: boolean };
  isEmpty: boolean;
  totalPages: number | undefined;
  spacing?: number;
  /** The cards. */
  children: ReactNode;
}

export function FilteredCardList({
  paging,
  labels,
  activeFilters,
  filters,
  query,
  isEmpty,
  totalPages,
  spacing,
  children,
}: FilteredCardListProps) {
  return (
    <>
      <SearchWithFilters
        paging={paging}
        searchLabel={labels.search}
        toggleLabel={labels.filtersToggle}
        activeFilters={activeFilters}
      >
        {filters}
      </SearchWithFilters>
      <CardListBody
        label={labels.title}
        loadingLabel={labels.loading}
        emptyText={labels.empty}
        isLoading={query.isPending}
        isEmpty={isEmpty}
        isStale={query.isPlaceholderData}
        isFetching={query.isFetching}
        spacing={spacing}
      >
        {children}
      </CardListBody>
      <ListPager paging={paging} totalPages={totalPages} />
    </>
  );
}
