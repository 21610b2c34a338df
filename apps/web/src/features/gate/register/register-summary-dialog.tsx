// The register details dialog (spec §4 manual register: form → summary → confirm or deny): what will be
// written, then confirm access (open gate at a remote-pulse door) or deny with a reason.
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface SummaryLine {
  term: string;
  value: string;
  /** Unique among the lines when the term may repeat another's (a custom attribute named like a field). */
  id?: string;
}

interface RegisterSummaryDialogProps {
  open: boolean;
  lines: readonly SummaryLine[];
  opensGate: boolean;
  isPending: boolean;
  onConfirm: () => void;
  onDeny: () => void;
  onBack: () => void;
}

export function RegisterSummaryDialog({
  open,
  lines,
  opensGate,
  isPending,
  onConfirm,
  onDeny,
  onBack,
}: RegisterSummaryDialogProps) {
  const { t } = useTranslation('register');
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : onBack}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      data-testid="register-summary"
      sx={isPhone ? { '& .MuiDialog-paper': { m: 1.5, width: 'calc(100% - 24px)' } } : undefined}
    >
      <DialogTitle id={titleId}>{t('summary.title')}</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(96px, auto) 1fr', gap: 1 }}>
          {lines.map((line) => (
            <Box key={line.id ?? line.term} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ color: 'text.secondary', fontWeight: 600 }}>
                {line.term}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                {line.value}
              </Typography>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onBack} disabled={isPending}>
          {t('summary.back')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" color="error" size="large" onClick={onDeny} disabled={isPending}>
          {t('summary.deny')}
        </Button>
        <Button
          variant="contained"
          color="success"
          size="large"
          onClick={onConfirm}
          disabled={isPending}
          startIcon={isPending ? <CircularProgress size={20} color="inherit" aria-hidden /> : undefined}
        >
          {t(opensGate ? 'summary.confirmOpenGate' : 'summary.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
