// The state of an events list (mobile screen and desktop page): search (300 ms, spec §9), the user and
// access point filters, paging back to page 1 on every change, and the options the filters offer.
import { SHORT_SEARCH_DEBOUNCE_MS, type User } from '@garita/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePagedSearch } from '../../../lib/paging.ts';
import { eventAccessPointsQuery } from '../api/get-access-points.ts';
import { eventUserOptionsQuery } from '../api/get-event-users.ts';
import { type EventFilters, eventsQuery } from '../api/get-events.ts';
import type { EventFilterValues } from './event-filters.tsx';

export function useEventList(me: User) {
  const paging = usePagedSearch(SHORT_SEARCH_DEBOUNCE_MS);
  const [filters, setFiltersState] = useState<EventFilterValues>({ userId: null, accessServerId: null });
  const canFilterByUser = me.role !== 'secondary_user';
  const users = useQuery(eventUserOptionsQuery(me));
  const accessPoints = useQuery(eventAccessPointsQuery);
  const listFilters: EventFilters = { query: paging.query, ...filters };
  const list = useQuery(eventsQuery({ ...listFilters, page: paging.page, results: paging.results }));
  return {
    paging,
    filters,
    setFilters: (values: EventFilterValues) => {
      setFiltersState(values);
      paging.setPage(1);
    },
    listFilters,
    list,
    userOptions: canFilterByUser ? (users.data ?? [{ id: me.id, name: me.name }]) : null,
    accessPoints: accessPoints.data ?? [],
  };
}
