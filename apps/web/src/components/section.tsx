// A titled part of a settings screen (network settings, privacy): a heading, an optional introduction, the content.
import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700, mb: intro ? 0.5 : 2 }}>
        {title}
      </Typography>
      {intro && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
