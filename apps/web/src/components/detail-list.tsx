// Record details as a definition list (<dl>): terms in grey over (or beside) their values, which wrap
// anywhere so a long email or name never widens the page.
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A grid of DetailItems, two columns (or one) of equal width on any screen. */
export function DetailList({ children, columns = 2 }: { children: ReactNode; columns?: 1 | 2 }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 1.5 }}
    >
      {children}
    </Box>
  );
}

interface DetailItemProps {
  term: string;
  children: ReactNode;
  /** Takes both columns of a DetailList. */
  wide?: boolean;
  /** Term beside value: both become cells of the list's own grid (a term column and a value column). */
  inline?: boolean;
  /** The value in the smaller body text. */
  small?: boolean;
  valueTestId?: string;
}

/** One term and its value. */
export function DetailItem({
  term,
  children,
  wide = false,
  inline = false,
  small = false,
  valueTestId,
}: DetailItemProps) {
  return (
    <Box sx={inline ? { display: 'contents' } : { gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {term}
      </Typography>
      <Typography
        component="dd"
        variant={small ? 'body2' : 'body1'}
        sx={{ m: 0, overflowWrap: 'anywhere' }}
        data-testid={valueTestId}
      >
        {children}
      </Typography>
    </Box>
  );
}
