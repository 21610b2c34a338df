// The access point's drawer (spec §2, issue 12): a new point, or one to edit — its name, venue, address, place on
// the map, clock and the photos a guard must take there — then its gates, and deactivating or bringing it back.
// A new point stays open once created, so its gates can be added next.
import { type AccessServer, PROVIDER_MAX_STAY_HOURS } from '@garita/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormSwitch } from '../../../components/forms/form-switch.tsx';
import { FormNameField, FormTextField } from '../../../components/forms/form-text-field.tsx';
import { TimeZoneField } from '../../../components/forms/time-zone-field.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';
import { DrawerContent, SideDrawer } from '../../../components/side-drawer.tsx';
import { errorMessage, reportError } from '../../../lib/errors.ts';
import { networkSettingsQuery } from '../../../lib/network-settings.ts';
import { notify } from '../../../lib/notify.ts';
import { useFormatDate } from '../../../lib/use-format-date.ts';
import {
  type AccessPointFormInput,
  AccessPointFormSchema,
  type AccessPointFormValues,
  accessPointBody,
  accessPointFieldOf,
  accessPointFormFrom,
  PHOTO_TYPES,
} from '../access-point-form.ts';
import { accessPointQuery } from '../api/get-access-points.ts';
import { useSaveAccessPoint, useSetAccessPointActive } from '../api/save-access-point.ts';
import { GatesSection } from './gates-section.tsx';
import { LocationPicker } from './location-picker.tsx';
import { reportFormError } from './report-form-error.ts';
import type { AccessPointSelection } from './use-open-access-point.ts';

/** Mexico City until the network's own zone has loaded. */
const FALLBACK_TIME_ZONE = 'America/Mexico_City';

interface AccessPointDrawerProps {
  selection: AccessPointSelection;
  onClose: () => void;
  /** A new point was created: the drawer shows it next. */
  onCreated: (point: AccessServer) => void;
}

export function AccessPointDrawer({ selection, onClose, onCreated }: AccessPointDrawerProps) {
  const { t } = useTranslation('access-points');
  // Keeps showing the last point while the panel slides away.
  const [shown, setShown] = useState(selection);
  if (selection && selection !== shown) setShown(selection);
  const id = shown && shown !== 'new' ? shown.id : null;
  const point = useQuery({
    ...accessPointQuery(id ?? 0, shown && shown !== 'new' ? shown.initial : undefined),
    enabled: id !== null,
  });
  const isNew = shown === 'new';
  return (
    <SideDrawer
      open={selection !== null}
      onClose={onClose}
      title={isNew ? t('drawer.newTitle') : (point.data?.name ?? t('drawer.title'))}
      closeLabel={t('drawer.close')}
      testId="access-point-drawer"
    >
      {isNew && <AccessPointEditor key="new" point={null} onClose={onClose} onCreated={onCreated} />}
      {!isNew && point.data && (
        <AccessPointEditor key={point.data.id} point={point.data} onClose={onClose} onCreated={onCreated} />
      )}
      {!isNew && !point.data && point.isError && (
        <Alert severity="error" sx={{ m: 3 }}>
          {errorMessage(point.error)}
        </Alert>
      )}
    </SideDrawer>
  );
}

interface EditorProps {
  point: AccessServer | null;
  onClose: () => void;
  onCreated: (point: AccessServer) => void;
}

