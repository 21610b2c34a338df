// Above every screen of the guard's phone (docs/offline.md): keeps the device's offline data for the guard's
// access point current while Garita answers (at once, every minute and on every live change), sends the queue
// when the connection is back, and shows the "offline" banner while it is not. The banner says the device
// decides only when it holds a snapshot for this access point; without one it says scans cannot be decided.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { OfflineBanner } from '../../../components/feedback/offline-banner.tsx';
import { PlainAlert } from '../../../components/plain-alert.tsx';
import { useFirstScreenDrawn } from '../../../lib/first-screen-drawn.ts';
import { onLiveChange } from '../../../lib/live-signal.ts';
import { useNetworkFeatures } from '../../../lib/network-features.ts';
import { notify } from '../../../lib/notify.ts';
import { useReachable } from '../../../lib/online.ts';
import { useGuardContext } from '../lib/guard-access-point.ts';
import { loadOfflineGate, markOffline, useOfflineGate } from './offline-gate.ts';
import { refreshSnapshot, syncQueue } from './offline-sync.ts';

/** How often the snapshot is read again while online (docs/offline.md: "refresh every minute"). */
export const SNAPSHOT_REFRESH_MS = 60_000;
/** Live changes come with every scan of the access point: one refresh for those of a few seconds. */
const LIVE_REFRESH_GAP_MS = 5_000;

export function OfflineGateBar() {
  const { t } = useTranslation('scanner');
  const context = useGuardContext();
  const accessServerId = context?.accessPoint?.id ?? null;
  const reachable = useReachable();
  const { customAttributes } = useNetworkFeatures();
  const { loaded, state } = useOfflineGate(accessServerId);
  const running = useRef<Promise<void> | null>(null);
  const drawn = useFirstScreenDrawn();

  // Online: send what waits, then read the snapshot; one round at a time, from the first screen's paint on (the
  // screen's own code and list come first).
  useEffect(() => {
    if (accessServerId === null) return;
    void loadOfflineGate(accessServerId);
    if (!reachable) {
      void markOffline(accessServerId);
      return;
    }
    if (!drawn) return;
    let lastRound = 0;
    const round = () => {
      if (running.current) return;
      lastRound = Date.now();
      running.current = (async () => {
        try {
          const report = await syncQueue(accessServerId);
          if (report?.synced) notify(t('offline.synced', { count: report.synced }), 'success');
          if (report?.failed) notify(t('offline.syncFailed', { count: report.failed }), 'error');
          await refreshSnapshot(accessServerId, customAttributes);
        } catch (error) {
          // No answer (offline again) or a refusal: the next round tries again; what is kept stays as it was.
          console.warn('Offline data not refreshed', error);
        } finally {
          running.current = null;
        }
      })();
    };
    round();
    const timer = setInterval(round, SNAPSHOT_REFRESH_MS);
    const unsubscribe = onLiveChange(() => {
      if (Date.now() - lastRound >= LIVE_REFRESH_GAP_MS) round();
    });
    return () => {
      clearInterval(timer);
      unsubscribe();
    };
  }, [accessServerId, reachable, customAttributes, t, drawn]);

  // Until the device's store is read (a moment after a reload) it is not known whether this phone can decide.
  if (reachable || accessServerId === null || !loaded) return null;
  if (state) return <OfflineBanner />;
  return (
    <PlainAlert severity="error" variant="filled" role="status" testId="offline-banner" square>
      {t('offline.noData')}
    </PlainAlert>
  );
}
