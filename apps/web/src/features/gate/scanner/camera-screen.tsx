// /qr-scanner/camera/{gateId} (spec §2): the camera scans for the chosen gate until a key is read (or a
// handheld scanner or the typed code gives one), the server validates it, and the scan result replaces
// the camera on the same path. Cancel goes back to the gates. An unknown key says "invalid QR code" and
// scanning goes on, ignoring that same code for a moment so it is not checked again on every frame.
// Offline (docs/offline.md) the device decides on its snapshot: when the server cannot be reached, or a scan
// sent to it found no server, the same result comes from @garita/engine with the "offline decision" mark.
// One code is checked at a time; one the guard typed meanwhile is checked next (lib/check-turn.ts).
// Plain elements and a CSS module, no MUI, as the gate choice before it (docs/web.md, "The first screens without
// MUI"): the result, MUI's, comes with MUI's theme after the camera.
import type { ScanResult as ScanResultData } from '@garita/contract';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageSpinner } from '../../../components/feedback/page-spinner.tsx';
import { LOGIN_ICON, LOGOUT_ICON } from '../../../components/icon-paths.ts';
import { lazyMui } from '../../../components/lazy-mui.tsx';
import { PlainAlert } from '../../../components/plain-alert.tsx';
import chip from '../../../components/plain-chip.module.css';
import controls from '../../../components/plain-controls.module.css';
import { PlainIcon } from '../../../components/plain-icon.tsx';
import { ApiError } from '../../../lib/api.ts';
import { reportError } from '../../../lib/errors.ts';
import { loadRestTranslations } from '../../../lib/i18n-rest.ts';
import { useReachable } from '../../../lib/online.ts';
import { createCheckTurn } from '../lib/check-turn.ts';
import type { CodeSource } from '../lib/code-gate.ts';
import { findGate, useGuardContext } from '../lib/guard-access-point.ts';
import { useValidateKey } from '../lib/validate-key.ts';
import type { OfflineScan } from '../offline/offline-decision.ts';
import { type OfflineGateState, recordOfflineDecision, useOfflineGate } from '../offline/offline-gate.ts';
import styles from './camera-screen.module.css';
import { MARK_SCAN_RESULT, markCameraOpen, QrCamera, REJECTED_CODE_PAUSE_MS } from './qr-camera.tsx';

/** Material's ArrowBack (@mui/icons-material): only this screen draws it. */
const ARROW_BACK_ICON = 'M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z';

/**
 * The result screen with its dialogs (register, photos, deny reason, custom fields) is not needed until a key can
 * be read: it loads once the camera runs, or when a check begins if that comes first (a typed code, a handheld
 * scanner), so the scanner opens sooner and a result does not wait for it (docs/web.md, "Chunks and caching").
 */
const loadScanResult = async () =>
  // With every other screen's words (its labels come from the logbook's): the scanner route loaded only the shell's.
  (await Promise.all([import('./scan-result.tsx'), loadRestTranslations()]))[0];
/** MUI's, in MUI's theme (lazy-mui.tsx); its `preload` fetches both, so a read code's result waits for neither. */
const ScanResult = lazyMui(async () => (await loadScanResult()).ScanResult);
const prefetchScanResult = ScanResult.preload;

interface Scan {
  key: string;
  result: ScanResultData;
  offline?: { scan: OfflineScan; state: OfflineGateState };
}

