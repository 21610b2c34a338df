// One entry of a side menu (the desktop's left menu, the phone's sections drawer): a link with the entry's
// icon and name, marked as the current page when it is.
import { ListItem, ListItemButton, ListItemIcon, ListItemText, type SxProps, type Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlainIcon } from '../plain-icon.tsx';
import type { MenuItem } from './menu.ts';

interface MenuListItemProps {
  item: MenuItem;
  selected: boolean;
  onClick: () => void;
  sx?: SxProps<Theme>;
  iconSx?: SxProps<Theme>;
}

export function MenuListItem({ item, selected, onClick, sx, iconSx }: MenuListItemProps) {
  const { t } = useTranslation('nav');
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={Link}
        to={item.path}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        onClick={onClick}
        sx={sx}
      >
        <ListItemIcon sx={iconSx}>
          <PlainIcon path={item.icon} />
        </ListItemIcon>
        <ListItemText primary={t(item.label)} />
      </ListItemButton>
    </ListItem>
  );
}