function AccessPointEditor({ point, onClose, onCreated }: EditorProps) {
  const { t } = useTranslation(['access-points', 'common']);
  const networkZone = useQuery({ ...networkSettingsQuery, select: (n) => n.time_zone, enabled: point === null });
  const form = useForm<AccessPointFormInput, unknown, AccessPointFormValues>({
    resolver: zodResolver(AccessPointFormSchema),
    defaultValues: accessPointFormFrom(point, FALLBACK_TIME_ZONE),
  });
  // A new point starts on the network's clock once it is known, unless a zone was chosen already.
  const [zoneFilled, setZoneFilled] = useState(point !== null);
  if (!zoneFilled && networkZone.data) {
    setZoneFilled(true);
    if (!form.formState.dirtyFields.time_zone) form.setValue('time_zone', networkZone.data);
  }
  const save = useSaveAccessPoint(point?.id ?? null);
  // Here, not in the buttons: the button that asked is gone once the point's new state arrives, and a mutation's
  // own callbacks would go with it.
  const setActive = useSetAccessPointActive(point?.id ?? 0);
  const changeActive = (active: boolean, done?: () => void) =>
    setActive.mutate(active, {
      onSuccess: (saved) => {
        done?.();
        notify(
          t(active ? 'access-points:notices.reactivated' : 'access-points:notices.deactivated', { name: saved.name }),
          'success',
        );
      },
      onError: (error) => {
        done?.();
        reportError(error);
      },
    });
  const { errors, isDirty } = form.formState;
  const [latitude, longitude] = form.watch(['latitude', 'longitude']);

  const handleSubmit = form.handleSubmit((values) =>
    save.mutate(accessPointBody(values), {
      onSuccess: (saved) => {
        if (point) {
          form.reset(accessPointFormFrom(saved, FALLBACK_TIME_ZONE));
          notify(t('access-points:notices.saved', { name: saved.name }), 'success');
        } else {
          notify(t('access-points:notices.created', { name: saved.name }), 'success');
          onCreated(saved);
        }
      },
      onError: (error) => reportFormError(error, form.setError, accessPointFieldOf),
    }),
  );

  const fieldError = (
    field: 'name' | 'address' | 'venue_name' | 'latitude' | 'longitude' | 'time_zone' | 'provider_max_stay_hours',
  ) => (errors[field] ? t(`access-points:validation.${field}`, PROVIDER_MAX_STAY_HOURS) : undefined);

  return (
    <DrawerContent
      onSubmit={handleSubmit}
      actions={
        <>
          <Button onClick={onClose}>{t('common:close')}</Button>
          <PendingButton type="submit" isPending={save.isPending} disabled={point !== null && !isDirty}>
            {point ? t('access-points:drawer.save') : t('access-points:drawer.create')}
          </PendingButton>
        </>
      }
    >
      {point && !point.active && (
        <InactiveNotice point={point} isPending={setActive.isPending} onReactivate={() => changeActive(true)} />
      )}
      <Stack spacing={2}>
        <FormNameField
          label={t('access-points:fields.name')}
          form={form}
          name="name"
          trim={{ shouldDirty: true }}
          errorText={fieldError('name')}
        />
        <FormTextField
          label={t('access-points:fields.venue')}
          autoComplete="off"
          form={form}
          name="venue_name"
          trim={{ shouldDirty: true }}
          errorText={fieldError('venue_name')}
          helperText={t('access-points:hints.venue')}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <FormTextField
          label={t('access-points:fields.address')}
          autoComplete="street-address"
          form={form}
          name="address"
          trim={{ shouldDirty: true }}
          errorText={fieldError('address')}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          multiline
        />
        <Controller
          control={form.control}
          name="time_zone"
          render={({ field }) => (
            <TimeZoneField
              label={t('access-points:fields.timeZone')}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={!!errors.time_zone}
              helperText={fieldError('time_zone') ?? t('access-points:hints.timeZone')}
            />
          )}
        />
        <Box>
          <Typography id="location-heading" component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
            {t('access-points:fields.location')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {t('access-points:hints.location')}
          </Typography>
          <LocationPicker
            latitude={latitude}
            longitude={longitude}
            onPick={(lat, lng) => {
              form.setValue('latitude', lat, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
              form.setValue('longitude', lng, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
            }}
            label={t('access-points:map.pickLabel')}
            pinLabel={t('access-points:map.pin')}
            zoomInLabel={t('access-points:map.zoomIn')}
            zoomOutLabel={t('access-points:map.zoomOut')}
          />
          <Box sx={{ display: 'flex', gap: 1, mt: 1.5, alignItems: 'flex-start' }}>
            <FormTextField
              label={t('access-points:fields.latitude')}
              form={form}
              name="latitude"
              errorText={fieldError('latitude')}
              slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
              size="small"
            />
            <FormTextField
              label={t('access-points:fields.longitude')}
              form={form}
              name="longitude"
              errorText={fieldError('longitude')}
              slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
              size="small"
            />
            {(latitude || longitude) && (
              <Button
                size="small"
                sx={{ mt: 0.5, flexShrink: 0 }}
                onClick={() => {
                  form.setValue('latitude', '', { shouldDirty: true });
                  form.setValue('longitude', '', { shouldDirty: true });
                }}
              >
                {t('access-points:drawer.clearLocation')}
              </Button>
            )}
          </Box>
        </Box>
        <FormTextField
          label={t('access-points:fields.providerMaxStay')}
          form={form}
          name="provider_max_stay_hours"
          trim={{ shouldDirty: true }}
          errorText={fieldError('provider_max_stay_hours')}
          helperText={t('access-points:hints.providerMaxStay', PROVIDER_MAX_STAY_HOURS)}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 3 } }}
        />
      </Stack>
      <Typography id="required-photos" component="h3" variant="subtitle2" sx={{ fontWeight: 700, mt: 3 }}>
        {t('access-points:drawer.requiredPhotos')}
      </Typography>
      <Stack role="group" aria-labelledby="required-photos">
        {PHOTO_TYPES.map((type) => (
          <FormSwitch
            key={type}
            form={form}
            name={type}
            inputName={type}
            label={t(`access-points:photoTypes.${type}`)}
          />
        ))}
      </Stack>
      {point ? (
        <>
          <GatesSection point={point} />
          {point.active && (
            <DeactivateButton
              point={point}
              isPending={setActive.isPending}
              onDeactivate={(done) => changeActive(false, done)}
            />
          )}
        </>
      ) : (
        <Typography variant="body2" sx={{ mt: 3, color: 'text.secondary' }}>
          {t('access-points:drawer.gatesAfterCreate')}
        </Typography>
      )}
    </DrawerContent>
  );
}

