// A text link back to a list ("Back to invitations"), on a line of its own above or under a record.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button } from '@mui/material';
import { Link } from 'react-router';

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Box>
      <Button component={Link} to={to} startIcon={<ArrowBackIcon />}>
        {label}
      </Button>
    </Box>
  );
}
