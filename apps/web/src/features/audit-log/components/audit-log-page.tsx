// The audit log (network admins, /audit-log on desktop and phone; docs/audit.md): who did what in the network,
// newest first, filtered by who, action, record and days on the network's clock, paged, and downloaded as CSV
// (the download is itself recorded by the server).
import {
  AUDIT_ACTIONS,
  AUDIT_SUBJECT_TYPES,
  type AuditEntry,
  type AuditList,
  DEFAULT_PAGE_SIZE,
} from '@garita/contract';
import { Box, Button, Chip, Paper, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayField } from '../../../components/forms/day-field.tsx';
import { SelectField } from '../../../components/forms/select-field.tsx';
import { type DataColumn, DataTable } from '../../../components/lists/data-table.tsx';
import { ExportButton } from '../../../components/lists/export-button.tsx';
import { ListPager } from '../../../components/lists/list-pager.tsx';
import { PageHeader } from '../../../components/lists/page-header.tsx';
import type { PageSize } from '../../../lib/paging.ts';
import { useCsvExport } from '../../../lib/use-csv-export.ts';
import { useFormatDate } from '../../../lib/use-format-date.ts';
import {
  type AuditFilters,
  auditActorsQuery,
  auditLogQuery,
  fetchAuditLogForExport,
  NO_AUDIT_FILTERS,
} from '../api/audit-log-queries.ts';
import { downloadAuditLogCsv } from '../export-audit-log.ts';

const MAX_LINES = 6;

export default function AuditLogPage() {
  const { t, i18n } = useTranslation('audit');
  const formatDate = useFormatDate();
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [page, setPage] = useState(1);
  const [results, setResults] = useState<PageSize>(DEFAULT_PAGE_SIZE as PageSize);
  const list = useQuery(auditLogQuery(filters, page, results));
  const actors = useQuery(auditActorsQuery());
  const zone = list.data?.time_zone;

  const change = (patch: Partial<AuditFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const { isExporting, exportCsv } = useCsvExport(async () => {
    const all: AuditList = await fetchAuditLogForExport(filters);
    downloadAuditLogCsv(all.audit_entries);
  });

  const actionLabel = (action: string) => {
    const key = `audit:actions.${action}`;
    return i18n.exists(key) ? t(key as 'title') : action;
  };
  const subjectLabel = (type: string) => {
    const key = `audit:subjects.${type}`;
    return i18n.exists(key) ? t(key as 'title') : type;
  };
  const shown = (value: unknown) =>
    value === '[redacted]'
      ? t('redacted')
      : value === null || value === ''
        ? t('empty_value')
        : typeof value === 'string'
          ? value
          : JSON.stringify(value);

  const changeLines = (entry: AuditEntry): string[] => {
    const lines: string[] = [];
    const before = entry.before ?? {};
    const after = entry.after ?? {};
    if (entry.before && entry.after) {
      for (const field of Object.keys(after))
        lines.push(t('change', { field, before: shown(before[field]), after: shown(after[field]) }));
    } else {
      for (const [field, value] of Object.entries(entry.after ?? entry.before ?? {}))
        lines.push(t('detail', { field, value: shown(value) }));
    }
    for (const [field, value] of Object.entries(entry.details ?? {}))
      lines.push(t('detail', { field, value: shown(value) }));
    return lines;
  };

  const columns: DataColumn<AuditEntry>[] = [
    {
      key: 'when',
      header: t('columns.when'),
      render: (e) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {formatDate(e.created_at, 'dateTime', zone)}
        </Box>
      ),
    },
    {
      key: 'who',
      header: t('columns.who'),
      render: (e) =>
        e.actor ? (
          <>
            <Typography variant="body2">{e.actor.name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {t(`roles.${e.actor.role}`)}
            </Typography>
          </>
        ) : e.action === 'session.create' ? (
          t('unknownAccount')
        ) : (
          t('system')
        ),
    },
    {
      key: 'action',
      header: t('columns.action'),
      render: (e) => (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <span>{actionLabel(e.action)}</span>
          {e.outcome === 'failure' && <Chip size="small" color="error" label={t('failure')} />}
        </Box>
      ),
    },
    {
      key: 'subject',
      header: t('columns.subject'),
      render: (e) =>
        e.subject_type
          ? e.subject_id
            ? t('subject', { type: subjectLabel(e.subject_type), id: e.subject_id })
            : subjectLabel(e.subject_type)
          : '—',
    },
    {
      key: 'changes',
      header: t('columns.changes'),
      render: (e) => {
        const lines = changeLines(e);
        if (!lines.length) return '—';
        return (
          <Box component="ul" sx={{ m: 0, pl: 2, maxWidth: 420 }}>
            {lines.slice(0, MAX_LINES).map((line) => (
              <Typography component="li" variant="caption" key={line} sx={{ wordBreak: 'break-word' }}>
                {line}
              </Typography>
            ))}
            {lines.length > MAX_LINES && (
              <Typography component="li" variant="caption">
                …
              </Typography>
            )}
          </Box>
        );
      },
    },
    { key: 'address', header: t('columns.address'), render: (e) => e.address ?? '—' },
  ];

  const any = { value: '', label: t('filters.any') };
  return (
    // The phone shell gives its screens no margin of their own; the desktop shell does.
    <Box sx={{ p: { xs: 2, md: 0 } }}>
      <PageHeader
        title={t('title')}
        actions={
          <ExportButton isExporting={isExporting} exportCsv={exportCsv}>
            {isExporting ? t('exporting') : t('export')}
          </ExportButton>
        }
      />
      {/* Drawn from the first paint: a line arriving with the list would move the filters under a finger. */}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      <Paper
        variant="outlined"
        component="section"
        aria-label={t('filters.title')}
        sx={{
          p: 2,
          mb: 2,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        <SelectField
          size="small"
          label={t('filters.actor')}
          value={filters.actor}
          options={[any, ...(actors.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))]}
          onChange={(actor) => change({ actor })}
        />
        <SelectField
          size="small"
          label={t('filters.action')}
          value={filters.action}
          options={[any, ...AUDIT_ACTIONS.map((a) => ({ value: a, label: actionLabel(a) }))]}
          onChange={(action) => change({ action })}
        />
        <SelectField
          size="small"
          label={t('filters.subjectType')}
          value={filters.subjectType}
          options={[any, ...AUDIT_SUBJECT_TYPES.map((s) => ({ value: s, label: subjectLabel(s) }))]}
          onChange={(subjectType) => change({ subjectType })}
        />
        <TextField
          size="small"
          label={t('filters.subjectId')}
          value={filters.subjectId}
          onChange={(event) => change({ subjectId: event.target.value.replace(/\D/g, '').slice(0, 15) })}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <DayField size="small" label={t('filters.from')} value={filters.from} onChange={(from) => change({ from })} />
        <DayField size="small" label={t('filters.to')} value={filters.to} onChange={(to) => change({ to })} />
        <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={() => change(NO_AUDIT_FILTERS)}>{t('filters.clear')}</Button>
        </Box>
      </Paper>
      {zone && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('clock', { zone })}
        </Typography>
      )}
      <DataTable
        label={t('tableLabel')}
        columns={columns}
        rows={list.data?.audit_entries}
        rowKey={(e) => e.id}
        isLoading={list.isLoading}
        loadingLabel={t('loading')}
        emptyText={t('empty')}
      />
      <ListPager
        paging={{
          page,
          setPage,
          results,
          setResults: (size) => {
            setResults(size);
            setPage(1);
          },
        }}
        totalPages={list.data?.total_pages}
      />
    </Box>
  );
}
