// The screen for any path that does not exist, or is not offered to this user or built yet.
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

export function NotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Box data-screen="not-found" sx={{ display: 'grid', placeItems: 'center', p: 3, minHeight: '50dvh' }}>
      <Box sx={{ maxWidth: 440, textAlign: 'center' }}>
        <SearchOffIcon sx={{ fontSize: 64, color: 'primary.main' }} aria-hidden />
        <Typography variant="h5" component="h1" sx={{ mt: 1, fontWeight: 700 }}>
          {t('notFound.title')}
        </Typography>
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t('notFound.body')}</Typography>
        {pathname !== '/' && (
          <Button component={Link} to="/" variant="contained" sx={{ mt: 3 }}>
            {t('notFound.home')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
