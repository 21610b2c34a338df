// A guest's invitation QR (200 px, level H, spec §9) and its sending (issue 15): the same message, share sheet
// and WhatsApp link as any invitation (components/share-invitation.tsx), and the link to copy — all in the
// message's language (the app's at first).
import { type EventAccessKey, QR_LEVEL, QR_SIZE_PX } from '@garita/contract';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareInvitation } from '../../../components/share-invitation.tsx';
import { notify } from '../../../lib/notify.ts';

type DialogGuest = Pick<
  EventAccessKey,
  'visitor_name' | 'unique_id' | 'visitor_phone' | 'country_code' | 'valid_from' | 'valid_until'
>;

interface GuestQrDialogProps {
  guest: DialogGuest | null;
  /** The event's access point names and the zone its times are read in (its first access point's). */
  places: readonly string[];
  timeZone: string;
  onClose: () => void;
}

export function GuestQrDialog({ guest, places, timeZone, onClose }: GuestQrDialogProps) {
  const { t } = useTranslation(['events', 'common']);
  const titleId = useId();
  // Keeps the QR while the dialog fades out.
  const last = useRef(guest);
  if (guest) last.current = guest;
  const shown = guest ?? last.current;
  const copy = async (link: string) => {
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
        {shown && (
          <Box sx={{ width: '100%' }}>
            <ShareInvitation
              uniqueId={shown.unique_id}
              phone={shown.visitor_phone ? { countryCode: shown.country_code, number: shown.visitor_phone } : undefined}
              message={{
                visitorName: shown.visitor_name,
                places,
                validFrom: shown.valid_from,
                validUntil: shown.valid_until,
                timeZone,
              }}
            >
              {({ data }) => (
                <>
                  <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy(data.url)}>
                    {t('events:qr.copy')}
                  </Button>
                  <Typography
                    variant="body2"
                    data-testid="guest-share-link"
                    sx={{
                      gridColumn: '1 / -1',
                      color: 'text.secondary',
                      textAlign: 'center',
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {data.url}
                  </Typography>
                </>
              )}
            </ShareInvitation>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('common:close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
