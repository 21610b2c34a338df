// An icon button named for screen readers by the same words its tooltip shows.
import { IconButton, type IconButtonProps, Tooltip } from '@mui/material';

interface LabelledIconButtonProps extends Omit<IconButtonProps, 'aria-label'> {
  /** The tooltip and the button's accessible name. */
  label: string;
}

export function LabelledIconButton({ label, ...props }: LabelledIconButtonProps) {
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} {...props} />
    </Tooltip>
  );
}
