// The profile/session overlay (spec §2), loaded on its first opening (profile-menu.tsx): name, email, role label, edit user, email and password, my favourites (residents: the
// bottom menu has no room for /my-favorites), language, layout switch (guards and admins), previous version
// (guards and admins), the network's privacy notice (/privacy) and logout.
import type { User } from '@garita/contract';
import CloseIcon from '@mui/icons-material/Close';
import DesktopIcon from '@mui/icons-material/DesktopWindows';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import KeyIcon from '@mui/icons-material/Key';
import LogoutIcon from '@mui/icons-material/Logout';
import PrivacyIcon from '@mui/icons-material/PrivacyTip';
import FavoritesIcon from '@mui/icons-material/Star';
import {
  Avatar,
  Box,
  Button,
  Chip,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Switch,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { logout, unsentOfflineRegisters } from '../../../lib/auth.ts';
import { useAppConfig } from '../../../lib/config.ts';
import { initials, type LayoutSwitch } from './profile-menu.tsx';

// The two forms of the overlay come on first use (docs/web.md, "Chunks and caching"): every screen has this menu,
// few people edit their account, and the forms bring the form library with them.
const EditUserDialog = lazy(async () => ({ default: (await import('./edit-user-dialog.tsx')).EditUserDialog }));
const SignInDialog = lazy(async () => ({ default: (await import('./sign-in-dialog.tsx')).SignInDialog }));

interface ProfilePanelProps {
  user: User;
  layoutSwitch?: LayoutSwitch;
  open: boolean;
  onClose: () => void;
}

export default function ProfilePanel({ user, layoutSwitch, open, onClose }: ProfilePanelProps) {
  const { t } = useTranslation(['profile', 'common']);
  const navigate = useNavigate();
  const { config } = useAppConfig();
  const [editing, setEditing] = useState(false);
  const [changingSignIn, setChangingSignIn] = useState(false);
  // Mounted from their first opening on, so that closing them still animates and returns the focus.
  const [opened, setOpened] = useState({ edit: false, signIn: false });
  const canEdit = user.abilities.edit_own_user && user.role !== 'security_guard';
  const { t: tAccount } = useTranslation('account');
  const hasFavorites = (user.role === 'host' || user.role === 'secondary_user') && user.network.favorites_enabled;
  const previousVersionUrl =
    user.role === 'security_guard' || user.role === 'network_admin' ? config.previous_version_url : null;

  // A guard's phone may hold registers made offline and not sent yet: logout would delete them (docs/offline.md).
  const [unsent, setUnsent] = useState(0);
  const endSession = () => {
    setUnsent(0);
    onClose();
    // The session is forgotten at once; the server's revocation finishes in the background.
    void logout();
    void navigate('/', { replace: true });
  };
  const handleLogout = async () => {
    const waiting = user.role === 'security_guard' ? await unsentOfflineRegisters() : 0;
    if (waiting > 0) setUnsent(waiting);
    else endSession();
  };

  return (
    <>
      <Drawer
        anchor="right"
        open={open}
        onClose={onClose}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': 'profile-title',
            sx: { width: { xs: '100%', sm: 380 } },
          },
        }}
      >
        <Box data-testid="profile-overlay" sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1 }}>
            <Typography id="profile-title" variant="h6" component="h2" sx={{ flex: 1 }}>
              {t('title')}
            </Typography>
            <IconButton aria-label={t('common:close')} onClick={() => onClose()}>
              <CloseIcon />
            </IconButton>
          </Box>
          <Box sx={{ px: 2, py: 2, display: 'flex', gap: 2, alignItems: 'center' }}>
            <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main', fontSize: 22 }}>{initials(user.name)}</Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700 }} noWrap data-testid="profile-name">
                {user.name}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap data-testid="profile-email">
                {user.email}
              </Typography>
              <Chip
                size="small"
                label={t(`common:roles.${user.role}`)}
                sx={{ mt: 0.5 }}
                color="primary"
                variant="outlined"
                data-testid="profile-role"
              />
            </Box>
          </Box>
          <Typography variant="body2" sx={{ px: 2, color: 'text.secondary' }}>
            {user.network.company_name}
            {user.last_access_selected ? ` · ${t('accessPoint', { name: user.last_access_selected.name })}` : ''}
          </Typography>
          <Divider sx={{ mt: 2 }} />
          <List>
            {canEdit && (
              <ListItem disablePadding>
                <ListItemButton
                  onClick={() => {
                    setOpened((was) => ({ ...was, edit: true }));
                    setEditing(true);
                  }}
                  data-testid="edit-profile"
                >
                  <ListItemIcon>
                    <EditIcon />
                  </ListItemIcon>
                  <ListItemText primary={t('edit')} />
                </ListItemButton>
              </ListItem>
            )}
            {canEdit && (
              <ListItem disablePadding>
                <ListItemButton
                  onClick={() => {
                    setOpened((was) => ({ ...was, signIn: true }));
                    setChangingSignIn(true);
                  }}
                  data-testid="edit-sign-in"
                >
                  <ListItemIcon>
                    <KeyIcon />
                  </ListItemIcon>
                  <ListItemText primary={tAccount('menu')} />
                </ListItemButton>
              </ListItem>
            )}
            {hasFavorites && (
              <ListItem disablePadding>
                <ListItemButton
                  component={Link}
                  to="/my-favorites"
                  onClick={() => onClose()}
                  data-testid="my-favorites"
                >
                  <ListItemIcon>
                    <FavoritesIcon />
                  </ListItemIcon>
                  <ListItemText primary={t('favorites')} />
                </ListItemButton>
              </ListItem>
            )}
            {layoutSwitch && (
              <ListItem>
                <ListItemIcon>
                  <DesktopIcon />
                </ListItemIcon>
                <ListItemText id="layout-switch-label" primary={t('desktopLayout')} />
                <Switch
                  edge="end"
                  checked={layoutSwitch.isDesktop}
                  onChange={(event) => {
                    onClose();
                    layoutSwitch.onChange(event.target.checked);
                  }}
                  slotProps={{ input: { 'aria-labelledby': 'layout-switch-label' } }}
                  data-testid="layout-switch"
                />
              </ListItem>
            )}
            {previousVersionUrl && (
              <ListItem disablePadding>
                <ListItemButton component="a" href={previousVersionUrl}>
                  <ListItemIcon>
                    <HistoryIcon />
                  </ListItemIcon>
                  <ListItemText primary={t('common:previousVersion')} />
                </ListItemButton>
              </ListItem>
            )}
            <ListItem disablePadding>
              <ListItemButton component={Link} to="/privacy" onClick={() => onClose()} data-testid="privacy-notice">
                <ListItemIcon>
                  <PrivacyIcon />
                </ListItemIcon>
                <ListItemText primary={t('common:privacyNotice')} />
              </ListItemButton>
            </ListItem>
          </List>
          <Box sx={{ px: 2, py: 1 }}>
            <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }} id="language-label">
              {t('common:language.label')}
            </Typography>
            <LanguageSwitch size="medium" />
          </Box>
          <Box sx={{ mt: 'auto', p: 2 }}>
            <Button
              fullWidth
              variant="outlined"
              size="large"
              startIcon={<LogoutIcon />}
              onClick={() => void handleLogout()}
              sx={{ minHeight: 48 }}
              data-testid="logout"
            >
              {t('logout')}
            </Button>
          </Box>
        </Box>
      </Drawer>
      <ConfirmDialog
        open={unsent > 0}
        title={t('logoutPending.title')}
        message={t('logoutPending.message', { count: unsent })}
        confirmLabel={t('logoutPending.confirm')}
        cancelLabel={t('logoutPending.cancel')}
        onConfirm={endSession}
        onCancel={() => setUnsent(0)}
      />
      <Suspense fallback={null}>
        {canEdit && (editing || opened.edit) && (
          <EditUserDialog user={user} open={editing} onClose={() => setEditing(false)} />
        )}
        {canEdit && (changingSignIn || opened.signIn) && (
          <SignInDialog user={user} open={changingSignIn} onClose={() => setChangingSignIn(false)} />
        )}
      </Suspense>
    </>
  );
}
