// The phone's scan result (spec §2 "Scan result screen"): the shared result panel, then the success dialog
// (scan the next QR, or continue to the logbook after the navigation delay), the denied dialog (close back to
// the gates, or create a manual register) or the label when the register answers print_data. A denied scan
// only offers OK, to the logbook.
import { type Gate, NAVIGATION_DELAY_MS, type ScanResult as ScanResultData, type User } from '@garita/contract';
import { Button } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDenialText } from '../../../components/guard/denial-reason.ts';
import { LabelDialog } from '../../../components/guard/label-dialog.tsx';
import { OutcomeDialog } from '../../../components/guard/register-outcome-dialogs.tsx';
import { type RegisterOutcome, ScanResultPanel } from '../../../components/guard/scan-result-panel.tsx';
import { BOTTOM_MENU_HEIGHT } from '../../../components/layouts/mobile-shell.tsx';
import type { GuardAccessPoint } from '../../../lib/guard-access-point.ts';

interface ScanResultProps {
  result: ScanResultData;
  scannedKey: string;
  gate: Gate;
  accessPoint: GuardAccessPoint;
  user: User;
  onScanNext: () => void;
}

export function ScanResult({ result, scannedKey, gate, accessPoint, user, onScanNext }: ScanResultProps) {
  const { t } = useTranslation('scanner');
  const navigate = useNavigate();
  const denialText = useDenialText();
  const [outcome, setOutcome] = useState<RegisterOutcome | null>(null);
  const leaving = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (leaving.current) clearTimeout(leaving.current);
    },
    [],
  );

  const goToLogbook = () => {
    leaving.current = setTimeout(() => void navigate('/logbook'), NAVIGATION_DELAY_MS);
  };
  const direction = result.access_type;
  const printData = outcome?.kind === 'granted' ? outcome.register.print_data : null;

  return (
    <>
      <ScanResultPanel
        result={result}
        keyRef={{ key: scannedKey }}
        gate={gate}
        onRegistered={setOutcome}
        deniedAction={{ label: t('result.ok'), onClick: () => void navigate('/logbook') }}
        stickyBottom={{ xs: BOTTOM_MENU_HEIGHT + 8, lg: 8 }}
      />
      <OutcomeDialog
        open={outcome?.kind === 'granted' && !printData}
        kind="granted"
        testId="success-dialog"
        title={t(direction === 'access' ? 'done.access' : 'done.exit')}
        message={t('done.visitor', { name: result.key_data.visitor_name, gate: gate.name })}
        gateOpened={outcome?.kind === 'granted' ? outcome.gateOpened : null}
        actions={
          <>
            <Button variant="outlined" size="large" onClick={onScanNext}>
              {t('done.scanNext')}
            </Button>
            <Button variant="contained" size="large" onClick={goToLogbook}>
              {t('done.continue')}
            </Button>
          </>
        }
      />
      <OutcomeDialog
        open={outcome?.kind === 'denied'}
        kind="denied"
        testId="denied-dialog"
        title={t('done.denied')}
        message={
          outcome?.kind === 'denied' && outcome.register.transaction.access_key_status.description
            ? denialText(outcome.register.transaction.access_key_status)
            : t('done.visitor', { name: result.key_data.visitor_name, gate: gate.name })
        }
        actions={
          <>
            <Button variant="outlined" size="large" onClick={() => void navigate('/qr-scanner')}>
              {t('done.close')}
            </Button>
            <Button variant="contained" size="large" onClick={() => void navigate('/register')}>
              {t('done.createRegister')}
            </Button>
          </>
        }
      />
      <LabelDialog
        open={!!printData}
        data={printData}
        companyName={user.network.company_name}
        accessPointName={accessPoint.name}
        timeZone={accessPoint.time_zone}
        onContinue={goToLogbook}
      />
    </>
  );
}
