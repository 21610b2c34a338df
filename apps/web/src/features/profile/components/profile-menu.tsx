// The profile button of every signed-in header (spec §2): the user's initials, opening the profile/session overlay
// (profile-panel.tsx). The overlay comes on the first opening, not with the shell: it is most of the menu's code
// and MUI components (the layout switch, the list's icons), and the guard's scanner route should not wait for it
// (docs/web.md, "Chunks and caching").
import type { User } from '@garita/contract';
import { Avatar, IconButton } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';

const loadPanel = () => import('./profile-panel.tsx');
const ProfilePanel = lazy(loadPanel);

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
  const prefetch = () => {
    loadPanel().catch(() => {
      // Opening it tries again; a chunk that still cannot load shows the app's error there.
    });
  };

  return (
    <>
      <IconButton
        color="inherit"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        data-testid="profile-button"
      >
        <Avatar
          aria-hidden
          sx={{ width: 36, height: 36, bgcolor: 'secondary.main', color: 'secondary.contrastText', fontSize: 16 }}
        >
          {initials(user.name)}
        </Avatar>
        <VisuallyHidden>{t('open')}</VisuallyHidden>
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <ProfilePanel user={user} layoutSwitch={layoutSwitch} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
