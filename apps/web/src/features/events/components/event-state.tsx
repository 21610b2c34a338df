// What an event screen shows while its event loads, when it does not exist (or is not the user's: 404), or
// when it could not be read.
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/errors.ts';

interface EventStateProps {
  isLoading: boolean;
  isMissing: boolean;
  error: unknown;
}

/** Null once the event is there. */
export function EventState({ isLoading, isMissing, error }: EventStateProps) {
  const { t } = useTranslation('events');
  if (isLoading) {
    return (
      <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 6 }} role="status" aria-live="polite">
        <CircularProgress aria-hidden />
        <Typography sx={{ color: 'text.secondary' }}>{t('detail.loading')}</Typography>
      </Box>
    );
  }
  if (!isMissing && !error) return null;
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 4, textAlign: 'center' }} role="alert">
      <Typography>{isMissing ? t('detail.notFound') : errorMessage(error)}</Typography>
      <Button component={Link} to="/events" variant="outlined">
        {t('detail.back')}
      </Button>
    </Box>
  );
}
