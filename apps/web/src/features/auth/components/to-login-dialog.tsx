// The closing dialog of the restore and reset password pages, whose only way on is the login page.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useNavigate } from 'react-router';

export function ToLoginDialog({
  open,
  titleId,
  title,
  body,
  buttonLabel,
}: {
  open: boolean;
  titleId: string;
  title: string;
  body: string;
  buttonLabel: string;
}) {
  const navigate = useNavigate();
  return (
    <Dialog open={open} aria-labelledby={titleId} onClose={() => navigate('/login')}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => navigate('/login')}>
          {buttonLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
