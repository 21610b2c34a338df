// A short-lived message in a modal (spec §4): "event created" for 3 s before going back to the events, the
// duplicate guest warning for 2.5 s, the "invitations sent" note. It closes by itself after `autoCloseMs`,
// or with its button.
import DoneIcon from '@mui/icons-material/CheckCircle';
import WarningIcon from '@mui/icons-material/ErrorOutlined';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useEffect, useId, useRef } from 'react';

interface NoticeDialogProps {
  open: boolean;
  kind: 'success' | 'warning';
  title: string;
  message: string;
  buttonLabel: string;
  onClose: () => void;
  autoCloseMs?: number;
  testId?: string;
}

export function NoticeDialog({
  open,
  kind,
  title,
  message,
  buttonLabel,
  onClose,
  autoCloseMs,
  testId,
}: NoticeDialogProps) {
  const titleId = useId();
  const messageId = useId();
  // The latest handler, so a re-render does not restart the timer.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    if (!open || autoCloseMs === undefined) return;
    const timer = setTimeout(() => closeRef.current(), autoCloseMs);
    return () => clearTimeout(timer);
  }, [open, autoCloseMs]);
  const Icon = kind === 'success' ? DoneIcon : WarningIcon;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
      data-testid={testId}
    >
      <DialogTitle id={titleId} sx={{ textAlign: 'center', pt: 3 }}>
        <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1 }}>
          <Icon aria-hidden sx={{ fontSize: 56 }} color={kind === 'success' ? 'success' : 'warning'} />
          {title}
        </Box>
      </DialogTitle>
      <DialogContent>
        <Typography id={messageId} sx={{ textAlign: 'center' }}>
          {message}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button variant="contained" fullWidth onClick={onClose}>
          {buttonLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
