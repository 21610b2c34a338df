// One block of the Intelligence page: a titled, outlined panel (its title an h2, with an optional line of help).
import { Paper, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

interface SectionProps {
  title: string;
  help?: string;
  children: ReactNode;
  testId?: string;
}

export function Section({ title, help, children, testId }: SectionProps) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid={testId}
      sx={{
        p: { xs: 1.5, sm: 2 },
        borderRadius: 3,
        minWidth: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 1.5,
        alignContent: 'start',
      }}
    >
      <div>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {help && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {help}
          </Typography>
        )}
      </div>
      {children}
    </Paper>
  );
}
