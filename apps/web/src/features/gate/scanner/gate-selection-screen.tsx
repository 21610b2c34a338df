// /qr-scanner on a phone (spec §2): "visitor access control", the help dialog, the access point the guard
// works at (switchable), and one big card per gate of it: entry or exit, a camera on entry gates when the
// access point asks for photos. A card opens the camera for that gate. Plain elements and a CSS module, no MUI:
// the guard's first screen after sign-in (docs/web.md, "The first screens without MUI"); only the help dialog,
// opened by a tap, brings MUI with it.
import type { Gate } from '@garita/contract';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GuestsInsideChip } from '../../../components/guests-inside-chip.tsx';
import { LOGIN_ICON, LOGOUT_ICON } from '../../../components/icon-paths.ts';
import { lazyMui } from '../../../components/lazy-mui.tsx';
import { PlainAlert } from '../../../components/plain-alert.tsx';
import controls from '../../../components/plain-controls.module.css';
import { PlainIcon } from '../../../components/plain-icon.tsx';
import { Tip } from '../../../components/tip.tsx';
import { useReachable } from '../../../lib/online.ts';
import { currentGuestsQuery } from '../../../lib/transactions.ts';
import { AccessPointSwitcher } from '../console/access-point-switcher.tsx';
import { requiresAnyPhoto, useGuardContext } from '../lib/guard-access-point.ts';
import { insideCount, useOfflineGate } from '../offline/offline-gate.ts';
import { OfflineGateStatus } from '../offline/offline-gate-status.tsx';
import styles from './gate-selection-screen.module.css';

// Material's paths (@mui/icons-material), here rather than in plain-icon.tsx: only this lazy screen draws them
// (entry and exit are the camera's too: components/icon-paths.ts).
/** HelpOutlined. */
const HELP_ICON =
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m1 17h-2v-2h2zm2.07-7.75-.9.92C13.45 12.9 13 13.5 13 15h-2v-.5c0-1.1.45-2.1 1.17-2.83l1.24-1.26c.37-.36.59-.86.59-1.41 0-1.1-.9-2-2-2s-2 .9-2 2H8c0-2.21 1.79-4 4-4s4 1.79 4 4c0 .88-.36 1.68-.93 2.25';
/** PhotoCamera: its path, then its lens (a circle of radius 3.2 at the centre) as a path of its own. */
const CAMERA_ICON =
  'M9 2 7.17 4H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2h-3.17L15 2zm3 15c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5M15.2 12a3.2 3.2 0 1 1-6.4 0 3.2 3.2 0 1 1 6.4 0';
/** SettingsRemote. */
const REMOTE_ICON =
  'M15 9H9c-.55 0-1 .45-1 1v12c0 .55.45 1 1 1h6c.55 0 1-.45 1-1V10c0-.55-.45-1-1-1m-3 6c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2M7.05 6.05l1.41 1.41C9.37 6.56 10.62 6 12 6s2.63.56 3.54 1.46l1.41-1.41C15.68 4.78 13.93 4 12 4s-3.68.78-4.95 2.05M12 0C8.96 0 6.21 1.23 4.22 3.22l1.41 1.41C7.26 3.01 9.51 2 12 2s4.74 1.01 6.36 2.64l1.41-1.41C17.79 1.23 15.04 0 12 0';

/**
 * Loaded at its first opening with MUI's theme (it is MUI's Dialog, and draws a QR code: qrcode.react), then kept
 * mounted so closing still animates.
 */
const ScanHelpDialog = lazyMui(async () => (await import('./scan-help-dialog.tsx')).ScanHelpDialog);

export default function GateSelectionScreen() {
  const { t } = useTranslation('scanner');
  const context = useGuardContext();
  const [isHelpOpen, setHelpOpen] = useState(false);
  const [helpOpened, setHelpOpened] = useState(false);
  const accessPoint = context?.accessPoint ?? null;
  if (!context) return null;
  const photos = requiresAnyPhoto(accessPoint?.settings);

  return (
    <div className={styles.screen}>
      <div className={styles.row}>
        <h1 className={styles.title}>{t('title')}</h1>
        <Tip title={t('help.open')} align="end">
          <button
            type="button"
            className={`${controls.iconButton} ${controls.primary}`}
            aria-label={t('help.open')}
            onClick={() => {
              setHelpOpened(true);
              setHelpOpen(true);
            }}
          >
            <PlainIcon path={HELP_ICON} />
          </button>
        </Tip>
      </div>
      <AccessPointSwitcher user={context.user} />
      {!accessPoint && <PlainAlert severity="info">{t('accessPoint.none')}</PlainAlert>}
      {accessPoint && (
        <>
          <div className={`${styles.row} ${styles.wraps}`}>
            <h2 className={styles.heading}>{t('gates.heading')}</h2>
            <GuestsInside accessServerId={accessPoint.id} />
          </div>
          <OfflineGateStatus accessServerId={accessPoint.id} />
          {accessPoint.gates.length === 0 && <PlainAlert severity="info">{t('gates.empty')}</PlainAlert>}
          <ul className={styles.gates}>
            {accessPoint.gates.map((gate) => (
              <li key={gate.id}>
                <GateCard gate={gate} asksForPhotos={photos && gate.type === 'access'} />
              </li>
            ))}
          </ul>
        </>
      )}
      {helpOpened && (
        <Suspense fallback={null}>
          <ScanHelpDialog open={isHelpOpen} onClose={() => setHelpOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

/** MUI's outlined Card around a CardActionArea, in one link: the border says entry (green) or exit (orange). */
function GateCard({ gate, asksForPhotos }: { gate: Gate; asksForPhotos: boolean }) {
  const { t } = useTranslation('scanner');
  const isEntry = gate.type === 'access';
  return (
    <Link
      to={`/qr-scanner/camera/${gate.id}`}
      className={isEntry ? styles.card : `${styles.card} ${styles.exit}`}
      data-testid={`gate-card-${gate.id}`}
    >
      <span className={styles.badge} aria-hidden="true">
        <PlainIcon path={isEntry ? LOGIN_ICON : LOGOUT_ICON} size={32} />
      </span>
      <span className={styles.text}>
        <span className={styles.name}>{gate.name}</span>
        <span className={styles.direction}>{t(isEntry ? 'gates.entry' : 'gates.exit')}</span>
      </span>
      <span className={styles.marks}>
        {asksForPhotos && <PlainIcon path={CAMERA_ICON} title={t('gates.photosRequired')} testId="gate-photo-icon" />}
        {gate.remote_pulse && <PlainIcon path={REMOTE_ICON} title={t('gates.remotePulse')} />}
      </span>
    </Link>
  );
}

/**
 * How many are inside, in a component of its own: the live stream asks for the count again at every register of
 * the access point and the offline data changes in the background, and only the chip redraws, not the screen.
 * Offline the count moves with the device's own registers (docs/offline.md).
 */
function GuestsInside({ accessServerId }: { accessServerId: number }) {
  const reachable = useReachable();
  const guests = useQuery({ ...currentGuestsQuery(accessServerId), enabled: reachable });
  const offline = useOfflineGate(accessServerId);
  const inside = reachable ? guests.data : (insideCount(offline.state) ?? guests.data);
  return inside === undefined ? null : <GuestsInsideChip count={inside} />;
}
