// Replaces the app while the browser is offline (spec §2); it goes away by itself when the connection returns.
import WifiOffIcon from '@mui/icons-material/WifiOff';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function OfflineScreen() {
  const { t } = useTranslation();
  return (
    <Box
      component="main"
      data-screen="offline"
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
    >
      <Box sx={{ maxWidth: 420 }}>
        <WifiOffIcon sx={{ fontSize: 72, color: 'primary.main' }} aria-hidden />
        <Typography variant="h5" component="h1" sx={{ mt: 2, fontWeight: 700 }}>
          {t('offline.title')}
        </Typography>
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t('offline.body')}</Typography>
      </Box>
    </Box>
  );
}
