// The buttons under a users form on its own screen: an optional action on the left (delete), cancel (a
// link back) and submit, which shows progress and stays off once saved while the screen moves on.
import { Box, Button, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface FormActionsProps {
  cancelTo: string;
  submitLabel: string;
  isPending: boolean;
  isDone: boolean;
  leading?: ReactNode;
}

export function FormActions({ cancelTo, submitLabel, isPending, isDone, leading }: FormActionsProps) {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end', mt: 3 }}>
      {leading}
      <Button component={Link} to={cancelTo}>
        {t('cancel')}
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={isPending || isDone}
        startIcon={isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {submitLabel}
      </Button>
    </Box>
  );
}
