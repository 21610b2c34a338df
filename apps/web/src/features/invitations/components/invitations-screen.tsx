// /invitations on a phone (spec §2), for hosts, secondary hosts, admins and guards: search (500 ms), filters
// (date, status, type), pages of 10/20/30 refreshed every 5 minutes, the CSV of the current filters (first
// 100 rows, for those who may download lists) and the new-invitation button (not for guards).
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress, IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FilteredCardList, filteredCardListLabels } from '../../../components/lists/filtered-card-list.tsx';
import { ListScreen } from '../../../components/lists/list-screen.tsx';
import { useSession } from '../../../lib/session.ts';
import { activeFilterCount } from '../list-filters.ts';
import { InvitationCard } from './invitation-card.tsx';
import { InvitationFilters } from './invitation-filters.tsx';
import { useInvitationList } from './use-invitation-list.ts';

export default function InvitationsScreen() {
  const { t } = useTranslation('invitations');
  const user = useSession()?.user;
  const { paging, filters, setFilters, list, exportCsv, isExporting } = useInvitationList('mobile');
  if (!user) return null;
  const isGuard = user.role === 'security_guard';
  const rows = list.data?.access_keys;

  return (
    <ListScreen
      title={t('title')}
      actions={
        <>
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
        </>
      }
    >
      <FilteredCardList
        paging={paging}
        labels={filteredCardListLabels(t)}
        activeFilters={activeFilterCount(filters)}
        filters={<InvitationFilters values={filters} onChange={setFilters} layout="mobile" />}
        query={list}
        isEmpty={!rows?.length}
        totalPages={list.data?.total_pages}
      >
        {rows?.map((invitation) => (
          <InvitationCard key={invitation.id} invitation={invitation} viewerId={user.id} />
        ))}
      </FilteredCardList>
    </ListScreen>
  );
}
