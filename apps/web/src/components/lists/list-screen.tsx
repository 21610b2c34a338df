// A phone list screen: its <h1> title with the screen's actions beside it (wrapping under it when narrow),
// then the list, in a column no wider than 960 px.
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function ListScreen({ title, actions, children }: { title: string; actions: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ p: 2, maxWidth: 960, mx: 'auto', display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5" sx={{ flex: 1, fontWeight: 700 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Box>
  );
}
