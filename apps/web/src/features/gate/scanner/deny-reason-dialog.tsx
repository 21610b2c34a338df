// Denying an access or exit asks for the reason first (spec §4/§5: a denial needs a non-empty reason).
import type { AccessType } from '@garita/contract';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../../components/pending-button.tsx';

interface DenyReasonDialogProps {
  open: boolean;
  direction: AccessType;
  isPending?: boolean;
  onCancel: () => void;
  onDeny: (reason: string) => void;
}

export function DenyReasonDialog({ open, direction, isPending = false, onCancel, onDeny }: DenyReasonDialogProps) {
  const { t } = useTranslation('scanner');
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const isEmpty = reason.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!isEmpty) onDeny(reason.trim());
  };

  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : onCancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      fullScreen={false}
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
      sx={isPhone ? { '& .MuiDialog-paper': { m: 1.5, width: 'calc(100% - 24px)' } } : undefined}
    >
      <DialogTitle id={titleId}>{t(`deny.title.${direction}`)}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          label={t('deny.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          required
          multiline
          minRows={2}
          fullWidth
          error={touched && isEmpty}
          helperText={touched && isEmpty ? t('deny.required') : t('deny.helper')}
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={isPending}>
          {t('deny.cancel')}
        </Button>
        <PendingButton type="submit" color="error" isPending={isPending}>
          {t('deny.confirm')}
        </PendingButton>
      </DialogActions>
    </Dialog>
  );
}
