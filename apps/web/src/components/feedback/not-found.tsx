// The screen for any path that does not exist, or is not offered to this user or built yet.
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, Typography } from '@mui/material';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** Where "go to the home page" leads: the signed-in user's landing page, "/" otherwise. */
export const HomePathContext = createContext('/');

export function NotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const home = useContext(HomePathContext);
  return (
    <Box data-screen="not-found" sx={{ display: 'grid', placeItems: 'center', p: 3, minHeight: '50dvh' }}>
      <Box sx={{ maxWidth: 440, textAlign: 'center' }}>
        <SearchOffIcon sx={{ fontSize: 64, color: 'primary.main' }} aria-hidden />
        <Typography variant="h5" component="h1" sx={{ mt: 1, fontWeight: 700 }}>
          {t('notFound.title')}
        </Typography>
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t('notFound.body')}</Typography>
        {pathname !== home && pathname !== '/' && (
          <Button component={Link} to={home} variant="contained" sx={{ mt: 3 }}>
            {t('notFound.home')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
