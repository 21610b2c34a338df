// The QR reader of the guard screens: the rear camera in a frame, a decode every SCANNER_DELAY_MS (spec §9; in a
// worker, lib/qr-decoder.ts) until a code is read, a handheld scanner typing anywhere on the page, and a field to
// type the code as a last resort. It hands the code over and pauses while the caller checks it. Plain elements and
// a CSS module, no MUI: it is the guard's camera screen (docs/web.md, "The first screens without MUI"); the
// console's QR tab draws it inside MUI's frame.
import { SCANNER_DELAY_MS } from '@garita/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraVideo } from '../../../components/camera-video.tsx';
import { Spinner } from '../../../components/feedback/page-spinner.tsx';
import { PlainTextField } from '../../../components/forms/plain-fields.tsx';
import { PlainAlert } from '../../../components/plain-alert.tsx';
import controls from '../../../components/plain-controls.module.css';
import { PlainIcon } from '../../../components/plain-icon.tsx';
import { useCamera } from '../../../lib/use-camera.ts';
import type { CodeSource } from '../lib/code-gate.ts';
import type { QrDecoder } from '../lib/qr-decoder.ts';
import { useKeyWedge } from '../lib/use-key-wedge.ts';
import styles from './qr-camera.module.css';

/** Material's QrCodeScanner (@mui/icons-material): the typed code's field. */
const QR_SCANNER_ICON =
  'M9.5 6.5v3h-3v-3zM11 5H5v6h6zm-1.5 9.5v3h-3v-3zM11 13H5v6h6zm6.5-6.5v3h-3v-3zM19 5h-6v6h6zm-6 8h1.5v1.5H13zm1.5 1.5H16V16h-1.5zM16 13h1.5v1.5H16zm-3 3h1.5v1.5H13zm1.5 1.5H16V19h-1.5zM16 16h1.5v1.5H16zm1.5-1.5H19V16h-1.5zm0 3H19V19h-1.5zM22 7h-2V4h-3V2h5zm0 15v-5h-2v3h-3v2zM2 22h5v-2H4v-3H2zM2 2v5h2V4h3V2z';

/** Performance marks the browser tests read to report the time from the camera to the scan result. */
export const MARK_CAMERA_OPEN = 'garita:camera-open';
export const MARK_SCAN_RESULT = 'garita:scan-result';

/** How long a code the server did not know is ignored by the camera (it stays in the picture meanwhile). */
export const REJECTED_CODE_PAUSE_MS = 3_000;

/** Starts a new camera-to-result measurement (the camera opened, or went back to scanning). */
export function markCameraOpen(): void {
  performance.clearMarks(MARK_SCAN_RESULT);
  performance.mark(MARK_CAMERA_OPEN);
}

interface QrCameraProps {
  onCode: (code: string, source: CodeSource) => void;
  /** The camera looked and saw no code (the visitor took the phone away). */
  onNoCode?: () => void;
  /** While true (a code is being checked) nothing is read. */
  paused?: boolean;
  /** Height of the camera frame. */
  frameHeight?: number | string;
  /** What the frame asks for once the camera runs (default: point the camera at the QR code). */
  prompt?: string;
  /** The camera runs: a code may be read from now on. */
  onReady?: () => void;
}

export function QrCamera({
  onCode,
  onNoCode,
  paused = false,
  frameHeight = 'min(56dvh, 420px)',
  prompt,
  onReady,
}: QrCameraProps) {
  const { t } = useTranslation('scanner');
  const camera = useCamera();
  const [typed, setTyped] = useState('');
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const onNoCodeRef = useRef(onNoCode);
  onNoCodeRef.current = onNoCode;
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;
  const pausedRef = useRef(paused);
  pausedRef.current = paused;

  useKeyWedge((code) => {
    if (!pausedRef.current) onCodeRef.current(code, 'scanner');
  }, !paused);

  useEffect(() => {
    if (camera.status !== 'ready') return;
    onReadyRef.current?.();
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let decoder: QrDecoder | null = null;
    const tick = async () => {
      if (stopped) return;
      const video = camera.videoRef.current;
      if (decoder && video && !pausedRef.current) {
        const code = await decoder.decode(video).catch(() => null);
        if (stopped) return;
        if (code && !pausedRef.current) onCodeRef.current(code, 'camera');
        else if (!code && !pausedRef.current) onNoCodeRef.current?.();
      }
      timer = setTimeout(tick, SCANNER_DELAY_MS);
    };
    void import('../lib/qr-decoder.ts').then(({ createQrDecoder }) => {
      if (stopped) return;
      decoder = createQrDecoder();
      void tick();
    });
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      decoder?.dispose();
    };
  }, [camera.status, camera.videoRef]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = typed.trim();
    if (code && !paused) {
      onCode(code, 'typed');
      setTyped('');
    }
  };

  const hasCamera = camera.status === 'starting' || camera.status === 'ready';
  // As MUI's `sx` read a height: a number up to 1 is a fraction of the space, a larger one pixels.
  const height =
    typeof frameHeight === 'number' && frameHeight > 0 && frameHeight <= 1 ? `${frameHeight * 100}%` : frameHeight;
  return (
    <div className={styles.reader}>
      {hasCamera ? (
        <div className={styles.frame} style={{ height }}>
          <CameraVideo videoRef={camera.videoRef} label={t('camera.video')} />
          {/* The aiming square: where the code should sit. */}
          <div aria-hidden="true" className={styles.aim} />
          <p className={styles.prompt}>
            {camera.status === 'starting' ? t('camera.starting') : (prompt ?? t('camera.prompt'))}
          </p>
          {(camera.status === 'starting' || paused) && (
            <div className={styles.busy}>
              <Spinner label={paused ? t('camera.checking') : t('camera.starting')} className={styles.spinner} />
            </div>
          )}
        </div>
      ) : (
        <PlainAlert severity="warning" role="status">
          {t(camera.status === 'denied' ? 'camera.denied' : 'camera.unavailable')}
        </PlainAlert>
      )}
      <form onSubmit={submit} className={styles.typed}>
        <PlainTextField
          label={t('camera.manual')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          helperText={t('camera.manualHelp')}
          size="small"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={200}
          startIcon={<PlainIcon path={QR_SCANNER_ICON} size={20} />}
        />
        <button type="submit" className={`${controls.outlined} ${styles.check}`} disabled={paused || !typed.trim()}>
          {t('camera.check')}
        </button>
      </form>
    </div>
  );
}
