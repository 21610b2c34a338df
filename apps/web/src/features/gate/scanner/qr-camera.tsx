// The QR reader of the guard screens: the rear camera in a frame, a decode every SCANNER_DELAY_MS (spec §9; in a
// worker, lib/qr-decoder.ts) until a code is read, a handheld scanner typing anywhere on the page, and a field to
// type the code as a last resort. It hands the code over and pauses while the caller checks it.
import { SCANNER_DELAY_MS } from '@garita/contract';
import QrIcon from '@mui/icons-material/QrCodeScanner';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraVideo } from '../../../components/camera-video.tsx';
import { PlainTextField } from '../../../components/forms/plain-fields.tsx';
import { useCamera } from '../../../lib/use-camera.ts';
import type { CodeSource } from '../lib/code-gate.ts';
import type { QrDecoder } from '../lib/qr-decoder.ts';
import { useKeyWedge } from '../lib/use-key-wedge.ts';

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
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {hasCamera ? (
        <Box
          sx={{
            position: 'relative',
            height: frameHeight,
            bgcolor: 'grey.900',
            borderRadius: 3,
            overflow: 'hidden',
          }}
        >
          <CameraVideo videoRef={camera.videoRef} label={t('camera.video')} />
          {/* The aiming square: where the code should sit. */}
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              top: '50%',
              left: '50%',
              width: 'min(62%, 260px)',
              aspectRatio: '1',
              transform: 'translate(-50%, -50%)',
              border: '4px solid',
              borderColor: 'secondary.main',
              borderRadius: 3,
              boxShadow: '0 0 0 100vmax rgba(0,0,0,0.35)',
            }}
          />
          <Typography
            sx={{
              position: 'absolute',
              left: 0,
              right: 0,
              bottom: 0,
              p: 1.5,
              textAlign: 'center',
              color: 'common.white',
              bgcolor: 'rgba(0,0,0,0.6)',
              fontWeight: 600,
            }}
          >
            {camera.status === 'starting' ? t('camera.starting') : (prompt ?? t('camera.prompt'))}
          </Typography>
          {(camera.status === 'starting' || paused) && (
            <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: 'common.white' }}>
              <CircularProgress
                color="inherit"
                aria-label={paused ? t('camera.checking') : t('camera.starting')}
                size={56}
              />
            </Box>
          )}
        </Box>
      ) : (
        <Alert severity="warning" role="status">
          {t(camera.status === 'denied' ? 'camera.denied' : 'camera.unavailable')}
        </Alert>
      )}
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
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
          startIcon={<QrIcon fontSize="small" />}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={paused || !typed.trim()}
          sx={{ flexShrink: 0, minHeight: 40 }}
        >
          {t('camera.check')}
        </Button>
      </Box>
    </Box>
  );
}
