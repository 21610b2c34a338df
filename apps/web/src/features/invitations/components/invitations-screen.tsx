// /invitations on a phone (spec §2), for hosts, secondary hosts, admins and guards: search (500 ms), filters
// (date, status, type), pages of 10/20/30 refreshed every 5 minutes, the CSV of the current filters (first
// 100 rows, for those who may download lists) and the new-invitation button (not for guards).
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import FilterIcon from '@mui/icons-material/FilterList';
import { Badge, Box, Button, CircularProgress, Collapse, IconButton, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardListBody } from '../../../components/lists/card-list-body.tsx';
import { ListPager } from '../../../components/lists/list-pager.tsx';
import { SearchField } from '../../../components/lists/search-field.tsx';
import { useSession } from '../../../lib/session.ts';
import { activeFilterCount } from '../list-filters.ts';
import { InvitationCard } from './invitation-card.tsx';
import { InvitationFilters } from './invitation-filters.tsx';
import { useInvitationList } from './use-invitation-list.ts';

export default function InvitationsScreen() {
  const { t } = useTranslation('invitations');
  const user = useSession()?.user;
  const { paging, filters, setFilters, list, exportCsv, isExporting } = useInvitationList('mobile');
  const [showFilters, setShowFilters] = useState(false);
  if (!user) return null;
  const isGuard = user.role === 'security_guard';
  const rows = list.data?.access_keys;

  return (
    <Box sx={{ p: 2, maxWidth: 960, mx: 'auto', display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5" sx={{ flex: 1, fontWeight: 700 }}>
          {t('title')}
        </Typography>
        {!isGuard && user.abilities.download_lists && (
          <Tooltip title={t('download')}>
            <span>
              <IconButton
                aria-label={isExporting ? t('downloading') : t('download')}
                onClick={() => void exportCsv()}
                disabled={isExporting}
                color="primary"
              >
                {isExporting ? <CircularProgress size={22} aria-hidden /> : <DownloadIcon />}
              </IconButton>
            </span>
          </Tooltip>
        )}
        {!isGuard && user.abilities.create_invitations && (
          <Button component={Link} to="/new-invitation/:cmId" variant="contained" startIcon={<AddIcon />}>
            {t('new')}
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Box sx={{ flex: 1 }}>
          <SearchField label={t('search')} value={paging.search} onChange={paging.setSearch} fullWidth />
        </Box>
        <Tooltip title={t('filters.toggle')}>
          <IconButton
            aria-label={t('filters.toggle')}
            aria-expanded={showFilters}
            aria-controls="invitation-filters"
            onClick={() => setShowFilters((shown) => !shown)}
            color={showFilters ? 'primary' : 'default'}
          >
            <Badge variant="dot" invisible={activeFilterCount(filters) === 0} color="secondary">
              <FilterIcon />
            </Badge>
          </IconButton>
        </Tooltip>
      </Box>
      <Collapse in={showFilters} unmountOnExit>
        <InvitationFilters id="invitation-filters" values={filters} onChange={setFilters} layout="mobile" />
      </Collapse>
      <CardListBody
        label={t('title')}
        loadingLabel={t('loading')}
        emptyText={t('empty')}
        isLoading={list.isPending}
        isEmpty={!rows?.length}
        isStale={list.isPlaceholderData}
        isFetching={list.isFetching}
      >
        {rows?.map((invitation) => (
          <InvitationCard key={invitation.id} invitation={invitation} viewerId={user.id} />
        ))}
      </CardListBody>
      <ListPager paging={paging} totalPages={list.data?.total_pages} />
    </Box>
  );
}
