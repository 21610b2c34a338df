// /sign-up (spec §2): a static page that explains how accounts are created; it makes no call.

import CheckIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { Button, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicLayout } from '../../../components/layouts/public-layout.tsx';

const STEPS = ['stepResident', 'stepFamily', 'stepGuard', 'stepEmail'] as const;

export function SignUpPage() {
  const { t } = useTranslation('auth');
  return (
    <PublicLayout title={t('signUp.title')} screen="sign-up">
      <Typography sx={{ color: 'text.secondary' }}>{t('signUp.body')}</Typography>
      <List>
        {STEPS.map((step) => (
          <ListItem key={step} disableGutters alignItems="flex-start">
            <ListItemIcon sx={{ minWidth: 36, mt: 0.5, color: 'primary.main' }}>
              <CheckIcon aria-hidden />
            </ListItemIcon>
            <ListItemText primary={t(`signUp.${step}`)} />
          </ListItem>
        ))}
      </List>
      <Button component={Link} to="/login" variant="contained" size="large" fullWidth sx={{ minHeight: 48 }}>
        {t('signUp.backToLogin')}
      </Button>
    </PublicLayout>
  );
}
