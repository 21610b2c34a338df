// GET /audit_log (network admins, docs/audit.md): one filtered page, and the CSV download (page 1 of 1000,
// sent with export=1 so the server records the download itself).
import { type AuditList, type AuditListQuery, MAX_PAGE_SIZE } from '@garita/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const AUDIT_LOG_KEY = ['audit-log'] as const;

/** The filters as the screen holds them: '' means "any". */
export interface AuditFilters {
  actor: string;
  action: string;
  subjectType: string;
  subjectId: string;
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = {
  actor: '',
  action: '',
  subjectType: '',
  subjectId: '',
  from: '',
  to: '',
};

function toQuery(filters: AuditFilters): Partial<AuditListQuery> {
  const subjectId = Number(filters.subjectId);
  return {
    actor: filters.actor ? Number(filters.actor) : undefined,
    action: filters.action || undefined,
    subject_type: (filters.subjectType || undefined) as AuditListQuery['subject_type'],
    subject_id: Number.isSafeInteger(subjectId) && subjectId > 0 ? subjectId : undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
}

export const auditLogQuery = (filters: AuditFilters, page: number, results: number) =>
  queryOptions({
    queryKey: [...AUDIT_LOG_KEY, 'list', filters, page, results],
    queryFn: ({ signal }) => api.call('audit_log.list', { query: { ...toQuery(filters), page, results }, signal }),
    placeholderData: keepPreviousData,
  });

export async function fetchAuditLogForExport(filters: AuditFilters): Promise<AuditList> {
  return api.call('audit_log.list', {
    query: { ...toQuery(filters), page: 1, results: MAX_PAGE_SIZE, export: '1' },
    retryOn500: true,
  });
}

/** The people of the network, for the "who" filter. */
export const auditActorsQuery = () =>
  queryOptions({
    queryKey: [...AUDIT_LOG_KEY, 'actors'],
    queryFn: async ({ signal }) =>
      (await api.call('users.list', { query: { page: 1, results: MAX_PAGE_SIZE }, signal })).users,
  });
