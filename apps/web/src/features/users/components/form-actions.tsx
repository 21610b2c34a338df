// The buttons under a users form on its own screen: an optional action on the left (delete), cancel (a
// link back) and submit, which shows progress and stays off once saved while the screen moves on.
import { Box, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PendingButton } from '../../../components/pending-button.tsx';

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
      <PendingButton type="submit" isPending={isPending} disabled={isDone}>
        {submitLabel}
      </PendingButton>
    </Box>
  );
}
