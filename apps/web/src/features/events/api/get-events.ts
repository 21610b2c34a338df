// GET /events (one page with filters, spec §7), GET /events/{id} (the event with its guests) and
// GET /events/{id}/access_keys (its guests' keys, 5 a page, searchable). For an admin a 404 on the guests
// is an empty list (spec §6/§8). The CSV takes page 1 of 100 of the same filters (spec §9).
import { EVENT_GUEST_PAGE_SIZE, type EventAccessKeyList, type EventList } from '@garita/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api.ts';

export const EVENTS_KEY = ['events'] as const;
export const EVENTS_CSV_SIZE = 100;

export interface EventFilters {
  query: string;
  userId: number | null;
  accessServerId: number | null;
}

export interface EventsParams extends EventFilters {
  page: number;
  results: number;
}

const toQuery = (filters: EventFilters) => ({
  name: filters.query || undefined,
  user: filters.userId ?? undefined,
  access_server: filters.accessServerId ?? undefined,
});

export const eventsQuery = (params: EventsParams) =>
  queryOptions({
    queryKey: [...EVENTS_KEY, 'list', params],
    queryFn: ({ signal }) =>
      api.call('events.list', { query: { ...toQuery(params), page: params.page, results: params.results }, signal }),
    placeholderData: keepPreviousData,
  });

export const eventQuery = (id: number) =>
  queryOptions({
    queryKey: [...EVENTS_KEY, 'one', id],
    queryFn: async ({ signal }) => (await api.call('events.show', { params: { id }, signal })).event,
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
    meta: { silent: true },
  });

export interface GuestKeysParams {
  query: string;
  page: number;
}

const NO_GUESTS: EventAccessKeyList = { access_keys: [], total_pages: 0, total_count: 0 };

export const guestKeysQuery = (eventId: number, params: GuestKeysParams, isAdmin: boolean) =>
  queryOptions({
    queryKey: [...EVENTS_KEY, 'guests', eventId, params],
    queryFn: async ({ signal }) => {
      try {
        return await api.call('events.access_keys', {
          params: { id: eventId },
          query: { query: params.query || undefined, page: params.page, results: EVENT_GUEST_PAGE_SIZE },
          signal,
        });
      } catch (error) {
        if (isAdmin && error instanceof ApiError && error.status === 404) return NO_GUESTS;
        throw error;
      }
    },
    placeholderData: keepPreviousData,
  });

export async function fetchEventsForExport(filters: EventFilters): Promise<EventList['events']> {
  const { events } = await api.call('events.list', {
    query: { ...toQuery(filters), page: 1, results: EVENTS_CSV_SIZE, export: '1' },
  });
  return events;
}
