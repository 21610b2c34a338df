// Desktop users pages (spec §2 "users/admin/guard lists with new and edit drawers"): /users lists
// residents (an admin switches between hosts and secondary hosts; a host sees the secondary hosts
// they invited), /guards and /admins the other roles. Search (500 ms), 10/20/30 rows, CSV export, new, edit,
// deactivate and delete.
import type { Role, User } from '@garita/contract';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/lists/export-button.tsx';
import { ListPager } from '../../../components/lists/list-pager.tsx';
import { PageHeader } from '../../../components/lists/page-header.tsx';
import { SearchField } from '../../../components/lists/search-field.tsx';
import { notify } from '../../../lib/notify.ts';
import { usePagedSearch } from '../../../lib/paging.ts';
import { useCsvExport } from '../../../lib/use-csv-export.ts';
import { fetchUsersForExport, usersQuery } from '../api/get-users.ts';
import { useDeleteUser } from '../api/save-user.ts';
import { downloadUsersCsv } from '../export-users.ts';
import { DeleteUserConfirm } from './delete-user-confirm.tsx';
import { EditUserDrawer } from './edit-user-drawer.tsx';
import { NewUserDrawer } from './new-user-drawer.tsx';
import { useUsersListLabels } from './use-users-labels.ts';
import { UsersTable } from './users-table.tsx';

export type UsersPageKind = 'residents' | 'guards' | 'admins';
type ResidentRole = 'host' | 'secondary_user';

const FIXED_ROLE: Record<Exclude<UsersPageKind, 'residents'>, Role> = {
  guards: 'security_guard',
  admins: 'network_admin',
};
const CSV_FILE: Record<UsersPageKind, string> = {
  residents: 'usuarios',
  guards: 'guardias',
  admins: 'administradores',
};

export function UsersPage({ kind, me }: { kind: UsersPageKind; me: User }) {
  const { t } = useTranslation(['users', 'common']);
  const labels = useUsersListLabels();
  const isAdmin = me.role === 'network_admin';
  const [residentRole, setResidentRole] = useState<ResidentRole>(isAdmin ? 'host' : 'secondary_user');
  const role: Role = kind === 'residents' ? residentRole : FIXED_ROLE[kind];
  const paging = usePagedSearch();
  const list = useQuery(usersQuery({ role, query: paging.query, page: paging.page, results: paging.results }));
  const [isCreating, setIsCreating] = useState(false);
  const [editing, setEditing] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const remove = useDeleteUser();

  const title = t(`users:titles.${kind}`);
  const canCreate = me.abilities.create_roles.includes(role);
  // The server says who may edit and delete whom; one's own record is edited from the profile instead.
  const canEdit = (user: User) => user.can_edit && user.id !== me.id;
  const canDelete = (user: User) => user.can_delete;

  const { isExporting, exportCsv } = useCsvExport(async () =>
    downloadUsersCsv(await fetchUsersForExport(role, paging.query), CSV_FILE[kind]),
  );

  const handleDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify(t('users:notices.deleted', { name: deleting.name }), 'success');
        setDeleting(null);
        setEditing(null);
      },
    });
  };

  return (
    <Box>
      <PageHeader
        title={title}
        actions={
          <>
            {me.abilities.download_lists && (
              <ExportButton isExporting={isExporting} exportCsv={exportCsv}>
                {t('users:actions.export')}
              </ExportButton>
            )}
            {canCreate && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsCreating(true)}>
                {t(`users:new.${kind === 'residents' ? residentRole : kind}`)}
              </Button>
            )}
          </>
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <SearchField label={labels.search} value={paging.search} onChange={paging.setSearch} />
        {kind === 'residents' && isAdmin && (
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={residentRole}
            aria-label={t('users:residentRoles.label')}
            onChange={(_event, value: ResidentRole | null) => {
              if (!value) return;
              setResidentRole(value);
              paging.setPage(1);
            }}
          >
            <ToggleButton value="host">{t('users:residentRoles.host')}</ToggleButton>
            <ToggleButton value="secondary_user">{t('users:residentRoles.secondary_user')}</ToggleButton>
          </ToggleButtonGroup>
        )}
      </Box>
      <UsersTable
        label={title}
        role={role}
        users={list.data?.users}
        isLoading={list.isPending}
        canEdit={canEdit}
        canDelete={canDelete}
        onEdit={setEditing}
        onDelete={setDeleting}
      />
      <ListPager paging={paging} totalPages={list.data?.total_pages} />
      <NewUserDrawer
        open={isCreating}
        onClose={() => setIsCreating(false)}
        me={me}
        defaultRole={role}
        title={t(`users:new.${kind === 'residents' ? residentRole : kind}`)}
      />
      <EditUserDrawer user={editing} me={me} onClose={() => setEditing(null)} onDelete={setDeleting} />
      <DeleteUserConfirm
        user={deleting}
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
        isPending={remove.isPending}
      />
    </Box>
  );
}
