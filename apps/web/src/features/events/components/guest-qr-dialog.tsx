// A guest's invitation QR (200 px, level H, spec §9) with the link to their invitation page to copy and send
// (the same share link as other invitations: the product's own page, Spanish unless told otherwise).
import { QR_LEVEL, QR_SIZE_PX } from '@garita/contract';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { invitationShareLink } from '../../../lib/share-link.ts';

interface GuestQrDialogProps {
  guest: { visitor_name: string; unique_id: string } | null;
  onClose: () => void;
}

export function GuestQrDialog({ guest, onClose }: GuestQrDialogProps) {
  const { t } = useTranslation(['events', 'common']);
  const titleId = useId();
  // Keeps the QR while the dialog fades out.
  const last = useRef(guest);
  if (guest) last.current = guest;
  const shown = guest ?? last.current;
  const link = shown ? invitationShareLink(shown.unique_id) : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify(t('events:qr.copied'), 'success');
    } catch {
      notify(t('events:qr.copyFailed'));
    }
  };
  return (
    <Dialog open={guest !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('events:qr.title', { name: shown?.visitor_name ?? '' })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', justifyItems: 'center', gap: 2 }}>
        {shown && (
          <Box sx={{ p: 1, bgcolor: '#fff' }}>
            <QRCodeSVG
              value={shown.unique_id}
              size={QR_SIZE_PX}
              level={QR_LEVEL}
              title={t('events:qr.alt', { name: shown.visitor_name })}
            />
          </Box>
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center', overflowWrap: 'anywhere' }}>
          {link}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {t('events:qr.copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('common:close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
