// A dialog holding the form of a new item or of one to edit (a gate, a custom attribute): full screen on a phone,
// and it keeps showing the last item while it fades out. Put the form's state in `children`, keyed by the item, so
// each opening starts fresh.
import { Dialog, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';

interface FormDialogProps<Item> {
  /** The item to edit, 'new' for a new one, null when closed. */
  item: Item | 'new' | null;
  onClose: () => void;
  title: (item: Item | null) => string;
  children: (item: Item | null) => ReactNode;
}

export function FormDialog<Item>({ item, onClose, title, children }: FormDialogProps<Item>) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [shown, setShown] = useState(item);
  if (item && item !== shown) setShown(item);
  const editing = shown === 'new' ? null : shown;
  return (
    <Dialog
      open={item !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{title(editing)}</DialogTitle>
      {shown && children(editing)}
    </Dialog>
  );
}
