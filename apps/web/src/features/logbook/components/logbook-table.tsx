// The desktop logbook table (spec §2 "logbook (table plus transaction detail drawer)"): date and time on
// the access point's clock, visitor, host, unit, key type, access point and door, movement and the §4
// state. The visitor's name is the keyboard way to open a record; a click anywhere on the row does too.
import type { Transaction } from '@garita/contract';
import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/lists/data-table.tsx';
import { useProviderName } from '../../../lib/providers.ts';
import { useKeyTypeLabel } from '../../../lib/transaction-labels.ts';
import { useFormatDate } from '../../../lib/use-format-date.ts';
import { StatusChip } from './status-chip.tsx';

interface LogbookTableProps {
  rows: readonly Transaction[] | undefined;
  isLoading: boolean;
  onOpen: (row: Transaction) => void;
}

export function LogbookTable({ rows, isLoading, onOpen }: LogbookTableProps) {
  const { t } = useTranslation('logbook');
  const formatDate = useFormatDate();
  const keyType = useKeyTypeLabel();
  const providerName = useProviderName();
  const columns: DataColumn<Transaction>[] = [
    {
      key: 'when',
      header: t('desktop.columns.when'),
      render: (row) => (
        <time dateTime={row.created_at} style={{ whiteSpace: 'nowrap' }}>
          {formatDate(row.created_at, 'dateTime', row.access_server.time_zone_name)}
        </time>
      ),
    },
    {
      key: 'visitor',
      header: t('desktop.columns.visitor'),
      render: (row) => (
        <Link
          component="button"
          type="button"
          onClick={(event) => {
            event.stopPropagation();
            onOpen(row);
          }}
          aria-label={t('openRecord', { name: row.visitor_name })}
          sx={{ fontWeight: 700, textAlign: 'left', overflowWrap: 'break-word' }}
        >
          {row.visitor_name}
        </Link>
      ),
    },
    { key: 'host', header: t('desktop.columns.host'), render: (row) => row.user?.name ?? '—' },
    { key: 'unit', header: t('desktop.columns.unit'), render: (row) => row.user?.group ?? '—' },
    {
      key: 'type',
      header: t('desktop.columns.type'),
      render: (row) => `${keyType(row.access_key_type)}${row.provider ? ` · ${providerName(row.provider)}` : ''}`,
    },
    {
      key: 'accessPoint',
      header: t('desktop.columns.accessPoint'),
      render: (row) => [row.access_server.name, row.gate?.name].filter(Boolean).join(' · '),
    },
    { key: 'movement', header: t('desktop.columns.movement'), render: (row) => t(`movement.${row.access_type}`) },
    { key: 'status', header: t('desktop.columns.status'), render: (row) => <StatusChip row={row} /> },
  ];
  return (
    <DataTable
      label={t('title')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      isLoading={isLoading}
      loadingLabel={t('loading')}
      emptyText={t('empty')}
      onRowClick={onOpen}
    />
  );
}
