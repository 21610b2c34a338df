// What a screen shows while its code or first data loads.
import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '40dvh' }} role="status" aria-live="polite">
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}
