// Mobile layout (under 1200 px, spec §1/§2): a top bar with the network's name and the profile button,
// the screen, and the role's bottom menu; admins also get a menu of the sections the bottom menu lacks.
// Plain elements in MUI's look (AppBar, BottomNavigation) in the frame the entry draws first (mobile-frame.tsx): the
// phone's first screen loads no MUI (docs/web.md, "The first screens without MUI"); the admins' sections drawer
// brings it when first opened.
import type { User } from '@garita/contract';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { lazyMui } from '../lazy-mui.tsx';
import controls from '../plain-controls.module.css';
import { PlainIcon } from '../plain-icon.tsx';
import { isActivePath, type MenuItem } from './menu.ts';
import { MobileFrame } from './mobile-frame.tsx';
import styles from './mobile-shell.module.css';

/** Material's Menu. */
const MENU_ICON = 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z';

/** The bottom menu's height (mobile-shell.module.css): a screen's sticky bottom bar sits above it. */
export const BOTTOM_MENU_HEIGHT = 64;

const SectionsDrawer = lazyMui(async () => (await import('./sections-drawer.tsx')).SectionsDrawer);

interface MobileShellProps {
  user: User;
  bottomItems: MenuItem[];
  sectionItems: MenuItem[];
  accountMenu: ReactNode;
  notices?: ReactNode;
  /** Top-bar actions before the profile button (e.g. the residents' dynamic key). */
  headerActions?: ReactNode;
}

export function MobileShell({
  user,
  bottomItems,
  sectionItems,
  accountMenu,
  notices,
  headerActions,
}: MobileShellProps) {
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  const [sectionsOpen, setSectionsOpen] = useState(false);
  // Mounted from its first opening on, so that closing it still animates and returns the focus.
  const [sectionsOpened, setSectionsOpened] = useState(false);
  const current = bottomItems.find((item) => isActivePath(item.path, pathname))?.path;

  return (
    <MobileFrame
      title={user.network.company_name}
      start={
        sectionItems.length > 0 && (
          <button
            type="button"
            className={`${controls.iconButton} ${controls.inherit} ${styles.edgeStart}`}
            aria-label={t('openMenu')}
            onPointerEnter={SectionsDrawer.preload}
            onFocus={SectionsDrawer.preload}
            onClick={() => {
              setSectionsOpened(true);
              setSectionsOpen(true);
            }}
          >
            <PlainIcon path={MENU_ICON} />
          </button>
        )
      }
      actions={
        <>
          {headerActions}
          {accountMenu}
        </>
      }
      mainClassName={bottomItems.length > 0 ? styles.aboveMenu : undefined}
      after={
        <>
          {bottomItems.length > 0 && (
            <nav aria-label={t('mainMenu')} className={styles.bottomMenu}>
              {bottomItems.map((item) => (
                <Link
                  key={item.path}
                  to={item.path}
                  className={current === item.path ? `${styles.action} ${styles.selected}` : styles.action}
                  aria-current={current === item.path ? 'page' : undefined}
                >
                  <PlainIcon path={item.icon} />
                  <span className={styles.label}>{t(item.label)}</span>
                </Link>
              ))}
            </nav>
          )}
          {sectionsOpened && (
            <Suspense fallback={null}>
              <SectionsDrawer
                user={user}
                items={sectionItems}
                open={sectionsOpen}
                onClose={() => setSectionsOpen(false)}
              />
            </Suspense>
          )}
        </>
      }
    >
      {notices}
      <Outlet />
    </MobileFrame>
  );
}
