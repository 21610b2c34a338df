// The admin's sections on a phone (mobile-shell.tsx): a drawer of the routes the bottom menu lacks. MUI's Drawer,
// loaded when the menu is first opened, with MUI's theme (components/lazy-mui.tsx).
import type { User } from '@garita/contract';
import { Box, Drawer, List, Toolbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Brand } from '../brand.tsx';
import { isActivePath, type MenuItem } from './menu.ts';
import { MenuListItem } from './menu-list-item.tsx';

interface SectionsDrawerProps {
  user: User;
  items: MenuItem[];
  open: boolean;
  onClose: () => void;
}

export function SectionsDrawer({ user, items, open, onClose }: SectionsDrawerProps) {
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': t('sections') } }}>
      <Box sx={{ width: 280 }} component="nav" aria-label={t('sections')}>
        <Toolbar>
          <Brand name={user.network.company_name} size={32} />
        </Toolbar>
        <List>
          {items.map((item) => (
            <MenuListItem key={item.path} item={item} selected={isActivePath(item.path, pathname)} onClick={onClose} />
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
