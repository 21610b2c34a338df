// /logbook on a phone, for every role (spec §2/§6): search, filters (date all/today/a day, entries/exits,
// access point) and pages of records, newest first, dates on each access point's clock. Guards start on
// their access point, see how many visitors are inside and a new-register button, and download nothing;
// users who may download lists get the CSV of the current filters (Spanish columns). State: useLogbookList.
import DownloadIcon from '@mui/icons-material/Download';
import FilterIcon from '@mui/icons-material/FilterList';
import AddIcon from '@mui/icons-material/PersonAdd';
import {
  Badge,
  Box,
  Button,
  Chip,
  CircularProgress,
  Collapse,
  IconButton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPager } from '../../../components/lists/list-pager.tsx';
import { SearchField } from '../../../components/lists/search-field.tsx';
import { accessServerOptionsQuery } from '../../../lib/access-server-options.ts';
import { currentGuestsQuery } from '../../../lib/registers.ts';
import { LogbookFilters } from './logbook-filters.tsx';
import { TransactionCard } from './transaction-card.tsx';
import { useLogbookList } from './use-logbook-list.ts';

export default function LogbookScreen() {
  const { t } = useTranslation(['logbook', 'scanner']);
  const {
    user,
    isGuard,
    guardPoint,
    paging,
    filters,
    changeFilters,
    activeFilters,
    list,
    canDownload,
    isExporting,
    exportCsv,
  } = useLogbookList();
  const [showFilters, setShowFilters] = useState(false);
  const accessPoints = useQuery(accessServerOptionsQuery);
  const guests = useQuery({ ...currentGuestsQuery(guardPoint?.id ?? 0), enabled: !!guardPoint });

  if (!user) return null;
  const rows = list.data?.transactions;
  return (
    <Box sx={{ p: 2, maxWidth: 960, mx: 'auto', display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5" sx={{ flex: 1, fontWeight: 700 }}>
          {t('title')}
        </Typography>
        {isGuard && guests.data !== undefined && (
          <Chip
            data-testid="guests-inside"
            color="primary"
            variant="outlined"
            label={t('scanner:guestsInside', { count: guests.data })}
          />
        )}
        {isGuard && (
          <Tooltip title={t('newRecord')}>
            <IconButton component={Link} to="/register" color="primary" aria-label={t('newRecord')}>
              <AddIcon />
            </IconButton>
          </Tooltip>
        )}
        {canDownload && (
          <Button
            variant="outlined"
            startIcon={isExporting ? <CircularProgress size={18} aria-hidden /> : <DownloadIcon />}
            onClick={() => void exportCsv()}
            disabled={isExporting}
          >
            {isExporting ? t('downloading') : t('download')}
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
            aria-controls="logbook-filters"
            onClick={() => setShowFilters((shown) => !shown)}
            color={showFilters ? 'primary' : 'default'}
          >
            <Badge variant="dot" invisible={activeFilters === 0} color="secondary">
              <FilterIcon />
            </Badge>
          </IconButton>
        </Tooltip>
      </Box>
      <Collapse in={showFilters} id="logbook-filters" unmountOnExit>
        <LogbookFilters
          values={filters}
          onChange={changeFilters}
          accessPoints={accessPoints.data ?? user.access_servers}
        />
      </Collapse>
      {list.isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress aria-label={t('loading')} />
        </Box>
      )}
      {!list.isPending && !rows?.length && (
        <Typography sx={{ color: 'text.secondary', textAlign: 'center', py: 4 }}>{t('empty')}</Typography>
      )}
      <Stack
        component="ul"
        spacing={1.25}
        sx={{ listStyle: 'none', p: 0, m: 0, opacity: list.isPlaceholderData ? 0.6 : 1 }}
        aria-label={t('title')}
        aria-busy={list.isFetching}
      >
        {rows?.map((row) => (
          <TransactionCard key={row.id} row={row} />
        ))}
      </Stack>
      <ListPager
        page={paging.page}
        totalPages={list.data?.total_pages ?? 1}
        results={paging.results}
        onPageChange={paging.setPage}
        onResultsChange={paging.setResults}
        labels={{
          rowsPerPage: t('rowsPerPage'),
          pageOf: (page, pages) => t('pageOf', { page, pages }),
          previousPage: t('previousPage'),
          nextPage: t('nextPage'),
        }}
      />
    </Box>
  );
}
