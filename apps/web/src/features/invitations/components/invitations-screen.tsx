// /invitations on a phone (spec §2), for hosts, secondary hosts, admins and guards: search (500 ms), filters
// (date, status, type), pages of 10/20/30 refreshed every 5 minutes, the CSV of the current filters (first
// 100 rows, for those who may download lists) and the new-invitation button (not for guards). Plain, the
// filters aside: they come with MUI when first shown (docs/web.md, "The first screens without MUI").
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../../components/feedback/page-spinner.tsx';
import { ADD_ICON, DOWNLOAD_ICON } from '../../../components/icon-paths.ts';
import { lazyMui } from '../../../components/lazy-mui.tsx';
import { FilteredCardList, filteredCardListLabels } from '../../../components/lists/filtered-card-list.tsx';
import { ListScreen } from '../../../components/lists/list-screen.tsx';
import controls from '../../../components/plain-controls.module.css';
import { PlainIcon } from '../../../components/plain-icon.tsx';
import { Tip } from '../../../components/tip.tsx';
import { useSession } from '../../../lib/session.ts';
import { activeFilterCount } from '../list-filters.ts';
import { InvitationCard } from './invitation-card.tsx';
import { useInvitationList } from './use-invitation-list.ts';

const InvitationFilters = lazyMui(async () => (await import('./invitation-filters.tsx')).InvitationFilters);

export default function InvitationsScreen() {
  const { t } = useTranslation('invitations');
  const user = useSession()?.user;
  const { paging, filters, setFilters, list, exportCsv, isExporting } = useInvitationList('mobile');
  if (!user) return null;
  const isGuard = user.role === 'security_guard';
  const rows = list.data?.access_keys;
  const canCreate = !isGuard && user.abilities.create_invitations;

  return (
    <ListScreen
      title={t('title')}
      actions={
        <>
          {!isGuard && user.abilities.download_lists && (
            <Tip title={t('download')} align={canCreate ? undefined : 'end'}>
              <button
                type="button"
                className={`${controls.iconButton} ${controls.primary}`}
                aria-label={isExporting ? t('downloading') : t('download')}
                onClick={() => void exportCsv()}
                disabled={isExporting}
              >
                {isExporting ? (
                  <span className={controls.iconSpinner}>
                    <Spinner small />
                  </span>
                ) : (
                  <PlainIcon path={DOWNLOAD_ICON} />
                )}
              </button>
            </Tip>
          )}
          {canCreate && (
            <Link className={`${controls.contained} ${controls.medium}`} to="/new-invitation/:cmId">
              <PlainIcon path={ADD_ICON} size={20} className={controls.startIcon} />
              {t('new')}
            </Link>
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
