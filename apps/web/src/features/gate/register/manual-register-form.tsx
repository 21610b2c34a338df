// The manual register (spec §2/§4/§5): the visit or provider form at an entry door of the guard's access
// point, custom fields and the photos the access point asks for, then the details dialog; confirm
// (access_allowed true) or deny with a reason. A remote-pulse door is opened after a granted register.
// The answer's label is shown when it has print_data; otherwise a 1.5 s message. Then the form starts over
// and the caller moves on (the phone to the logbook; the console stays). Used by /register and the console.
import { type Gate, type RegisterResult, SUCCESS_MESSAGE_MS, type User } from '@garita/contract';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import type { ResponsiveStyleValue } from '@mui/system';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomAttributeFields } from '../../../components/forms/custom-attribute-fields.tsx';
import {
  type AttributeFormValues,
  attributesPayload,
  defaultAttributeValues,
  missingAttributes,
} from '../../../lib/custom-attribute-values.ts';
import { todayIn } from '../../../lib/dates.ts';
import { reportError } from '../../../lib/errors.ts';
import { entryGates } from '../../../lib/gates.ts';
import { useNetworkFeatures } from '../../../lib/network-features.ts';
import { providersQuery } from '../../../lib/providers.ts';
import { usePhotoTypeLabel } from '../../../lib/transaction-labels.ts';
import { type GateOpenResult, openGate, opensRemotely } from '../../../lib/transactions.ts';
import { useAttributeText } from '../../../lib/use-attribute-text.ts';
import { LabelDialog } from '../label/label-dialog.tsx';
import type { GuardAccessPoint } from '../lib/guard-access-point.ts';
import { registerUnitsQuery, unitHostsQuery } from '../lib/register-options.ts';
import { registerAttributesQuery, useRegister } from '../lib/registers.ts';
import { missingPhotoTypes, PhotoRequirements, type PhotoValues } from '../photos/photo-requirements.tsx';
import { DenyReasonDialog } from '../scanner/deny-reason-dialog.tsx';
import { RegisterFields } from './register-fields.tsx';
import {
  emptyRegisterForm,
  manualRegisterBody,
  missingFields,
  providerOf,
  type RegisterField,
} from './register-form.ts';
import { GateOutcomeDialog } from './register-outcome-dialogs.tsx';
import { RegisterSummaryDialog } from './register-summary-dialog.tsx';

const FIELD_LABEL = {
  visitorName: 'visitorName',
  unitId: 'unit',
  hostId: 'host',
  reason: 'reason',
  provider: 'provider',
  otherProvider: 'otherProvider',
  gateId: 'gate',
} as const satisfies Record<RegisterField, string>;

type Outcome = { register: RegisterResult; gate: Gate; gateOpened: GateOpenResult | null; name: string };

interface ManualRegisterFormProps {
  user: User;
  accessPoint: GuardAccessPoint;
  /** After the message or the label: the form has started over. */
  onFinished: () => void;
  /** The entry door chosen first (else the first entry door). */
  initialGateId?: number | null;
  /** Where the action bar sticks (above the phone's bottom menu). */
  stickyBottom?: ResponsiveStyleValue<number | string>;
}

