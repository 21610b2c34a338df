// What a guard sees once a register is written (spec §2/§4): a success dialog (access or exit registered,
// the gate opened or not), a denied dialog (the denial is in the logbook, with its reason), or the visitor
// label when the answer has print_data. The screens choose the buttons and what happens next.
import type { AccessType, RegisterResult, User } from '@garita/contract';
import { Alert, AlertTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OutcomeDialog, type OutcomeDialogProps } from '../../../components/feedback/outcome-dialog.tsx';
import { useDenialText } from '../../../lib/transaction-labels.ts';
import type { GateOpenResult } from '../../../lib/transactions.ts';
import { LabelDialog } from '../label/label-dialog.tsx';

/**
 * What a register came to: let through (with the gate opened or not, where Garita opens it) or denied; or, made
 * offline, queued on the device (docs/offline.md): allowed or not, the server has not answered yet.
 */
export type RegisterOutcome =
  | { kind: 'granted'; register: RegisterResult; gateOpened: GateOpenResult | null }
  | { kind: 'denied'; register: RegisterResult }
  | { kind: 'queued'; allowed: boolean };

/** The guard must read this one: Garita asked the controller and the gate did not open. No timer closes it. */
export const gateDidNotOpen = (outcome: RegisterOutcome | null): boolean =>
  outcome?.kind === 'granted' && outcome.gateOpened?.opened === false;

/** A register's outcome dialog, with what the controller answered when Garita opened the gate. */
export function GateOutcomeDialog({
  gateOpened = null,
  ...props
}: Omit<OutcomeDialogProps, 'children'> & { gateOpened?: GateOpenResult | null }) {
  const { t } = useTranslation('scanner');
  return (
    <OutcomeDialog {...props}>
      {gateOpened?.opened === true && (
        <Alert severity="success" data-testid="gate-opened">
          {t('done.gateOpened')}
        </Alert>
      )}
      {gateOpened?.opened === false && (
        <Alert severity="error" variant="filled" role="alert" data-testid="gate-failed" sx={{ textAlign: 'start' }}>
          <AlertTitle>{t('done.gateFailed')}</AlertTitle>
          {gateOpened.reason}
        </Alert>
      )}
    </OutcomeDialog>
  );
}

interface RegisterOutcomeDialogsProps {
  outcome: RegisterOutcome | null;
  grantedTitle: string;
  visitorName: string;
  gateName: string;
  grantedActions: ReactNode;
  deniedActions: ReactNode;
  /** The label names the network and the access point, and dates the visit on the access point's clock. */
  user: Pick<User, 'network'>;
  accessPoint: { name: string; time_zone: string };
  /** The label's continue button. */
  onLabelContinue: () => void;
}

/** The success or denied dialog of a register, or its label when the answer has print_data. */
export function RegisterOutcomeDialogs({
  outcome,
  grantedTitle,
  visitorName,
  gateName,
  grantedActions,
  deniedActions,
  user,
  accessPoint,
  onLabelContinue,
}: RegisterOutcomeDialogsProps) {
  const { t } = useTranslation('scanner');
  const denialText = useDenialText();
  const printData = outcome?.kind === 'granted' ? outcome.register.print_data : null;
  const queued = outcome?.kind === 'queued';
  // Made offline: said as it is — kept on this device until the connection returns.
  const where = `${t('done.visitor', { name: visitorName, gate: gateName })}${queued ? ` ${t('offline.saved')}` : ''}`;
  const status = outcome && outcome.kind !== 'queued' ? outcome.register.transaction.access_key_status : undefined;
  const isGranted = outcome?.kind === 'granted' || (outcome?.kind === 'queued' && outcome.allowed);
  const isDenied = outcome?.kind === 'denied' || (outcome?.kind === 'queued' && !outcome.allowed);
  return (
    <>
      <GateOutcomeDialog
        open={isGranted && !printData}
        kind="granted"
        testId="success-dialog"
        title={grantedTitle}
        message={where}
        gateOpened={outcome?.kind === 'granted' ? outcome.gateOpened : null}
        actions={grantedActions}
      />
      <OutcomeDialog
        open={isDenied}
        kind="denied"
        testId="denied-dialog"
        title={t('done.denied')}
        message={outcome?.kind === 'denied' && status?.description ? denialText(status) : where}
        actions={deniedActions}
      />
      <LabelDialog
        open={!!printData}
        data={printData}
        companyName={user.network.company_name}
        accessPointName={accessPoint.name}
        timeZone={accessPoint.time_zone}
        onContinue={onLabelContinue}
      />
    </>
  );
}

export function doneTitleKey(direction: AccessType): 'done.access' | 'done.exit' {
  return direction === 'access' ? 'done.access' : 'done.exit';
}
