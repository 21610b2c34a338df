// The admin's user lists on a phone (spec §2): hosts, guards or admins as read-only cards with the name
// and the unit (or "management" for those without one), search and paging. The admin's mobile user
// forms hang off them: an add icon to /new-user (with the list's role) and an edit icon to /edit-user.
import type { Role, User } from '@garita/contract';
import EditIcon from '@mui/icons-material/EditOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1';
import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MobileCardList } from '../../../components/lists/mobile-card-list.tsx';
import { usePagedSearch } from '../../../lib/paging.ts';
import { useSession } from '../../../lib/session.ts';
import { usersQuery } from '../api/get-users.ts';
import { IconLink } from './icon-link.tsx';
import { useUsersListLabels } from './use-users-labels.ts';
import { StatusChip } from './users-table.tsx';

export type MobileUsersKind = 'hosts' | 'guards' | 'admins';
const ROLE: Record<MobileUsersKind, Role> = { hosts: 'host', guards: 'security_guard', admins: 'network_admin' };
const NEW_LABEL: Record<MobileUsersKind, 'new.host' | 'new.guards' | 'new.admins'> = {
  hosts: 'new.host',
  guards: 'new.guards',
  admins: 'new.admins',
};

export function MobileUsersList({ kind }: { kind: MobileUsersKind }) {
  const { t } = useTranslation('users');
  const me = useSession()?.user;
  const labels = useUsersListLabels();
  const paging = usePagedSearch();
  const list = useQuery(
    usersQuery({ role: ROLE[kind], query: paging.query, page: paging.page, results: paging.results }),
  );
  return (
    <MobileCardList<User>
      title={t(`titles.${kind}`)}
      actions={
        me?.abilities.create_roles.includes(ROLE[kind]) && (
          <IconLink to={`/new-user?role=${ROLE[kind]}`} label={t(NEW_LABEL[kind])} icon={<PersonAddIcon />} />
        )
      }
      cardAction={(user) =>
        me &&
        user.can_edit && (
          <IconLink to={`/edit-user/${user.id}`} label={t('actions.edit', { name: user.name })} icon={<EditIcon />} />
        )
      }
      paging={paging}
      rows={list.data?.users}
      totalPages={list.data?.total_pages ?? 1}
      isLoading={list.isPending}
      rowKey={(user) => user.id}
      cardTitle={(user) => user.name}
      cardBody={(user) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
          <span>{user.network_group?.name ?? t('management')}</span>
          {!user.active && <StatusChip active={false} />}
        </Box>
      )}
      labels={labels}
    />
  );
}
