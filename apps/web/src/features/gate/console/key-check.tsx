// One key checked at the console (a QR code read by the camera or a handheld scanner, or an invitation opened
// from the lookup): validated at the console's two doors, the server picking the one the key's last movement
// allows; then the scanned result with the doors that key may use (another door is checked again), and what
// follows the register — a 1.5 s granted or denied message (spec §2/§9), or the visitor badge when the answer
// has print_data — before the console is ready for the next one.
import { type Gate, type ScanResult, SUCCESS_MESSAGE_MS, type User } from '@garita/contract';
import { Button, MenuItem, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../../lib/errors.ts';
import { TRANSACTIONS_KEY } from '../../../lib/transactions.ts';
import type { GuardAccessPoint } from '../lib/guard-access-point.ts';
import { doorsForKey, twoDoorValidate } from '../lib/guard-doors.ts';
import { type KeyRef, useValidateKey } from '../lib/validate-key.ts';
import { gateDidNotOpen, type RegisterOutcome, RegisterOutcomeDialogs } from '../register/register-outcome-dialogs.tsx';
import { MARK_SCAN_RESULT } from '../scanner/qr-camera.tsx';
import { ScanResultPanel } from '../scanner/scan-result-panel.tsx';

export interface CheckedKey {
  ref: KeyRef;
  result: ScanResult;
  gate: Gate;
}

interface KeyCheckCallbacks {
  /** The server does not know the key (an unknown QR code, an invitation no longer visible). */
  onUnknown?: (error: unknown) => void;
}

export function useKeyCheck(accessPoint: GuardAccessPoint, entryDoor: Gate | undefined, exitDoor: Gate | undefined) {
  const client = useQueryClient();
  const validate = useValidateKey();
  const [checked, setChecked] = useState<CheckedKey | null>(null);

  const show = (ref: KeyRef, result: ScanResult) => {
    // A refused key is in the logbook already (logged by the check): the logbook column shows it at once.
    if (!result.access_granted) void client.invalidateQueries({ queryKey: TRANSACTIONS_KEY });
    const gate = accessPoint.gates.find((door) => door.id === result.gate_id);
    if (!gate) return;
    performance.mark(MARK_SCAN_RESULT);
    setChecked({ ref, result, gate });
  };

  return {
    checked,
    isChecking: validate.isPending,
    /** Whether the access point has a door to check keys at. */
    canCheck: !!(entryDoor ?? exitDoor),
    start(ref: KeyRef, { onUnknown }: KeyCheckCallbacks = {}) {
      const params = twoDoorValidate(entryDoor, exitDoor, ref);
      if (!params || validate.isPending) return;
      validate.mutate(params, {
        onSuccess: (result) => show(ref, result),
        onError: (error) => (onUnknown ? onUnknown(error) : reportError(error)),
      });
    },
    /** The guard chose another door the key may use: decide there. */
    recheckAt(gate: Gate) {
      if (!checked || validate.isPending) return;
      const { ref } = checked;
      validate.mutate({ gateId: gate.id, ref }, { onSuccess: (result) => show(ref, result), onError: reportError });
    },
    clear() {
      setChecked(null);
      validate.reset();
    },
  };
}

export type KeyCheck = ReturnType<typeof useKeyCheck>;

interface KeyCheckResultProps {
  check: KeyCheck;
  accessPoint: GuardAccessPoint;
  user: User;
  /** The message closed, the badge was continued, or a denied scan was acknowledged. */
  onFinished: () => void;
}

/** The checked key's result, once there is one. */
export function KeyCheckResult({ check, ...props }: KeyCheckResultProps) {
  if (!check.checked) return null;
  return (
    <CheckedKeyResult
      {...props}
      checked={check.checked}
      isChecking={check.isChecking}
      onRecheck={check.recheckAt}
      headingLevel="h3"
    />
  );
}

interface CheckedKeyResultProps extends Omit<KeyCheckResultProps, 'check'> {
  checked: CheckedKey;
  isChecking: boolean;
  onRecheck: (gate: Gate) => void;
  headingLevel: 'h2' | 'h3';
}

function CheckedKeyResult({
  checked,
  accessPoint,
  user,
  isChecking,
  onRecheck,
  onFinished,
  headingLevel,
}: CheckedKeyResultProps) {
  const { t } = useTranslation(['console', 'scanner']);
  const [outcome, setOutcome] = useState<RegisterOutcome | null>(null);
  const { result, gate } = checked;
  const doors = doorsForKey(result.key_data.last_transaction_type, accessPoint.gates);
  const printData = outcome?.kind === 'granted' ? outcome.register.print_data : null;

  // The message stays 1.5 s; the badge, and a gate that did not open, wait for the guard.
  const hasMessage = !!outcome && !printData && !gateDidNotOpen(outcome);
  const onFinishedRef = useRef(onFinished);
  onFinishedRef.current = onFinished;
  useEffect(() => {
    if (!hasMessage) return;
    const timer = setTimeout(() => onFinishedRef.current(), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [hasMessage]);

  const direction = (door: Gate) => t(door.type === 'access' ? 'scanner:gates.entry' : 'scanner:gates.exit');
  const continueButton = (
    <Button variant="contained" size="large" onClick={onFinished}>
      {t('console:result.continue')}
    </Button>
  );

  return (
    <>
      <ScanResultPanel
        // Another door is another decision: its photos and fields start over.
        key={`${gate.id}:${result.transaction_id ?? ''}`}
        result={result}
        keyRef={checked.ref}
        gate={gate}
        onRegistered={setOutcome}
        deniedAction={{ label: t('console:result.continue'), onClick: onFinished }}
        headingLevel={headingLevel}
        stickyBottom={0}
      >
        <TextField
          select
          label={t('console:result.door')}
          value={gate.id}
          disabled={isChecking || doors.length < 2 || !!outcome}
          onChange={(event) => {
            const door = doors.find((option) => option.id === Number(event.target.value));
            if (door && door.id !== gate.id) onRecheck(door);
          }}
          fullWidth
          data-testid="result-door"
        >
          {doors.map((door) => (
            <MenuItem key={door.id} value={door.id}>
              {t('console:doors.option', { name: door.name, direction: direction(door) })}
            </MenuItem>
          ))}
          {!doors.some((door) => door.id === gate.id) && (
            <MenuItem value={gate.id}>
              {t('console:doors.option', { name: gate.name, direction: direction(gate) })}
            </MenuItem>
          )}
        </TextField>
      </ScanResultPanel>
      <RegisterOutcomeDialogs
        outcome={outcome}
        grantedTitle={t(result.access_type === 'access' ? 'scanner:done.access' : 'scanner:done.exit')}
        visitorName={result.key_data.visitor_name}
        gateName={gate.name}
        grantedActions={continueButton}
        deniedActions={continueButton}
        user={user}
        accessPoint={accessPoint}
        onLabelContinue={onFinished}
      />
    </>
  );
}
