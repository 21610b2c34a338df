// One term and its value in a two-column definition list (<dl>) of record details; `wide` takes both columns.
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function DetailItem({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <Box sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}
