// /logbook on a phone, for every role (spec §2/§6): search, filters (date all/today/a day, entries/exits,
// access point) and pages of records, newest first, dates on each access point's clock. Guards start on
// their access point, see how many visitors are inside (in the header on desktop) and a new-register button, and download nothing;
// users who may download lists get the CSV of the current filters (Spanish columns). Plain, the filters aside:
// they come with MUI when first shown (docs/web.md, "The first screens without MUI").
import type { User } from '@garita/contract';
import { useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GuestsInsideChip } from '../../../components/guests-inside-chip.tsx';
import { PERSON_ADD_ICON } from '../../../components/icon-paths.ts';
import { InDesktopShell } from '../../../components/layouts/shell-context.ts';
import { ExportButton } from '../../../components/lists/export-button.tsx';
import { ListScreen } from '../../../components/lists/list-screen.tsx';
import controls from '../../../components/plain-controls.module.css';
import { PlainIcon } from '../../../components/plain-icon.tsx';
import { Tip } from '../../../components/tip.tsx';
import { useSession } from '../../../lib/session.ts';
import { currentGuestsQuery } from '../../../lib/transactions.ts';
import { LogbookList } from './logbook-list.tsx';
import { useLogbookPage } from './use-logbook-page.ts';

export default function LogbookScreen() {
  const session = useSession();
  if (!session) return null;
  return <Logbook user={session.user} />;
}

function Logbook({ user }: { user: User }) {
  const { t } = useTranslation('logbook');
  const isGuard = user.role === 'security_guard';
  // A guard in the desktop layout reads the count in the header already.
  const inDesktopShell = useContext(InDesktopShell);
  const showsGuests = isGuard && !inDesktopShell;
  const guardPoint = showsGuests ? user.last_access_selected : null;
  const { state, canDownload, isExporting, exportCsv } = useLogbookPage(user);

  return (
    <ListScreen
      title={t('title')}
      actions={
        <>
          {guardPoint && <GuestsInside accessServerId={guardPoint.id} />}
          {isGuard && (
            <Tip title={t('newRecord')} align="end">
              <Link className={`${controls.iconButton} ${controls.primary}`} to="/register" aria-label={t('newRecord')}>
                <PlainIcon path={PERSON_ADD_ICON} />
              </Link>
            </Tip>
          )}
          {canDownload && (
            <ExportButton isExporting={isExporting} exportCsv={exportCsv}>
              {isExporting ? t('downloading') : t('download')}
            </ExportButton>
          )}
        </>
      }
    >
      <LogbookList state={state} />
    </ListScreen>
  );
}

/**
 * The count in a component of its own: the live stream asks for it again at every register of the access point, and
 * only the chip redraws, not the list.
 */
function GuestsInside({ accessServerId }: { accessServerId: number }) {
  const guests = useQuery(currentGuestsQuery(accessServerId));
  return guests.data === undefined ? null : <GuestsInsideChip count={guests.data} />;
}
