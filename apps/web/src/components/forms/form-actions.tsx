// The buttons under a form on a phone screen of its own: an optional action on the left (delete), cancel (a
// link back) and submit, which shows progress and can stay off (nothing to save yet, or saved while the screen
// moves on).
import { Box, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PendingButton } from '../pending-button.tsx';

interface FormActionsProps {
  cancelTo: string;
  submitLabel: string;
  isPending: boolean;
  isSubmitDisabled?: boolean;
  leading?: ReactNode;
}

export function FormActions({ cancelTo, submitLabel, isPending, isSubmitDisabled = false, leading }: FormActionsProps) {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end', mt: 3 }}>
      {leading}
      <Button component={Link} to={cancelTo}>
        {t('cancel')}
      </Button>
      <PendingButton type="submit" isPending={isPending} disabled={isSubmitDisabled}>
        {submitLabel}
      </PendingButton>
    </Box>
  );
}