export function ManualRegisterForm({
  user,
  accessPoint,
  onFinished,
  initialGateId = null,
  stickyBottom = 8,
}: ManualRegisterFormProps) {
  const { t } = useTranslation(['register', 'scanner']);
  const doors = entryGates(accessPoint.gates);
  const firstDoor = doors.find((door) => door.id === initialGateId)?.id ?? doors[0]?.id ?? null;
  const [values, setValues] = useState(() => emptyRegisterForm(firstDoor));
  const [photos, setPhotos] = useState<PhotoValues>({});
  const [attributeValues, setAttributeValues] = useState<AttributeFormValues | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [stage, setStage] = useState<'form' | 'summary' | 'deny'>('form');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [isOpeningGate, setOpeningGate] = useState(false);
  const units = useQuery(registerUnitsQuery(accessPoint.id));
  const hosts = useQuery({ ...unitHostsQuery(values.unitId ?? 0), enabled: values.unitId !== null });
  const features = useNetworkFeatures();
  const providers = useQuery({ ...providersQuery, enabled: features.providers && values.kind === 'provider' });
  const attributes = useQuery({ ...registerAttributesQuery, enabled: features.customAttributes });
  const register = useRegister();
  const photoLabel = usePhotoTypeLabel(user.network.id_back_photo);
  const attributeText = useAttributeText();
  const leaving = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (leaving.current) clearTimeout(leaving.current);
    },
    [],
  );

  const attributeList = features.customAttributes ? (attributes.data ?? []) : [];
  const attrValues = attributeValues ?? defaultAttributeValues(attributeList, todayIn(accessPoint.time_zone));
  const missing = missingFields(values);
  const missingPhotos = missingPhotoTypes(accessPoint.settings, photos);
  const missingAttrs = missingAttributes(attributeList, attrValues);
  const gate = doors.find((door) => door.id === values.gateId);

  const reset = () => {
    setValues(emptyRegisterForm(values.gateId ?? firstDoor, values.kind));
    setPhotos({});
    setAttributeValues(null);
    setShowErrors(false);
  };

  const finish = () => {
    if (leaving.current) clearTimeout(leaving.current);
    reset();
    setOutcome(null);
    onFinished();
  };

  const review = () => {
    setShowErrors(true);
    if (missing.length === 0 && missingPhotos.length === 0 && missingAttrs.length === 0) setStage('summary');
  };

  const send = (allowed: boolean, reason?: string) => {
    if (!gate) return;
    const body = manualRegisterBody(values, {
      allowed,
      reason,
      photos,
      customAttrs: attributesPayload(attributeList, attrValues),
    });
    register.mutate(body, {
      onSuccess: async (answer) => {
        const { transaction } = answer;
        let gateOpened: GateOpenResult | null = null;
        if (opensRemotely(gate, 'access') && transaction.access_granted && transaction.access_allowed) {
          setOpeningGate(true);
          gateOpened = await openGate(transaction.id);
          setOpeningGate(false);
        }
        setStage('form');
        setOutcome({ register: answer, gate, gateOpened, name: body.visitor_name });
        // Without a label the message stays 1.5 s (spec §4), then the form resets and the logbook opens; a gate
        // that did not open stays on screen until the guard has read it.
        if (!answer.print_data && gateOpened?.opened !== false)
          leaving.current = setTimeout(finish, SUCCESS_MESSAGE_MS);
      },
      onError: (error) => reportError(error),
    });
  };

  const hostName = hosts.data?.find((host) => host.id === values.hostId)?.name ?? '';
  const unitName = units.data?.find((unit) => unit.id === values.unitId)?.name ?? '';
  const provider = providerOf(values);
  const providerName =
    provider && (providers.data?.find((option) => option.name === provider)?.display_name ?? provider);
  const takenPhotos = Object.values(photos).filter(Boolean).length;
  const summary = [
    { term: t('register:summary.type'), value: t(`register:kind.${values.kind}`) },
    { term: t('register:fields.visitorName'), value: values.visitorName.trim() },
    ...(providerName ? [{ term: t('register:fields.provider'), value: providerName }] : []),
    // The unit only narrows the host list: without a host (a provider's choice) nothing about it is saved.
    ...(hostName
      ? [
          { term: t('register:fields.unit'), value: unitName },
          { term: t('register:fields.host'), value: hostName },
        ]
      : [{ term: t('register:fields.host'), value: t('register:summary.noHost') }]),
    ...(values.kind === 'visit' ? [{ term: t('register:fields.reason'), value: values.reason.trim() }] : []),
    { term: t('register:summary.door'), value: gate?.name ?? '' },
    {
      term: t('register:summary.photos'),
      value: takenPhotos ? t('register:summary.photosCount', { count: takenPhotos }) : t('register:summary.none'),
    },
    ...(values.notes.trim() ? [{ term: t('register:fields.notes'), value: values.notes.trim() }] : []),
    // The custom fields as they will be written (dates as DD/MMM/YYYY).
    ...Object.entries(attributesPayload(attributeList, attrValues)).map(([term, value]) => ({
      id: `attribute:${term}`,
      term,
      value: attributeText(value),
    })),
  ];
  const isGranted =
    !!outcome && outcome.register.transaction.access_granted && outcome.register.transaction.access_allowed;
  const blockers = showErrors
    ? [
        ...missing.map((field) => t(`register:fields.${FIELD_LABEL[field]}`)),
        ...missingPhotos.map((type) => t('scanner:capture.title', { type: photoLabel(type) })),
        ...missingAttrs,
      ]
    : [];

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {doors.length === 0 ? (
        <Alert severity="warning">{t('register:noEntryGates')}</Alert>
      ) : (
        <>
          <RegisterFields
            values={values}
            onChange={setValues}
            errors={showErrors ? missing : []}
            doors={doors}
            units={units.data}
            hosts={hosts.data}
            providers={providers.data}
            providersLoading={providers.isLoading}
            offersProviders={features.providers}
          />
          <PhotoRequirements
            required={accessPoint.settings}
            idBackPhoto={user.network.id_back_photo}
            photos={photos}
            onChange={setPhotos}
          />
          <CustomAttributeFields
            attributes={attributeList}
            values={attrValues}
            onChange={setAttributeValues}
            showErrors={showErrors}
          />
          <Paper
            elevation={3}
            sx={{
              position: 'sticky',
              bottom: stickyBottom,
              p: 1.5,
              borderRadius: 3,
              display: 'grid',
              gap: 1,
              zIndex: 1,
            }}
          >
            {blockers.length > 0 && (
              <Typography variant="body2" sx={{ color: 'error.main', fontWeight: 600 }} data-testid="register-blocked">
                {t('register:missing', { fields: blockers.join(', ') })}
              </Typography>
            )}
            <Button variant="contained" size="large" onClick={review} sx={{ minHeight: 56, fontSize: '1.05rem' }}>
              {t('register:review')}
            </Button>
          </Paper>
        </>
      )}

      <RegisterSummaryDialog
        open={stage === 'summary'}
        lines={summary}
        opensGate={!!gate && opensRemotely(gate, 'access')}
        isPending={register.isPending || isOpeningGate}
        onConfirm={() => send(true)}
        onDeny={() => setStage('deny')}
        onBack={() => setStage('form')}
      />
      <DenyReasonDialog
        open={stage === 'deny'}
        direction="access"
        isPending={register.isPending}
        onCancel={() => setStage('summary')}
        onDeny={(reason) => send(false, reason)}
      />
      <GateOutcomeDialog
        open={!!outcome && !outcome.register.print_data}
        kind={isGranted ? 'granted' : 'denied'}
        testId={isGranted ? 'success-dialog' : 'denied-dialog'}
        title={t(isGranted ? 'register:done.granted' : 'register:done.denied')}
        message={outcome ? t('register:done.visitor', { name: outcome.name, gate: outcome.gate.name }) : ''}
        gateOpened={outcome?.gateOpened ?? null}
        actions={
          <Button variant="contained" size="large" onClick={finish}>
            {t('scanner:done.continue')}
          </Button>
        }
      />
      <LabelDialog
        open={!!outcome?.register.print_data}
        data={outcome?.register.print_data ?? null}
        companyName={user.network.company_name}
        accessPointName={accessPoint.name}
        timeZone={accessPoint.time_zone}
        onContinue={finish}
      />
    </Box>
  );
}
