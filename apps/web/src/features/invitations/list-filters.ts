// The invitation list's filters (spec §2/§7/§9): date preset (all, today, last week, last month, a calendar
// day), status (unused, entry, exit, denied attempt, deleted), type (all, visitor, temporary, provider,
// Garita event, personal), and the GET /access_keys query they make.
import type { AccessKeyStatusFilter, AccessKeyTypeFilter } from '@garita/contract';

export const DATE_MODES = ['all', 'today', 'last_week', 'last_month', 'calendar'] as const;
export type DateMode = (typeof DATE_MODES)[number];

/** 'unknown' is the API's name for "no registration yet". */
export const STATUS_FILTERS = ['all', 'unknown', 'access', 'exit', 'try', 'deleted'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const TYPE_FILTERS = [
  'all',
  'visitor',
  'temporary',
  'provider',
  'garita_event',
  'personal',
] as const satisfies readonly AccessKeyTypeFilter[];
export type TypeFilter = (typeof TYPE_FILTERS)[number];

export interface InvitationFilterValues {
  dateMode: DateMode;
  /** YYYY-MM-DD, in calendar mode. */
  day: string;
  status: StatusFilter;
  type: TypeFilter;
}

export const NO_FILTERS: InvitationFilterValues = { dateMode: 'all', day: '', status: 'all', type: 'all' };

export interface InvitationListQuery {
  query?: string;
  date?: string;
  filter?: AccessKeyStatusFilter;
  access_key_type?: AccessKeyTypeFilter;
}

/** Leaves out what filters nothing, so the server applies its own defaults. A calendar day not yet chosen
 * filters nothing either. */
export function listQuery(filters: InvitationFilterValues, search: string): InvitationListQuery {
  const date = filters.dateMode === 'calendar' ? filters.day || undefined : filters.dateMode;
  return {
    query: search.trim() || undefined,
    date: date === 'all' ? undefined : date,
    filter: filters.status === 'all' ? undefined : filters.status,
    access_key_type: filters.type === 'all' ? undefined : filters.type,
  };
}

/** How many filters differ from "everything" (a dot on the filter button). */
export function activeFilterCount(filters: InvitationFilterValues): number {
  const date = filters.dateMode !== 'all' && (filters.dateMode !== 'calendar' || filters.day !== '');
  return Number(date) + Number(filters.status !== 'all') + Number(filters.type !== 'all');
}
