// The title line of a phone screen: a back (or close) link where spec §2 says "back" goes, the screen's one
// <h1>, which wraps anywhere rather than widen the page, and optional actions on the right.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, IconButton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface ScreenHeaderProps {
  title: string;
  /** Where the back arrow goes; none on a screen of the menu. */
  backTo?: string;
  backLabel?: string;
  actions?: ReactNode;
}

export function ScreenHeader({ title, backTo, backLabel, actions }: ScreenHeaderProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {backTo && (
        <IconButton component={Link} to={backTo} aria-label={backLabel} edge="start">
          <ArrowBackIcon />
        </IconButton>
      )}
      <Typography component="h1" variant="h5" sx={{ flex: 1, fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {actions}
    </Box>
  );
}
