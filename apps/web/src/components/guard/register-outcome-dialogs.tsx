// What a guard sees once a register is written (spec §2/§4): a success dialog (access or exit registered,
// the gate opened or not) and a denied dialog (the denial is in the logbook; close, or create a register).
import type { AccessType } from '@garita/contract';
import DeniedIcon from '@mui/icons-material/Block';
import GrantedIcon from '@mui/icons-material/CheckCircle';
import { Alert, Box, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

interface OutcomeDialogProps {
  open: boolean;
  kind: 'granted' | 'denied';
  title: string;
  message?: string;
  /** true/false after an open-gate call at a remote-pulse gate; null when none was made. */
  gateOpened?: boolean | null;
  actions: ReactNode;
  testId?: string;
}

export function OutcomeDialog({ open, kind, title, message, gateOpened = null, actions, testId }: OutcomeDialogProps) {
  const { t } = useTranslation('scanner');
  const titleId = useId();
  const Icon = kind === 'granted' ? GrantedIcon : DeniedIcon;
  return (
    <Dialog open={open} aria-labelledby={titleId} fullWidth maxWidth="xs" data-testid={testId}>
      <DialogTitle id={titleId} sx={{ textAlign: 'center', pt: 3 }}>
        <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1 }}>
          <Icon aria-hidden sx={{ fontSize: 64 }} color={kind === 'granted' ? 'success' : 'error'} />
          {title}
        </Box>
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5, textAlign: 'center' }}>
        {message && <Typography>{message}</Typography>}
        {gateOpened === true && <Alert severity="success">{t('done.gateOpened')}</Alert>}
        {gateOpened === false && <Alert severity="warning">{t('done.gateFailed')}</Alert>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1, flexWrap: 'wrap', '& > *': { flex: '1 1 140px' } }}>
        {actions}
      </DialogActions>
    </Dialog>
  );
}

export function doneTitleKey(direction: AccessType): 'done.access' | 'done.exit' {
  return direction === 'access' ? 'done.access' : 'done.exit';
}
