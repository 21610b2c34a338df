// Screen departments (/departments): the admin's units on a phone as read-only cards (name, how many
// access points and users) with search and paging; each card links to its edit page.
import type { NetworkGroup } from '@garita/contract';
import EditIcon from '@mui/icons-material/EditOutlined';
import { IconButton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MobileCardList } from '../../../components/lists/mobile-card-list.tsx';
import { usePagedSearch } from '../../../lib/paging.ts';
import { unitsQuery } from '../api/get-units.ts';
import { useUnitsListLabels } from './use-units-labels.ts';

export default function MobileDepartmentsScreen() {
  const { t } = useTranslation('units');
  const labels = useUnitsListLabels();
  const paging = usePagedSearch();
  const list = useQuery(unitsQuery({ query: paging.query, page: paging.page, results: paging.results }));
  return (
    <MobileCardList<NetworkGroup>
      title={t('mobileTitle')}
      paging={paging}
      rows={list.data?.network_groups}
      totalPages={list.data?.total_pages ?? 1}
      isLoading={list.isPending}
      rowKey={(unit) => unit.id}
      cardTitle={(unit) => unit.name}
      cardBody={(unit) => (
        <>
          <div>{t('card.accessPoints', { count: unit.access_servers.length })}</div>
          <div>{t('card.users', { count: unit.users.length })}</div>
        </>
      )}
      cardAction={(unit) => (
        <IconButton
          component={Link}
          to={`/edit-department/${unit.id}`}
          aria-label={t('table.edit', { name: unit.name })}
        >
          <EditIcon />
        </IconButton>
      )}
      labels={labels}
    />
  );
}
