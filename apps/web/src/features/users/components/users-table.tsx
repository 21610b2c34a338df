// The desktop users table: the columns that matter for the role listed, a status chip (active or
// deactivated), and the row's edit and delete buttons where the viewer may use them.
import type { Role, User } from '@garita/contract';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Box, Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LabelledIconButton } from '../../../components/labelled-icon-button.tsx';
import { type DataColumn, DataTable } from '../../../components/lists/data-table.tsx';

interface UsersTableProps {
  label: string;
  role: Role;
  users: readonly User[] | undefined;
  isLoading: boolean;
  canEdit: (user: User) => boolean;
  canDelete: (user: User) => boolean;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}

export function StatusChip({ active }: { active: boolean }) {
  const { t } = useTranslation('users');
  return (
    <Chip
      size="small"
      data-testid="user-status"
      label={active ? t('status.active') : t('status.inactive')}
      color={active ? 'success' : 'default'}
      variant={active ? 'outlined' : 'filled'}
      sx={active ? undefined : { bgcolor: 'grey.300', color: 'grey.900', fontWeight: 600 }}
    />
  );
}

export function UsersTable({ label, role, users, isLoading, canEdit, canDelete, onEdit, onDelete }: UsersTableProps) {
  const { t } = useTranslation('users');
  const isGuard = role === 'security_guard';
  const isResident = role === 'host' || role === 'secondary_user';
  const columns: DataColumn<User>[] = [
    { key: 'name', header: t('columns.name'), render: (user) => <Box sx={{ fontWeight: 600 }}>{user.name}</Box> },
    { key: 'email', header: t('columns.email'), render: (user) => user.email },
    ...(isGuard
      ? []
      : [
          {
            key: 'phone',
            header: t('columns.phone'),
            render: (user: User) =>
              user.phone ? <Box sx={{ whiteSpace: 'nowrap' }}>{`${user.country_code} ${user.phone}`}</Box> : '—',
          },
        ]),
    ...(isResident
      ? [{ key: 'unit', header: t('columns.unit'), render: (user: User) => user.network_group?.name ?? '—' }]
      : []),
    ...(role === 'network_admin'
      ? []
      : [
          {
            key: 'access',
            header: t('columns.accessPoints'),
            render: (user: User) => user.access_servers.map((server) => server.name).join(', ') || '—',
          },
        ]),
    { key: 'status', header: t('columns.status'), render: (user) => <StatusChip active={user.active} /> },
    {
      key: 'actions',
      header: t('columns.actions'),
      align: 'right',
      width: 112,
      render: (user) => (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          {canEdit(user) && (
            <LabelledIconButton label={t('actions.edit', { name: user.name })} onClick={() => onEdit(user)}>
              <EditIcon />
            </LabelledIconButton>
          )}
          {canDelete(user) && (
            <LabelledIconButton label={t('actions.delete', { name: user.name })} onClick={() => onDelete(user)}>
              <DeleteIcon />
            </LabelledIconButton>
          )}
        </Box>
      ),
    },
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
      isLoading={isLoading}
      loadingLabel={t('list.loading')}
      emptyText={t('list.empty')}
    />
  );
}
