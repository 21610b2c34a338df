// The frame of the new and edit invitation screens on a phone: back to /invitations, the title, the form.
import BackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export function FormScreen({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('invitations');
  return (
    <Box sx={{ p: 2, maxWidth: 760, mx: 'auto', display: 'grid', gap: 2 }}>
      <Box>
        <Button component={RouterLink} to="/invitations" startIcon={<BackIcon />}>
          {t('detail.back')}
        </Button>
      </Box>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