export default function CameraScreen() {
  const { t } = useTranslation('scanner');
  const params = useParams();
  const context = useGuardContext();
  const gate = findGate(context?.accessPoint ?? null, Number(params.gateId));
  const validate = useValidateKey();
  const reachable = useReachable();
  const { state: offlineState } = useOfflineGate(context?.accessPoint?.id ?? null);
  const [scan, setScan] = useState<Scan | null>(null);
  const [isInvalid, setInvalid] = useState(false);
  const rejected = useRef<{ code: string; at: number } | null>(null);
  const [turn] = useState(createCheckTurn);
  /** The latest render's handleCode, for a code that waited (its offline state and reachability are current). */
  const handleRef = useRef<(code: string, source: CodeSource) => void>(() => {});

  useEffect(() => {
    markCameraOpen();
  }, []);

  if (!context) return null;
  const { accessPoint, user } = context;
  if (!gate || !accessPoint) {
    return (
      <div className={styles.screen}>
        <h1 className={styles.title}>{t('title')}</h1>
        <PlainAlert severity="warning">{t('camera.gateNotFound')}</PlainAlert>
        <Link to="/qr-scanner" className={controls.contained}>
          <PlainIcon path={ARROW_BACK_ICON} size={22} className={controls.startIcon} />
          {t('camera.back')}
        </Link>
      </div>
    );
  }

  /** Decides on the device, on the snapshot it holds of this access point (the engine comes with the first). */
  const decideHere = async (code: string, state: OfflineGateState) => {
    let showsResult = false;
    try {
      const { decideOffline } = await import('../offline/offline-decision.ts');
      const decided = decideOffline(state.snapshot, state.movements, code, gate, new Date());
      if (!decided) {
        rejected.current = { code, at: Date.now() };
        setInvalid(true);
        return;
      }
      void recordOfflineDecision(accessPoint.id, decided.decision.granted);
      performance.mark(MARK_SCAN_RESULT);
      showsResult = true;
      setScan({ key: code, result: decided.result, offline: { scan: decided, state } });
    } catch (error) {
      reportError(error);
    } finally {
      endCheck(showsResult);
    }
  };

  /** The check ended: the guard's code that waited for it, if any, is checked now. */
  const endCheck = (showsResult: boolean) => {
    const next = turn.end(showsResult);
    if (next !== null) handleRef.current(next, 'typed');
  };

  const handleCode = (code: string, source: CodeSource) => {
    const last = rejected.current;
    if (last && last.code === code && Date.now() - last.at < REJECTED_CODE_PAUSE_MS) return;
    if (!turn.begin(code, source)) return;
    prefetchScanResult();
    setInvalid(false);
    if (!reachable && offlineState) {
      void decideHere(code, offlineState);
      return;
    }
    validate.mutate(
      { gateId: gate.id, ref: { key: code } },
      {
        onSuccess: (result) => {
          performance.mark(MARK_SCAN_RESULT);
          setScan({ key: code, result });
          endCheck(true);
        },
        onError: (error) => {
          // No server answered: the device decides (when it can).
          if (error instanceof ApiError && error.code === 'connection_error' && offlineState) {
            void decideHere(code, offlineState);
            return;
          }
          rejected.current = { code, at: Date.now() };
          if (error instanceof ApiError && (error.code === 'invalid_key' || error.status === 404)) setInvalid(true);
          else reportError(error);
          endCheck(false);
        },
      },
    );
  };

  handleRef.current = handleCode;

  const scanNext = () => {
    setScan(null);
    validate.reset();
    markCameraOpen();
  };

  const isEntry = gate.type === 'access';
  return (
    <div className={styles.screen}>
      {scan ? (
        <Suspense fallback={<PageSpinner />}>
          <ScanResult
            key={scan.key}
            result={scan.result}
            offline={scan.offline}
            scannedKey={scan.key}
            gate={gate}
            accessPoint={accessPoint}
            user={user}
            onScanNext={scanNext}
          />
        </Suspense>
      ) : (
        <>
          <div className={styles.header}>
            <h1 className={`${styles.title} ${styles.grows}`}>{t('camera.title', { gate: gate.name })}</h1>
            <div className={`${chip.chip} ${chip.bold} ${isEntry ? chip.success : chip.warning}`}>
              <PlainIcon path={isEntry ? LOGIN_ICON : LOGOUT_ICON} className={styles.chipIcon} />
              <span className={chip.label}>{t(isEntry ? 'camera.entry' : 'camera.exit')}</span>
            </div>
          </div>
          <QrCamera onCode={handleCode} onReady={prefetchScanResult} paused={validate.isPending} />
          {isInvalid && (
            <PlainAlert severity="error" testId="invalid-key">
              {t('camera.invalid')}
            </PlainAlert>
          )}
          <Link to="/qr-scanner" className={`${controls.outlined} ${styles.cancel}`}>
            {t('camera.cancel')}
          </Link>
        </>
      )}
    </div>
  );
}
