// An icon button that navigates (add, edit), named for screen readers and explained by a tooltip.
import { IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function IconLink({ to, label, icon }: { to: string; label: string; icon: ReactNode }) {
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to={to} aria-label={label} color="primary">
        {icon}
      </IconButton>
    </Tooltip>
  );
}
