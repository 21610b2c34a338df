// The desktop units table (spec §2): name, access points, the unit's users, and an edit button.
import type { NetworkGroup } from '@garita/contract';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { actionColumn, type DataColumn, DataTable } from '../../../components/lists/data-table.tsx';

const USERS_SHOWN = 3;

interface UnitsTableProps {
  label: string;
  units: readonly NetworkGroup[] | undefined;
  isLoading: boolean;
  onEdit: (unit: NetworkGroup) => void;
}

export function UnitsTable({ label, units, isLoading, onEdit }: UnitsTableProps) {
  const { t } = useTranslation('units');
  const userNames = (unit: NetworkGroup) => {
    if (unit.users.length === 0) return '—';
    const shown = unit.users.slice(0, USERS_SHOWN).map((user) => user.name);
    const more = unit.users.length - shown.length;
    return more > 0 ? `${shown.join(', ')} ${t('table.more', { count: more })}` : shown.join(', ');
  };
  const columns: DataColumn<NetworkGroup>[] = [
    { key: 'name', header: t('columns.name'), render: (unit) => <strong>{unit.name}</strong> },
    {
      key: 'access',
      header: t('columns.accessPoints'),
      render: (unit) => unit.access_servers.map((server) => server.name).join(', ') || '—',
    },
    { key: 'users', header: t('columns.users'), render: userNames },
    actionColumn({
      key: 'edit',
      header: t('columns.edit'),
      width: 80,
      label: (unit) => t('table.edit', { name: unit.name }),
      icon: <EditIcon />,
      onClick: onEdit,
    }),
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={units}
      rowKey={(unit) => unit.id}
      isLoading={isLoading}
      loadingLabel={t('list.loading')}
      emptyText={t('list.empty')}
    />
  );
}
