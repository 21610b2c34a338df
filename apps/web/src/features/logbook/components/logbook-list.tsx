// The logbook list both guard layouts show (spec §2): search, a filter toggle with the filters (date all /
// today / a day, entries / exits, access point), the records newest first and the pager. A guard's list
// starts on their access point; every filter change goes back to page 1. The phone screen wraps it with its
// title and buttons, the desktop guard console shows it as its third column (StandaloneLogbookList,
// handed in by app/guard-console-screen.tsx). Plain, the filters aside: they come with MUI when first shown
// (docs/web.md, "The first screens without MUI").
import { SHORT_SEARCH_DEBOUNCE_MS, type User } from '@garita/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyMui } from '../../../components/lazy-mui.tsx';
import { FilteredCardList, filteredCardListLabels } from '../../../components/lists/filtered-card-list.tsx';
import { accessServerOptionsQuery, accessServerZonesQuery } from '../../../lib/access-server-options.ts';
import { todayIn, todayZone } from '../../../lib/dates.ts';
import { type PagedSearch, usePagedSearch } from '../../../lib/paging.ts';
import { type LogbookFilters as Filters, logbookQuery, startingAccessPoint } from '../api/logbook-queries.ts';
import type { LogbookFilterValues } from './logbook-filters.tsx';
import styles from './logbook-list.module.css';
import { TransactionCard } from './transaction-card.tsx';

const LogbookFilters = lazyMui(async () => (await import('./logbook-filters.tsx')).LogbookFilters);

export interface LogbookListState {
  user: User;
  paging: PagedSearch;
  filters: LogbookFilterValues;
  changeFilters: (values: LogbookFilterValues) => void;
  /** What the list call sends (the CSV export sends the same). */
  listFilters: Filters;
  /** The guard's access point: the starting filter, and its clock for "today". */
  guardPointId: number | null;
}

export function useLogbookList(user: User): LogbookListState {
  const guardPoint = startingAccessPoint(user);
  const paging = usePagedSearch(SHORT_SEARCH_DEBOUNCE_MS);
  const [filters, setFilters] = useState<LogbookFilterValues>({
    dateMode: 'all',
    day: '',
    movement: null,
    accessServerId: guardPoint?.id ?? null,
  });
  // "Today" on the clock of the access point the list shows (spec: logbook days follow the access point).
  const points = useQuery(accessServerZonesQuery).data ?? [];
  const date =
    filters.dateMode === 'today'
      ? todayIn(todayZone(points, filters.accessServerId, guardPoint?.time_zone))
      : filters.dateMode === 'calendar'
        ? filters.day
        : '';
  return {
    user,
    paging,
    filters,
    changeFilters: (values) => {
      setFilters(values);
      paging.setPage(1);
    },
    listFilters: { query: paging.query, date, accessServerId: filters.accessServerId, movement: filters.movement },
    guardPointId: guardPoint?.id ?? null,
  };
}

/** The list with its own state: the desktop guard console's third column (dense). */
export function StandaloneLogbookList({ user, dense = false }: { user: User; dense?: boolean }) {
  const state = useLogbookList(user);
  return <LogbookList state={state} dense={dense} />;
}

export function LogbookList({ state, dense = false }: { state: LogbookListState; dense?: boolean }) {
  const { t } = useTranslation('logbook');
  const { user, paging, filters, listFilters } = state;
  const list = useQuery(logbookQuery({ ...listFilters, page: paging.page, results: paging.results }));
  const activeFilters =
    Number(filters.dateMode !== 'all') +
    Number(filters.movement !== null) +
    Number(filters.accessServerId !== state.guardPointId);
  const rows = list.data?.transactions;

  return (
    <div className={dense ? `${styles.list} ${styles.dense}` : styles.list}>
      <FilteredCardList
        paging={paging}
        labels={filteredCardListLabels(t)}
        activeFilters={activeFilters}
        filters={<LogbookFilterPanel user={user} values={filters} onChange={state.changeFilters} />}
        query={list}
        isEmpty={!rows?.length}
        totalPages={list.data?.total_pages}
        spacing={dense ? 1 : 1.25}
      >
        {rows?.map((row) => (
          <TransactionCard key={row.id} row={row} />
        ))}
      </FilteredCardList>
    </div>
  );
}

/**
 * The filters, shown only while their button is on (search-with-filters.tsx): the access points to choose from are
 * asked for then, not with the list.
 */
function LogbookFilterPanel({
  user,
  values,
  onChange,
}: {
  user: User;
  values: LogbookFilterValues;
  onChange: (values: LogbookFilterValues) => void;
}) {
  const accessPoints = useQuery(accessServerOptionsQuery);
  return <LogbookFilters values={values} onChange={onChange} accessPoints={accessPoints.data ?? user.access_servers} />;
}
