// The admin's read-only user lists on a phone (spec §2): hosts, guards or admins as cards with the
// name and the unit (or "management" for those without one), search and paging.
import type { Role, User } from '@garita/contract';
import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MobileCardList } from '../../../components/lists/mobile-card-list.tsx';
import { usePagedSearch } from '../../../lib/paging.ts';
import { usersQuery } from '../api/get-users.ts';
import { useUsersListLabels } from './use-users-labels.ts';
import { StatusChip } from './users-table.tsx';

export type MobileUsersKind = 'hosts' | 'guards' | 'admins';
const ROLE: Record<MobileUsersKind, Role> = { hosts: 'host', guards: 'security_guard', admins: 'network_admin' };

export function MobileUsersList({ kind }: { kind: MobileUsersKind }) {
  const { t } = useTranslation('users');
  const labels = useUsersListLabels();
  const paging = usePagedSearch();
  const list = useQuery(
    usersQuery({ role: ROLE[kind], query: paging.query, page: paging.page, results: paging.results }),
  );
  return (
    <MobileCardList<User>
      title={t(`titles.${kind}`)}
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
