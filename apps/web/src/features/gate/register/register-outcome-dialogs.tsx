// What a guard sees once a register is written (spec §2/§4): a success dialog (access or exit registered,
// the gate opened or not), a denied dialog (the denial is in the logbook, with its reason), or the visitor
// label when the answer has print_data. The screens choose the buttons and what happens next.
import type { AccessType, RegisterResult } from '@garita/contract';
import DeniedIcon from '@mui/icons-material/Block';
import GrantedIcon from '@mui/icons-material/CheckCircle';
import { Alert, AlertTitle, Box, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDenialText } from '../../../lib/transaction-labels.ts';
import type { GateOpenResult } from '../../../lib/transactions.ts';
import { LabelDialog } from '../label/label-dialog.tsx';

/** What a register came to: let through (with the gate opened or not, where Garita opens it) or denied. */
export type RegisterOutcome =
  | { kind: 'granted'; register: RegisterResult; gateOpened: GateOpenResult | null }
  | { kind: 'denied'; register: RegisterResult };

/** The guard must read this one: Garita asked the controller and the gate did not open. No timer closes it. */
export const gateDidNotOpen = (outcome: RegisterOutcome | null): boolean =>
  outcome?.kind === 'granted' && outcome.gateOpened?.opened === false;

interface OutcomeDialogProps {
  open: boolean;
  kind: 'granted' | 'denied';
  title: string;
  message?: string;
  /** What the controller answered when Garita opened the gate; null when it was not asked to. */
  gateOpened?: GateOpenResult | null;
  actions: ReactNode;
  testId?: string;
}

export function OutcomeDialog({ open, kind, title, message, gateOpened = null, actions, testId }: OutcomeDialogProps) {
  const { t } = useTranslation('scanner');
  const titleId = useId();
  const Icon = kind === 'granted' ? GrantedIcon : DeniedIcon;
  return (
    <Dialog open={open} aria-labelledby={titleId} fullWidth maxWidth="xs" data-testid={testId}>
      <DialogTitle id={titleId} sx={{ textAlign: 'center', pt: 3 }}>
        <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1 }}>
          <Icon aria-hidden sx={{ fontSize: 64 }} color={kind === 'granted' ? 'success' : 'error'} />
          {title}
        </Box>
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5, textAlign: 'center' }}>
        {message && <Typography>{message}</Typography>}
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
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1, flexWrap: 'wrap', '& > *': { flex: '1 1 140px' } }}>
        {actions}
      </DialogActions>
    </Dialog>
  );
}

interface RegisterOutcomeDialogsProps {
  outcome: RegisterOutcome | null;
  grantedTitle: string;
  visitorName: string;
  gateName: string;
  grantedActions: ReactNode;
  deniedActions: ReactNode;
  label: { companyName: string; accessPointName: string; timeZone: string; onContinue: () => void };
}

/** The success or denied dialog of a register, or its label when the answer has print_data. */
export function RegisterOutcomeDialogs({
  outcome,
  grantedTitle,
  visitorName,
  gateName,
  grantedActions,
  deniedActions,
  label,
}: RegisterOutcomeDialogsProps) {
  const { t } = useTranslation('scanner');
  const denialText = useDenialText();
  const printData = outcome?.kind === 'granted' ? outcome.register.print_data : null;
  const where = t('done.visitor', { name: visitorName, gate: gateName });
  const status = outcome?.register.transaction.access_key_status;
  return (
    <>
      <OutcomeDialog
        open={outcome?.kind === 'granted' && !printData}
        kind="granted"
        testId="success-dialog"
        title={grantedTitle}
        message={where}
        gateOpened={outcome?.kind === 'granted' ? outcome.gateOpened : null}
        actions={grantedActions}
      />
      <OutcomeDialog
        open={outcome?.kind === 'denied'}
        kind="denied"
        testId="denied-dialog"
        title={t('done.denied')}
        message={outcome?.kind === 'denied' && status?.description ? denialText(status) : where}
        actions={deniedActions}
      />
      <LabelDialog open={!!printData} data={printData} {...label} />
    </>
  );
}

export function doneTitleKey(direction: AccessType): 'done.access' | 'done.exit' {
  return direction === 'access' ? 'done.access' : 'done.exit';
}
