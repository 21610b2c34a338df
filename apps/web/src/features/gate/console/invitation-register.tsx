// An invitation opened from the lookup (spec §2: "When opened from an invitation key it shows an
// invitation-register title with a close control"): checked at once at the console's doors, by its id
// (guards never hold a visit's QR), then registered like a scanned key. Done or closed, the register
// column goes back to its tabs.
import type { AccessKey, Gate, User } from '@garita/contract';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Button, CircularProgress, IconButton, Tooltip, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors.ts';
import type { GuardAccessPoint } from '../lib/guard-access-point.ts';
import { KeyCheckResult, useKeyCheck } from './key-check.tsx';

interface InvitationRegisterProps {
  invitation: AccessKey;
  user: User;
  accessPoint: GuardAccessPoint;
  entryDoor: Gate | undefined;
  exitDoor: Gate | undefined;
  onClose: () => void;
  onRegistered: () => void;
}

export function InvitationRegister({
  invitation,
  user,
  accessPoint,
  entryDoor,
  exitDoor,
  onClose,
  onRegistered,
}: InvitationRegisterProps) {
  const { t } = useTranslation('console');
  const check = useKeyCheck(accessPoint, entryDoor, exitDoor);
  const [failure, setFailure] = useState<string | null>(null);
  const start = () => {
    setFailure(null);
    check.start({ accessKeyId: invitation.id }, { onUnknown: (error) => setFailure(errorMessage(error)) });
  };
  // Opening the invitation is the guard's "scan": check it once, when it opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when another invitation opens
  useEffect(start, [invitation.id]);

  return (
    <Box component="section" aria-labelledby="invitation-register-title" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id="invitation-register-title" component="h2" variant="h6" sx={{ flex: 1, fontWeight: 800 }}>
          {t('invitation.title')}
        </Typography>
        <Tooltip title={t('invitation.close')}>
          <IconButton onClick={onClose} aria-label={t('invitation.close')} data-testid="close-invitation">
            <CloseIcon />
          </IconButton>
        </Tooltip>
      </Box>
      {!check.canCheck && <Alert severity="warning">{t('qr.noDoors')}</Alert>}
      {check.isChecking && !check.checked && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
          <CircularProgress size={28} aria-hidden />
          <Typography>{t('invitation.checking', { name: invitation.visitor_name })}</Typography>
        </Box>
      )}
      {failure && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={start}>
              {t('invitation.retry')}
            </Button>
          }
        >
          {failure}
        </Alert>
      )}
      <KeyCheckResult
        check={check}
        accessPoint={accessPoint}
        user={user}
        onFinished={() => {
          onRegistered();
          onClose();
        }}
      />
    </Box>
  );
}
