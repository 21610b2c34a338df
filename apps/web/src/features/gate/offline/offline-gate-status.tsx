// The gate screen's line about the device's offline data (docs/offline.md): whether it can decide offline and with
// data of when, how many registers wait for the connection, and what the last sync came to. Each figure is what
// the encrypted store holds, never a promise: "synced" counts registers the server answered for. Plain elements,
// no MUI: it is part of the guard's first screen (docs/web.md, "The first screens without MUI").
import { useTranslation } from 'react-i18next';
import { PlainAlert } from '../../../components/plain-alert.tsx';
import chip from '../../../components/plain-chip.module.css';
import { formatClockTime } from '../../../lib/clock-time.ts';
import { useOfflineGate } from './offline-gate.ts';
import styles from './offline-gate-status.module.css';

/** MUI's Chip: outlined grey, or filled orange or green. */
function StatusChip({
  look,
  label,
  testId,
}: {
  look: 'outlined' | 'warning' | 'success';
  label: string;
  testId: string;
}) {
  return (
    <div className={`${chip.chip} ${chip.wrapping} ${chip[look]}`} data-testid={testId}>
      <span className={chip.label}>{label}</span>
    </div>
  );
}

export function OfflineGateStatus({ accessServerId }: { accessServerId: number }) {
  const { t } = useTranslation('scanner');
  const { state, queued, failed, lastSync } = useOfflineGate(accessServerId);
  if (!state && !queued && !failed && !lastSync) return null;
  const zone = state?.snapshot.access_server.time_zone;
  return (
    <div className={styles.status} data-testid="offline-status">
      {state && (
        <StatusChip
          look="outlined"
          testId="offline-ready"
          label={t('offline.ready', { time: formatClockTime(state.refreshedAt, zone) })}
        />
      )}
      {queued > 0 && (
        <StatusChip look="warning" testId="offline-queued" label={t('offline.queued', { count: queued })} />
      )}
      {lastSync && lastSync.synced > 0 && (
        <StatusChip look="success" testId="offline-synced" label={t('offline.synced', { count: lastSync.synced })} />
      )}
      {failed > 0 && (
        <div className={styles.wide}>
          <PlainAlert severity="error" testId="offline-failed">
            {t('offline.syncFailed', { count: failed })}
          </PlainAlert>
        </div>
      )}
    </div>
  );
}
