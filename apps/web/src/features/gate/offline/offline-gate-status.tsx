// The gate screen's line about the device's offline data (docs/offline.md): whether it can decide offline and with
// data of when, how many registers wait for the connection, and what the last sync came to. Each figure is what
// the encrypted store holds, never a promise: "synced" counts registers the server answered for.
import { Alert, Box, Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/use-format-date.ts';
import { useOfflineGate } from './offline-gate.ts';

export function OfflineGateStatus({ accessServerId }: { accessServerId: number }) {
  const { t } = useTranslation('scanner');
  const formatDate = useFormatDate();
  const { state, queued, failed, lastSync } = useOfflineGate(accessServerId);
  if (!state && !queued && !failed && !lastSync) return null;
  const zone = state?.snapshot.access_server.time_zone;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} data-testid="offline-status">
      {state && (
        <Chip
          variant="outlined"
          data-testid="offline-ready"
          label={t('offline.ready', { time: formatDate(state.refreshedAt, 'time', zone) })}
        />
      )}
      {queued > 0 && (
        <Chip color="warning" data-testid="offline-queued" label={t('offline.queued', { count: queued })} />
      )}
      {lastSync && lastSync.synced > 0 && (
        <Chip color="success" data-testid="offline-synced" label={t('offline.synced', { count: lastSync.synced })} />
      )}
      {failed > 0 && (
        <Alert severity="error" data-testid="offline-failed" sx={{ width: '100%' }}>
          {t('offline.syncFailed', { count: failed })}
        </Alert>
      )}
    </Box>
  );
}
