// A phone screen of one record (an invitation, a logbook record): a link back to its list over a 760 px column,
// a spinner while the record loads, then the record — or, when there is none the user may see, the screen's
// title and a "not found" note.
import { Alert, Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { BackLink } from './back-link.tsx';
import { LoadingBlock } from './feedback/loading-block.tsx';

interface RecordScreenProps {
  back: { to: string; label: string };
  /** The screen's h1 when there is no record to show (the record's own view names it otherwise). */
  title: string;
  notFoundText: string;
  loadingLabel: string;
  isLoading: boolean;
  /** The record's view; null when there is no record. */
  children: ReactNode | null;
}

export function RecordScreen({ back, title, notFoundText, loadingLabel, isLoading, children }: RecordScreenProps) {
  return (
    <Box sx={{ p: 2, maxWidth: 760, mx: 'auto', display: 'grid', gap: 2 }}>
      <BackLink to={back.to} label={back.label} />
      {isLoading ? (
        <LoadingBlock label={loadingLabel} py={6} />
      ) : (
        (children ?? (
          <>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
            <Alert severity="warning">{notFoundText}</Alert>
          </>
        ))
      )}
    </Box>
  );
}