interface InactiveNoticeProps {
  point: AccessServer;
  isPending: boolean;
  onReactivate: () => void;
}

function InactiveNotice({ point, isPending, onReactivate }: InactiveNoticeProps) {
  const { t } = useTranslation('access-points');
  const format = useFormatDate();
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <PendingButton variant="text" color="inherit" size="small" isPending={isPending} onClick={onReactivate}>
          {t('drawer.reactivate')}
        </PendingButton>
      }
    >
      {point.deactivated_at
        ? t('drawer.inactiveSince', { date: format(point.deactivated_at, 'date', point.time_zone) })
        : t('drawer.inactive')}
    </Alert>
  );
}

interface DeactivateButtonProps {
  point: AccessServer;
  isPending: boolean;
  /** Deactivates; calls `done` once the server answered. */
  onDeactivate: (done: () => void) => void;
}

function DeactivateButton({ point, isPending, onDeactivate }: DeactivateButtonProps) {
  const { t } = useTranslation('access-points');
  const [asking, setAsking] = useState(false);
  return (
    <Box sx={{ mt: 4, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('drawer.deactivateHint')}
      </Typography>
      <Button color="error" variant="outlined" onClick={() => setAsking(true)}>
        {t('drawer.deactivate')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('deactivate.title', { name: point.name })}
        message={t('deactivate.message')}
        confirmLabel={t('drawer.deactivate')}
        cancelLabel={t('deactivate.cancel')}
        isPending={isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => onDeactivate(() => setAsking(false))}
      />
    </Box>
  );
}
