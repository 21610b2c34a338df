// A button whose action is under way: a spinner takes the place of its icon and it stays off until the action
// ends, so a second tap cannot send the same thing twice. Contained unless told otherwise.
import { Button, type ButtonProps, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';

interface PendingButtonProps extends Omit<ButtonProps, 'startIcon'> {
  isPending: boolean;
  /** The icon shown while nothing is under way. */
  icon?: ReactNode;
}

export function PendingButton({
  isPending,
  icon,
  disabled = false,
  variant = 'contained',
  ...props
}: PendingButtonProps) {
  return (
    <Button
      variant={variant}
      {...props}
      disabled={isPending || disabled}
      startIcon={isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : icon}
    />
  );
}
