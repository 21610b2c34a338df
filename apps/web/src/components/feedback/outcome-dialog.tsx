// The dialog that says how an action came out: a big green tick or red sign over the title, a message, what
// the caller adds under it, and the caller's buttons. It has no timer: the caller closes it.
import DeniedIcon from '@mui/icons-material/Block';
import GrantedIcon from '@mui/icons-material/CheckCircle';
import { Box, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

export interface OutcomeDialogProps {
  open: boolean;
  kind: 'granted' | 'denied';
  title: string;
  message?: string;
  actions: ReactNode;
  testId?: string;
  /** Shown under the message. */
  children?: ReactNode;
}

export function OutcomeDialog({ open, kind, title, message, actions, testId, children }: OutcomeDialogProps) {
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
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1, flexWrap: 'wrap', '& > *': { flex: '1 1 140px' } }}>
        {actions}
      </DialogActions>
    </Dialog>
  );
}
