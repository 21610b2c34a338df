// /register (spec §2/§4 manual register): the shared manual register form at the guard's access point; once
// it is written (and its message or label is closed) the logbook opens.
import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { BOTTOM_MENU_HEIGHT } from '../../../components/layouts/mobile-shell.tsx';
import { useGuardContext } from '../lib/guard-access-point.ts';
import { ManualRegisterForm } from './manual-register-form.tsx';

export default function RegisterScreen() {
  const { t } = useTranslation('register');
  const navigate = useNavigate();
  const context = useGuardContext();
  if (!context) return null;
  const { user, accessPoint } = context;
  return (
    <Box sx={{ p: 2, maxWidth: 760, mx: 'auto', display: 'grid', gap: 2.5 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      {accessPoint ? (
        // A new access point starts a new form (its doors and units differ).
        <ManualRegisterForm
          key={accessPoint.id}
          user={user}
          accessPoint={accessPoint}
          onFinished={() => void navigate('/logbook')}
          stickyBottom={{ xs: BOTTOM_MENU_HEIGHT + 8, lg: 8 }}
        />
      ) : (
        <>
          <Alert severity="info">{t('noAccessPoint')}</Alert>
          <Button component={RouterLink} to="/qr-scanner" variant="contained">
            {t('title')}
          </Button>
        </>
      )}
    </Box>
  );
}
