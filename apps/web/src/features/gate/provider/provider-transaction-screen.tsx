// /provider-transaction/{id}/{gateId} (spec §2/§4): a provider invitation checked in (never used) or out (inside)
// at a door the guard chooses — the path's door when it fits, else none until one is chosen. The invitation
// is checked at that door by its id, then the result panel asks for the photos and fields the access point
// or the key requires; the register is followed by the label when the door prints, the gate opening at a
// remote-pulse door, the message, and the logbook. An invitation that does not open the guard's current
// access point is not checked at its doors (they would refuse it): the guard is told to switch first.
import {
  type AccessKey,
  type Gate,
  POST_CHECK_IN_DELAY_MS,
  type ScanResult,
  SUCCESS_MESSAGE_MS,
  type User,
} from '@garita/contract';
import { Alert, Box, Button, CircularProgress, Link, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { DetailItem, DetailList } from '../../../components/detail-list.tsx';
import { LoadingBlock } from '../../../components/feedback/loading-block.tsx';
import { BOTTOM_MENU_HEIGHT } from '../../../components/layouts/mobile-shell.tsx';
import { reportError } from '../../../lib/errors.ts';
import { useProviderName } from '../../../lib/providers.ts';
import { useFormatDate } from '../../../lib/use-format-date.ts';
import { type GuardAccessPoint, useGuardContext } from '../lib/guard-access-point.ts';
import { doorsForKey } from '../lib/guard-doors.ts';
import { useValidateKey } from '../lib/validate-key.ts';
import { gateDidNotOpen, type RegisterOutcome, RegisterOutcomeDialogs } from '../register/register-outcome-dialogs.tsx';
import { ScanResultPanel } from '../scanner/scan-result-panel.tsx';
import { providerKeyQuery } from './api/get-provider-key.ts';
import { type ProviderStep, providerStep } from './provider-step.ts';

export default function ProviderTransactionScreen() {
  const { t } = useTranslation('provider');
  const params = useParams();
  const context = useGuardContext();
  const id = Number(params.id);
  const isValidId = Number.isInteger(id) && id > 0;
  const key = useQuery({ ...providerKeyQuery(id), enabled: isValidId });
  if (!context) return null;
  const { user, accessPoint } = context;

  let content: ReactNode;
  // Wait for this visit's answer: a cached one may be from before the check-in (the page decides from it).
  if (isValidId && (key.isPending || (!key.isFetchedAfterMount && key.isFetching))) {
    content = <LoadingBlock label={t('loading')} py={6} />;
  } else if (!key.data) {
    content = <Alert severity="warning">{t('notFound')}</Alert>;
  } else if (!accessPoint) {
    content = <Alert severity="info">{t('noAccessPoint')}</Alert>;
  } else {
    return (
      <ProviderTransaction
        key={`${key.data.id}:${accessPoint.id}`}
        invitation={key.data}
        user={user}
        accessPoint={accessPoint}
        pathGateId={Number(params.gateId)}
      />
    );
  }
  return (
    <Page title={t('title.either')}>
      {content}
      <BackToLogbook />
    </Page>
  );
}

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ p: 2, maxWidth: 760, mx: 'auto', display: 'grid', gap: 2 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 800 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function BackToLogbook() {
  const { t } = useTranslation('provider');
  return <BackLink to="/logbook" label={t('backToLogbook')} />;
}

const STOPPED: Partial<Record<ProviderStep, 'notProvider' | 'deleted' | 'checkedOut'>> = {
  notProvider: 'notProvider',
  deleted: 'deleted',
  checkedOut: 'checkedOut',
};

interface ProviderTransactionProps {
  invitation: AccessKey;
  user: User;
  accessPoint: GuardAccessPoint;
  pathGateId: number;
}

function ProviderTransaction({ invitation, user, accessPoint, pathGateId }: ProviderTransactionProps) {
  const { t } = useTranslation(['provider', 'scanner']);
  const navigate = useNavigate();
  const formatDate = useFormatDate();
  const providerName = useProviderName();
  const step = providerStep(invitation);
  const opensHere = invitation.access_servers.some((server) => server.id === accessPoint.id);
  const doors = doorsForKey(invitation.last_transaction_type, accessPoint.gates);
  const [door, setDoor] = useState<Gate | undefined>(() => doors.find((gate) => gate.id === pathGateId));
  const [checked, setChecked] = useState<{ gate: Gate; result: ScanResult } | null>(null);
  const [outcome, setOutcome] = useState<RegisterOutcome | null>(null);
  const validate = useValidateKey();
  const leaving = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (leaving.current) clearTimeout(leaving.current);
    },
    [],
  );

  // Every door chosen is checked there: the answer says whether it lets the provider through and what it asks.
  const doorId = door?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked again only when the door changes
  useEffect(() => {
    if (!door || STOPPED[step] || !opensHere) return;
    setChecked(null);
    validate.mutate(
      { gateId: door.id, ref: { accessKeyId: invitation.id } },
      { onSuccess: (result) => setChecked({ gate: door, result }), onError: reportError },
    );
  }, [doorId]);

  const goToLogbook = (delay = 0) => {
    if (leaving.current) clearTimeout(leaving.current);
    leaving.current = setTimeout(() => void navigate('/logbook'), delay);
  };
  const registered = (next: RegisterOutcome) => {
    setOutcome(next);
    const hasLabel = next.kind === 'granted' && !!next.register.print_data;
    // A gate that did not open waits for the guard, like a label.
    if (!hasLabel && !gateDidNotOpen(next))
      goToLogbook(next.kind === 'granted' ? POST_CHECK_IN_DELAY_MS : SUCCESS_MESSAGE_MS);
  };

  const direction = door?.type ?? (step === 'checkOut' ? 'exit' : 'access');
  const stopped = STOPPED[step];
  // Neither check-in nor check-out until the state or the door says which.
  const title =
    stopped || (step === 'either' && !door)
      ? t('title.either')
      : t(direction === 'exit' ? 'title.checkOut' : 'title.checkIn');
  const continueButton = (
    <Button variant="contained" size="large" onClick={() => goToLogbook()}>
      {t('scanner:done.continue')}
    </Button>
  );

  return (
    <Page title={title}>
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }} data-testid="provider-invitation">
        <DetailList>
          <DetailItem term={t('provider:fields.visitor')} wide>
            <Typography component="span" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {invitation.visitor_name}
            </Typography>
          </DetailItem>
          <DetailItem term={t('provider:fields.provider')}>{providerName(invitation.provider) ?? '—'}</DetailItem>
          <DetailItem term={t('provider:fields.host')}>
            {[invitation.user.name, invitation.user.group].filter(Boolean).join(' · ') || '—'}
          </DetailItem>
          {invitation.user.phone && (
            <DetailItem term={t('scanner:result.hostPhone')}>
              <Link
                href={`tel:${invitation.user.phone}`}
                aria-label={`${invitation.user.phone}, ${t('scanner:result.call', { name: invitation.user.name })}`}
                sx={{ fontWeight: 700 }}
              >
                {invitation.user.phone}
              </Link>
            </DetailItem>
          )}
          <DetailItem term={t('provider:fields.validity')} wide>
            {t('provider:validity', {
              from: formatDate(invitation.valid_from, 'dateTime', invitation.time_zone_name),
              until: formatDate(invitation.valid_until, 'dateTime', invitation.time_zone_name),
            })}
          </DetailItem>
        </DetailList>
      </Paper>

      {stopped ? (
        <>
          <Alert severity={stopped === 'checkedOut' ? 'info' : 'warning'} data-testid="provider-stopped">
            {t(`provider:stopped.${stopped}`)}
          </Alert>
          <BackToLogbook />
        </>
      ) : (
        <>
          {!opensHere ? (
            <Alert severity="warning" data-testid="provider-elsewhere">
              {t('provider:otherAccessPoint', {
                name: accessPoint.name,
                names: invitation.access_servers.map((server) => server.name).join(', '),
              })}
            </Alert>
          ) : doors.length === 0 ? (
            <Alert severity="warning">{t('provider:noDoors')}</Alert>
          ) : (
            <TextField
              select
              required
              label={t('provider:door')}
              value={door?.id ?? ''}
              onChange={(event) => setDoor(doors.find((gate) => gate.id === Number(event.target.value)))}
              disabled={validate.isPending || !!outcome}
              error={!door}
              helperText={door ? undefined : t('provider:chooseDoor')}
              fullWidth
              data-testid="provider-door"
            >
              {doors.map((gate) => (
                <MenuItem key={gate.id} value={gate.id}>
                  {gate.name} · {t(gate.type === 'access' ? 'scanner:gates.entry' : 'scanner:gates.exit')}
                </MenuItem>
              ))}
            </TextField>
          )}
          {validate.isPending && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
              <CircularProgress size={28} aria-hidden />
              <Typography>{t('provider:checking', { gate: door?.name ?? '' })}</Typography>
            </Box>
          )}
          {checked && !validate.isPending && (
            <ScanResultPanel
              key={checked.gate.id}
              result={checked.result}
              keyRef={{ accessKeyId: invitation.id }}
              gate={checked.gate}
              onRegistered={registered}
              deniedAction={{ label: t('scanner:result.ok'), onClick: () => goToLogbook() }}
              headingLevel="h2"
              showKeyDetails={false}
              stickyBottom={{ xs: BOTTOM_MENU_HEIGHT + 8, lg: 8 }}
            />
          )}
        </>
      )}

      <RegisterOutcomeDialogs
        outcome={outcome}
        grantedTitle={t(direction === 'exit' ? 'provider:done.checkOut' : 'provider:done.checkIn')}
        visitorName={invitation.visitor_name}
        gateName={checked?.gate.name ?? ''}
        grantedActions={continueButton}
        deniedActions={continueButton}
        user={user}
        accessPoint={accessPoint}
        onLabelContinue={() => goToLogbook()}
      />
    </Page>
  );
}
