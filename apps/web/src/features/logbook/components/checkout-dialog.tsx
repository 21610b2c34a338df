// Check out (spec §4): the guard picks the exit door (the first exit gate of their access point by
// default) and the exit is logged against the entry (POST /transactions/log_exit); then a success
// message and the logbook.
import type { Gate } from '@garita/contract';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../../components/pending-button.tsx';

interface CheckoutDialogProps {
  open: boolean;
  doors: readonly Gate[];
  isPending: boolean;
  onCancel: () => void;
  onConfirm: (gate: Gate) => void;
}

export function CheckoutDialog({ open, doors, isPending, onCancel, onConfirm }: CheckoutDialogProps) {
  const { t } = useTranslation('logbook');
  const titleId = useId();
  const [doorId, setDoorId] = useState<number | null>(doors[0]?.id ?? null);
  const door = doors.find((gate) => gate.id === doorId);
  return (
    <Dialog open={open} onClose={isPending ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('checkout.title')}</DialogTitle>
      <DialogContent>
        {doors.length === 0 ? (
          <Alert severity="warning">{t('checkout.noDoor')}</Alert>
        ) : (
          <TextField
            select
            required
            label={t('checkout.door')}
            value={doorId ?? ''}
            onChange={(event) => setDoorId(Number(event.target.value) || null)}
            fullWidth
            sx={{ mt: 1 }}
          >
            {doors.map((gate) => (
              <MenuItem key={gate.id} value={gate.id}>
                {gate.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={isPending}>
          {t('checkout.cancel')}
        </Button>
        <PendingButton size="large" onClick={() => door && onConfirm(door)} isPending={isPending} disabled={!door}>
          {t('checkout.confirm')}
        </PendingButton>
      </DialogActions>
    </Dialog>
  );
}
