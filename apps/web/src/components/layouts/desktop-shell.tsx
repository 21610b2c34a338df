// Desktop layout (spec §2 "Desktop admin shell"): the left menu of the role's sections, a header with
// page-wide actions and the profile button, and the page. Without sections (the guard console) it is the
// header and the page only. Below 1200 px (a forced desktop account on a small screen) the menu folds away.
import type { User } from '@garita/contract';
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Drawer, IconButton, List, ListSubheader, Toolbar, useMediaQuery, useTheme } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Brand } from '../brand.tsx';
import { isActivePath, type MenuSection } from './menu.ts';
import { MenuListItem } from './menu-list-item.tsx';
import { InDesktopShell } from './shell-context.ts';

export const SIDE_MENU_WIDTH = 264;

interface DesktopShellProps {
  user: User;
  sections: MenuSection[];
  /** The entry whose page shows at "/" (invitations, spec §2). */
  indexPath?: string;
  accountMenu: ReactNode;
  headerActions?: ReactNode;
}

export function DesktopShell({ user, sections, indexPath, accountMenu, headerActions }: DesktopShellProps) {
  const { t } = useTranslation('nav');
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const hasMenu = sections.length > 0;

  const menu = (
    <Box
      component="nav"
      aria-label={t('mainMenu')}
      sx={{ width: SIDE_MENU_WIDTH, minHeight: '100%', bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <Toolbar sx={{ bgcolor: 'background.paper', color: 'text.primary' }}>
        <Brand name={user.network.company_name} size={32} wrap />
      </Toolbar>
      <Box>
        {sections.map((section) => (
          <List
            key={section.title ?? section.items[0]?.path}
            subheader={
              section.title ? (
                <ListSubheader
                  sx={{ bgcolor: 'inherit', color: 'inherit', opacity: 0.85, fontWeight: 700, lineHeight: '40px' }}
                >
                  {t(section.title)}
                </ListSubheader>
              ) : undefined
            }
          >
            {section.items.map((item) => (
              <MenuListItem
                key={item.path}
                item={item}
                selected={isActivePath(item.path, pathname, indexPath)}
                onClick={() => setMenuOpen(false)}
                sx={{
                  mx: 1,
                  borderRadius: 2,
                  color: 'inherit',
                  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'rgba(255,255,255,0.18)' },
                  '&.Mui-selected': { boxShadow: `inset 4px 0 0 ${theme.palette.secondary.main}` },
                }}
                iconSx={{ color: 'inherit', minWidth: 40 }}
              />
            ))}
          </List>
        ))}
      </Box>
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
      {hasMenu && isWide && (
        <Drawer
          variant="permanent"
          sx={{ width: SIDE_MENU_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: SIDE_MENU_WIDTH, border: 0 } }}
        >
          {menu}
        </Drawer>
      )}
      {hasMenu && !isWide && (
        <Drawer
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          slotProps={{ paper: { 'aria-label': t('mainMenu') } }}
        >
          {menu}
        </Drawer>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Toolbar sx={{ gap: 1 }}>
            {hasMenu && !isWide && (
              <IconButton edge="start" aria-label={t('openMenu')} onClick={() => setMenuOpen(true)}>
                <MenuIcon />
              </IconButton>
            )}
            {(!hasMenu || !isWide) && <Brand name={user.network.company_name} size={32} />}
            <Box sx={{ flex: 1 }} />
            {headerActions}
            {accountMenu}
          </Toolbar>
        </AppBar>
        <Box component="main" sx={{ flex: 1, p: { xs: 2, md: 3 } }}>
          <InDesktopShell value>
            <Outlet />
          </InDesktopShell>
        </Box>
      </Box>
    </Box>
  );
}
