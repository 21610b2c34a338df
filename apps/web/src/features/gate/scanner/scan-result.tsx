// The phone's scan result (spec §2 "Scan result screen"): the shared result panel, then the success dialog
// (scan the next QR, or continue to the logbook after the navigation delay), the denied dialog (close back to
// the gates, or create a manual register) or the label when the register answers print_data. A denied scan
// only offers OK, to the logbook.
import { type Gate, NAVIGATION_DELAY_MS, type ScanResult as ScanResultData, type User } from '@garita/contract';
import { Button } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BOTTOM_MENU_HEIGHT } from '../../../components/layouts/mobile-shell.tsx';
import type { GuardAccessPoint } from '../lib/guard-access-point.ts';
import type { OfflineScan } from '../offline/offline-decision.ts';
import type { OfflineGateState } from '../offline/offline-gate.ts';
import { type RegisterOutcome, RegisterOutcomeDialogs } from '../register/register-outcome-dialogs.tsx';
import { ScanResultPanel } from './scan-result-panel.tsx';

interface ScanResultProps {
  result: ScanResultData;
  scannedKey: string;
  gate: Gate;
  accessPoint: GuardAccessPoint;
  user: User;
  onScanNext: () => void;
  /** Decided on the device (docs/offline.md). */
  offline?: { scan: OfflineScan; state: OfflineGateState };
}

export function ScanResult({ result, scannedKey, gate, accessPoint, user, onScanNext, offline }: ScanResultProps) {
  const { t } = useTranslation('scanner');
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<RegisterOutcome | null>(null);
  const leaving = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (leaving.current) clearTimeout(leaving.current);
    },
    [],
  );

  // Offline the logbook cannot be read: back to the gates instead.
  const nextPath = offline ? '/qr-scanner' : '/logbook';
  const goToLogbook = () => {
    leaving.current = setTimeout(() => void navigate(nextPath), NAVIGATION_DELAY_MS);
  };
  const direction = result.access_type;

  return (
    <>
      <ScanResultPanel
        result={result}
        keyRef={{ key: scannedKey }}
        gate={gate}
        onRegistered={setOutcome}
        deniedAction={{ label: t('result.ok'), onClick: () => void navigate(nextPath) }}
        stickyBottom={{ xs: BOTTOM_MENU_HEIGHT + 8, lg: 8 }}
        offline={offline}
      />
      <RegisterOutcomeDialogs
        outcome={outcome}
        grantedTitle={t(direction === 'access' ? 'done.access' : 'done.exit')}
        visitorName={result.key_data.visitor_name}
        gateName={gate.name}
        grantedActions={
          <>
            <Button variant="outlined" size="large" onClick={onScanNext}>
              {t('done.scanNext')}
            </Button>
            <Button variant="contained" size="large" onClick={goToLogbook}>
              {t('done.continue')}
            </Button>
          </>
        }
        deniedActions={
          <>
            <Button variant="outlined" size="large" onClick={() => void navigate('/qr-scanner')}>
              {t('done.close')}
            </Button>
            <Button variant="contained" size="large" onClick={() => void navigate('/register')}>
              {t('done.createRegister')}
            </Button>
          </>
        }
        user={user}
        accessPoint={accessPoint}
        onLabelContinue={goToLogbook}
      />
    </>
  );
}
