// The frame of the new and edit invitation screens on a phone: back to /invitations, the title, the form.
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../components/back-link.tsx';

export function FormScreen({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('invitations');
  return (
    <Box sx={{ p: 2, maxWidth: 760, mx: 'auto', display: 'grid', gap: 2 }}>
      <BackLink to="/invitations" label={t('detail.back')} />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
