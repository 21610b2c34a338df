// The resident's dynamic key (spec §2/§4/§9): a personal QR valid 5 minutes with a countdown that ticks every
// second; at 0 a new key is fetched (which retires the old one on the server). A key lets one entry or exit
// through: the dialog checks every few seconds (api/get-dynamic-key.ts) and shows the next key once it was
// used. Also the user manual link.
import { QR_SIZE_PX } from '@garita/contract';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyQr } from '../../../components/key-qr.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { useAppConfig } from '../../../lib/config.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { dynamicKeyQuery } from '../api/get-dynamic-key.ts';
import { formatCountdown, readClock, secondsLeft } from '../countdown.ts';

const TICK_MS = 1_000;

export default function DynamicKeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['dynamic-key', 'common']);
  const titleId = useId();
  const { config } = useAppConfig();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs" scroll="body">
      <DialogTitle id={titleId}>{t('title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center' }}>
        <DynamicKeyBody open={open} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        {config.user_manual_url && (
          <Button
            component="a"
            href={config.user_manual_url}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ mr: 'auto' }}
            data-testid="user-manual-link"
          >
            {t('manual')}
            <VisuallyHidden>{` ${t('opensInNewTab')}`}</VisuallyHidden>
          </Button>
        )}
        <Button variant="contained" onClick={onClose} sx={{ minWidth: 120 }}>
          {t('common:close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function DynamicKeyBody({ open }: { open: boolean }) {
  const { t } = useTranslation('dynamic-key');
  const { data, error, isFetching, refetch } = useQuery({ ...dynamicKeyQuery, enabled: open });
  const [now, setNow] = useState(readClock);

  useEffect(() => {
    if (!open) return;
    setNow(readClock());
    const timer = setInterval(() => setNow(readClock()), TICK_MS);
    return () => clearInterval(timer);
  }, [open]);

  const seconds = data ? secondsLeft(data, now) : 0;
  const isOver = !!data && seconds === 0;
  // At 0 ask for the next key (spec §4); after a failure the visitor retries by hand.
  useEffect(() => {
    if (open && isOver && !isFetching && !error) void refetch();
  }, [open, isOver, isFetching, error, refetch]);

  const showsKey = data && !isOver;
  return (
    <>
      <Typography sx={{ color: 'text.secondary' }}>{t('showAtGate')}</Typography>
      {showsKey ? (
        <KeyQr value={data.uniqueId} label={t('qrLabel')} testId="dynamic-key-qr" />
      ) : (
        <Box
          role="status"
          sx={{ width: QR_SIZE_PX + 18, height: QR_SIZE_PX + 18, display: 'grid', placeItems: 'center' }}
        >
          {error && !isFetching ? (
            <Box sx={{ display: 'grid', gap: 1.5 }}>
              <Alert severity="error">{errorMessage(error)}</Alert>
              <Button variant="outlined" onClick={() => void refetch()}>
                {t('retry')}
              </Button>
            </Box>
          ) : (
            <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1 }}>
              <CircularProgress aria-hidden />
              <Typography variant="body2">{t('refreshing')}</Typography>
            </Box>
          )}
        </Box>
      )}
      {showsKey && (
        <Box sx={{ width: '100%', display: 'grid', justifyItems: 'center', gap: 1 }}>
          <Typography
            sx={{ fontWeight: 700, fontSize: 20, fontVariantNumeric: 'tabular-nums' }}
            data-testid="dynamic-key-countdown"
            data-seconds={seconds}
          >
            {t('countdown', { time: formatCountdown(seconds) })}
          </Typography>
          <LinearProgress
            sx={{ width: '100%', maxWidth: QR_SIZE_PX + 18 }}
            variant="determinate"
            value={(seconds * 1000 * 100) / data.lifetimeMs}
            aria-label={t('countdownLabel')}
            aria-valuetext={formatCountdown(seconds)}
          />
        </Box>
      )}
      {/* Read out once per new key, not every second. */}
      <VisuallyHidden>
        <span role="status" key={data?.uniqueId}>
          {showsKey ? `${t('ready')}` : ''}
        </span>
      </VisuallyHidden>
    </>
  );
}
