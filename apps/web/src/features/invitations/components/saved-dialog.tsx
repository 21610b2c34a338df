// "Invitation created / saved" (spec §4): a success dialog that moves on by itself after 3 s, or at once
// with its button.

import CheckIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type ReactNode, useEffect, useId, useRef } from 'react';

/** Spec §4: the create and edit success dialogs stay 3 s. */
export const INVITATION_SAVED_MS = 3_000;

interface SavedDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  doneLabel: string;
  onDone: () => void;
}

export function SavedDialog({ open, title, message, doneLabel, onDone }: SavedDialogProps) {
  const titleId = useId();
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => done.current(), INVITATION_SAVED_MS);
    return () => clearTimeout(timer);
  }, [open]);
  return (
    <Dialog open={open} onClose={onDone} aria-labelledby={titleId} maxWidth="xs" fullWidth data-testid="saved-dialog">
      <Box sx={{ display: 'grid', placeItems: 'center', pt: 3 }}>
        <CheckIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
      </Box>
      <DialogTitle id={titleId} sx={{ textAlign: 'center', fontWeight: 700 }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ textAlign: 'center' }}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 2 }}>
        <Button variant="contained" onClick={onDone}>
          {doneLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
