// Mobile layout (under 1200 px, spec §1/§2): a top bar with the network's name and the profile button,
// the screen, and the role's bottom menu; admins also get a menu of the sections the bottom menu lacks.
import type { User } from '@garita/contract';
import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  BottomNavigation,
  BottomNavigationAction,
  Box,
  Drawer,
  IconButton,
  List,
  Paper,
  Toolbar,
  Typography,
} from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { Brand } from '../brand.tsx';
import { isActivePath, type MenuItem } from './menu.ts';
import { MenuListItem } from './menu-list-item.tsx';

export const BOTTOM_MENU_HEIGHT = 64;

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
  const current = bottomItems.find((item) => isActivePath(item.path, pathname))?.path ?? false;

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <AppBar position="sticky">
        <Toolbar sx={{ gap: 1 }}>
          {sectionItems.length > 0 && (
            <IconButton edge="start" color="inherit" aria-label={t('openMenu')} onClick={() => setSectionsOpen(true)}>
              <MenuIcon />
            </IconButton>
          )}
          <Typography component="div" variant="h6" noWrap sx={{ flex: 1, fontWeight: 700 }}>
            {user.network.company_name}
          </Typography>
          {headerActions}
          {accountMenu}
        </Toolbar>
      </AppBar>

      <Box component="main" sx={{ flex: 1, pb: bottomItems.length > 0 ? `${BOTTOM_MENU_HEIGHT + 8}px` : 0 }}>
        {notices}
        <Outlet />
      </Box>

      {bottomItems.length > 0 && (
        <Paper
          component="nav"
          aria-label={t('mainMenu')}
          elevation={8}
          sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: (theme) => theme.zIndex.appBar }}
        >
          <BottomNavigation showLabels value={current} sx={{ height: BOTTOM_MENU_HEIGHT }}>
            {bottomItems.map((item) => (
              <BottomNavigationAction
                key={item.path}
                component={Link}
                to={item.path}
                value={item.path}
                label={t(item.label)}
                icon={<item.icon />}
                aria-current={current === item.path ? 'page' : undefined}
                sx={{ minWidth: 0, px: 0.5 }}
              />
            ))}
          </BottomNavigation>
        </Paper>
      )}

      {sectionItems.length > 0 && (
        <Drawer
          open={sectionsOpen}
          onClose={() => setSectionsOpen(false)}
          slotProps={{ paper: { 'aria-label': t('sections') } }}
        >
          <Box sx={{ width: 280 }} component="nav" aria-label={t('sections')}>
            <Toolbar>
              <Brand name={user.network.company_name} size={32} />
            </Toolbar>
            <List>
              {sectionItems.map((item) => (
                <MenuListItem
                  key={item.path}
                  item={item}
                  selected={isActivePath(item.path, pathname)}
                  onClick={() => setSectionsOpen(false)}
                />
              ))}
            </List>
          </Box>
        </Drawer>
      )}
    </Box>
  );
}
