// The top line of the users screens on a phone: a back arrow to where spec §2 says "back" goes, the
// screen's one <h1>, and optional actions on the right.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, IconButton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface ScreenHeaderProps {
  title: string;
  backTo: string;
  backLabel: string;
  actions?: ReactNode;
}

export function ScreenHeader({ title, backTo, backLabel, actions }: ScreenHeaderProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <IconButton component={Link} to={backTo} aria-label={backLabel} edge="start">
        <ArrowBackIcon />
      </IconButton>
      <Typography component="h1" variant="h5" sx={{ flex: 1, minWidth: 0, fontWeight: 700, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {actions}
    </Box>
  );
}
