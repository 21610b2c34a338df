// The title line of the event screens on a phone: a back (or close) link, the page's h1, and actions.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, IconButton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface ScreenHeaderProps {
  title: string;
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

/** The column every event screen lays its content in. */
export const SCREEN_SX = {
  p: 2,
  maxWidth: 720,
  mx: 'auto',
  display: 'grid',
  // One column that never grows past the screen, whatever a child's minimum width.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 2,
} as const;
