// The gate screen's line about the device's offline data (docs/offline.md): whether it can decide offline and with
// data of when, how many registers wait for the connection, and what the last sync came to. Each figure is what
// the encrypted store holds, never a promise: "synced" counts registers the server answered for.
import { Alert, Box, Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatClockTime } from '../../../lib/clock-time.ts';
import { useOfflineGate } from './offline-gate.ts';

/** Long words (Spanish at 390 px) wrap inside the chip instead of widening the page. */
const WRAPPING = { height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } } as const;

export function OfflineGateStatus({ accessServerId }: { accessServerId: number }) {
  const { t } = useTranslation('scanner');
  const { state, queued, failed, lastSync } = useOfflineGate(accessServerId);
  if (!state && !queued && !failed && !lastSync) return null;
  const zone = state?.snapshot.access_server.time_zone;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} data-testid="offline-status">
      {state && (
        <Chip
          variant="outlined"
          sx={WRAPPING}
          data-testid="offline-ready"
          label={t('offline.ready', { time: formatClockTime(state.refreshedAt, zone) })}
        />
      )}
      {queued > 0 && (
        <Chip
          color="warning"
          sx={WRAPPING}
          data-testid="offline-queued"
          label={t('offline.queued', { count: queued })}
        />
      )}
      {lastSync && lastSync.synced > 0 && (
        <Chip
          color="success"
          sx={WRAPPING}
          data-testid="offline-synced"
          label={t('offline.synced', { count: lastSync.synced })}
        />
      )}
      {failed > 0 && (
        <Alert severity="error" data-testid="offline-failed" sx={{ width: '100%' }}>
          {t('offline.syncFailed', { count: failed })}
        </Alert>
      )}
    </Box>
  );
}
