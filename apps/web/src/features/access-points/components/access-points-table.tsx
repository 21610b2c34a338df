// The desktop access points table: name, venue, address, gate count, time zone, and a settings button.
import type { AccessServer } from '@garita/contract';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { actionColumn, type DataColumn, DataTable } from '../../../components/lists/data-table.tsx';

interface AccessPointsTableProps {
  label: string;
  points: readonly AccessServer[] | undefined;
  isLoading: boolean;
  onOpen: (point: AccessServer) => void;
}

export function AccessPointsTable({ label, points, isLoading, onOpen }: AccessPointsTableProps) {
  const { t } = useTranslation('access-points');
  const columns: DataColumn<AccessServer>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      render: (point) => (
        <>
          <strong>{point.name}</strong>
          {!point.active && <Chip size="small" color="warning" label={t('inactive')} sx={{ ml: 1 }} />}
        </>
      ),
    },
    { key: 'venue', header: t('columns.venue'), render: (point) => point.venue_name },
    { key: 'address', header: t('columns.address'), render: (point) => point.address || '—' },
    { key: 'gates', header: t('columns.gates'), align: 'right', render: (point) => point.gates.length },
    { key: 'zone', header: t('columns.timeZone'), render: (point) => point.time_zone_name },
    actionColumn({
      key: 'open',
      header: t('columns.settings'),
      width: 96,
      label: (point) => t('table.open', { name: point.name }),
      icon: <SettingsIcon />,
      onClick: onOpen,
    }),
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={points}
      rowKey={(point) => point.id}
      isLoading={isLoading}
      loadingLabel={t('list.loading')}
      emptyText={t('list.empty')}
    />
  );
}
