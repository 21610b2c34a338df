// The console's QR tab (spec §2): the camera asks for the visitor's QR code (a handheld scanner or the typed
// code work too), the key is checked at the console's doors and its result replaces the camera until the
// register is done; then the camera reads the next one. An unknown code says "invalid QR code" and is
// ignored for a moment, so the camera does not check it again on every frame. A code just registered is
// ignored by the camera until it has left the picture: the visitor still holding the phone up must not be
// checked again (a second entry would be refused and logged as a denied attempt).
import type { Gate, User } from '@garita/contract';
import { Alert, Box } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { reportError } from '../../../lib/errors.ts';
import { type CodeSource, createCodeGate } from '../lib/code-gate.ts';
import type { GuardAccessPoint } from '../lib/guard-access-point.ts';
import { markCameraOpen, QrCamera, REJECTED_CODE_PAUSE_MS } from '../scanner/qr-camera.tsx';
import { KeyCheckResult, useKeyCheck } from './key-check.tsx';

interface QrRegisterProps {
  user: User;
  accessPoint: GuardAccessPoint;
  entryDoor: Gate | undefined;
  exitDoor: Gate | undefined;
  onRegistered: () => void;
}

export function QrRegister({ user, accessPoint, entryDoor, exitDoor, onRegistered }: QrRegisterProps) {
  const { t } = useTranslation(['console', 'scanner']);
  const check = useKeyCheck(accessPoint, entryDoor, exitDoor);
  const [isInvalid, setInvalid] = useState(false);
  const rejected = useRef<{ code: string; at: number } | null>(null);
  const codes = useRef(createCodeGate()).current;
  useEffect(() => markCameraOpen(), []);

  if (!check.canCheck) return <Alert severity="warning">{t('console:qr.noDoors')}</Alert>;

  const handleCode = (code: string, source: CodeSource) => {
    if (!codes.admits(code, source)) return;
    const last = rejected.current;
    if (last && last.code === code && Date.now() - last.at < REJECTED_CODE_PAUSE_MS) return;
    setInvalid(false);
    check.start(
      { key: code },
      {
        onUnknown: (error) => {
          rejected.current = { code, at: Date.now() };
          if (error instanceof ApiError && (error.code === 'invalid_key' || error.status === 404)) setInvalid(true);
          else reportError(error);
        },
      },
    );
  };

  const finish = () => {
    const done = check.checked?.ref;
    if (done && 'key' in done) codes.settle(done.key);
    check.clear();
    onRegistered();
    markCameraOpen();
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {/* The camera keeps running behind a result, so the next visitor is read at once. */}
      <Box sx={{ display: check.checked ? 'none' : 'grid', gap: 2 }}>
        <QrCamera
          onCode={handleCode}
          onNoCode={codes.clear}
          paused={check.isChecking || !!check.checked}
          frameHeight="min(42dvh, 340px)"
          prompt={t('console:qr.prompt')}
        />
        {isInvalid && (
          <Alert severity="error" data-testid="invalid-key">
            {t('scanner:camera.invalid')}
          </Alert>
        )}
      </Box>
      <KeyCheckResult check={check} accessPoint={accessPoint} user={user} onFinished={finish} />
    </Box>
  );
}
