// The profile button of every signed-in header (spec §2): the user's initials, opening the profile/session overlay
// (profile-panel.tsx). The overlay comes on the first opening, not with the shell: it is most of the menu's code
// and MUI components (the layout switch, the list's icons), and the guard's scanner route should not wait for it
// (docs/web.md, "Chunks and caching").
import type { User } from '@garita/contract';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyMui } from '../../../components/lazy-mui.tsx';
import controls from '../../../components/plain-controls.module.css';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import styles from './profile-menu.module.css';

const ProfilePanel = lazyMui(async () => (await import('./profile-panel.tsx')).default);

export interface LayoutSwitch {
  isDesktop: boolean;
  onChange: (desktop: boolean) => void;
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

export function ProfileMenu({ user, layoutSwitch }: { user: User; layoutSwitch?: LayoutSwitch }) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  // Mounted from its first opening on, so that closing it still animates and returns the focus.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`${controls.iconButton} ${controls.inherit}`}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        onPointerEnter={ProfilePanel.preload}
        onFocus={ProfilePanel.preload}
        data-testid="profile-button"
      >
        <span aria-hidden="true" className={styles.avatar}>
          {initials(user.name)}
        </span>
        <VisuallyHidden>{t('open')}</VisuallyHidden>
      </button>
      {opened && (
        <Suspense fallback={null}>
          <ProfilePanel user={user} layoutSwitch={layoutSwitch} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
