// The label dialog of spec §2/§4: shown instead of the success message when a register answers
// print_data. Print sends only the label to the printer (a print stylesheet hides the app and sets the
// page to 540×360) after the print delay of spec §9, so the photo has loaded; Continue moves on.
import { LABEL_HEIGHT, LABEL_WIDTH, PRINT_DELAY_MS, type PrintData } from '@garita/contract';
import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, GlobalStyles } from '@mui/material';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { VisitorLabel } from './visitor-label.tsx';

export const PRINT_ROOT_CLASS = 'garita-label-print';

const printStyles = {
  [`.${PRINT_ROOT_CLASS}`]: { display: 'none' },
  '@media print': {
    '@page': { size: `${LABEL_WIDTH}px ${LABEL_HEIGHT}px`, margin: 0 },
    'html, body': { margin: 0, padding: 0, background: '#fff' },
    [`body > *:not(.${PRINT_ROOT_CLASS})`]: { display: 'none !important' },
    [`.${PRINT_ROOT_CLASS}`]: { display: 'block', width: `${LABEL_WIDTH}px`, height: `${LABEL_HEIGHT}px` },
  },
} as const;

interface LabelDialogProps {
  open: boolean;
  data: PrintData | null;
  companyName: string;
  accessPointName: string;
  timeZone: string;
  onContinue: () => void;
}

export function LabelDialog({ open, data, companyName, accessPointName, timeZone, onContinue }: LabelDialogProps) {
  const { t } = useTranslation('scanner');
  const titleId = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const print = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => window.print(), PRINT_DELAY_MS);
  };

  if (!data) return null;
  const label = (
    <VisitorLabel data={data} companyName={companyName} accessPointName={accessPointName} timeZone={timeZone} />
  );
  return (
    <>
      <Dialog open={open} aria-labelledby={titleId} fullWidth maxWidth="sm" data-testid="label-dialog">
        <DialogTitle id={titleId}>{t('label.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', justifyItems: 'center' }}>
          <Box sx={{ width: '100%', maxWidth: LABEL_WIDTH, boxShadow: 2 }}>{label}</Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" size="large" startIcon={<PrintIcon />} onClick={print}>
            {t('label.print')}
          </Button>
          <Button variant="contained" size="large" onClick={onContinue}>
            {t('label.continue')}
          </Button>
        </DialogActions>
      </Dialog>
      {open && (
        <>
          <GlobalStyles styles={printStyles} />
          {createPortal(
            <div className={PRINT_ROOT_CLASS} aria-hidden>
              <Box sx={{ width: LABEL_WIDTH }}>{label}</Box>
            </div>,
            document.body,
          )}
        </>
      )}
    </>
  );
}
