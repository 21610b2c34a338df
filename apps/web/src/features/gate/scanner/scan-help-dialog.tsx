// The help of the gate selection screen (spec §2): what an invitation QR code looks like and the six steps.
import { QR_LEVEL } from '@garita/contract';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const STEPS = ['1', '2', '3', '4', '5', '6'] as const;
const EXAMPLE_CODE = 'garita-example-invitation';

export function ScanHelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('scanner');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs" scroll="body">
      <DialogTitle id={titleId}>{t('help.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Box component="figure" sx={{ m: 0, display: 'grid', justifyItems: 'center', gap: 1 }}>
          <QRCodeSVG value={EXAMPLE_CODE} size={140} level={QR_LEVEL} role="img" aria-label={t('help.example')} />
          <Typography component="figcaption" variant="body2" sx={{ color: 'text.secondary' }}>
            {t('help.example')}
          </Typography>
        </Box>
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
          {STEPS.map((step) => (
            <Typography component="li" key={step}>
              {t(`help.steps.${step}`)}
            </Typography>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose} fullWidth size="large">
          {t('help.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
