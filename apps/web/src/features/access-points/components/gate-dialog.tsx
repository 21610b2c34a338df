// A gate's form in a dialog over the access point's drawer (issue 12): its name, entry or exit, remote opening,
// printed pass, and what opens it — nothing, a signed HTTP controller or a Shelly relay. Secrets are write-only:
// an edit shows only that one is stored, and leaving the field empty keeps it.
import type { AccessServer, Gate } from '@garita/contract';
import { GATE_SECRET_MIN, SHELLY_PULSE_SECONDS } from '@garita/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Checkbox,
  DialogActions,
  DialogContent,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { type FormEvent, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormSwitch } from '../../../components/forms/form-switch.tsx';
import { FormNameField, FormTextField } from '../../../components/forms/form-text-field.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';
import { notify } from '../../../lib/notify.ts';
import { useSaveGate } from '../api/gates.ts';
import {
  CONTROLLER_CHOICES,
  type ControllerChoice,
  type GateFormInput,
  GateFormSchema,
  type GateFormValues,
  gateBody,
  gateFieldOf,
  gateFormFrom,
  storedSecretOf,
} from '../gate-form.ts';
import { reportFormError } from './report-form-error.ts';

interface GateDialogProps {
  point: AccessServer;
  /** 'new' opens an empty form. */
  gate: Gate | 'new' | null;
  onClose: () => void;
}

export function GateDialog({ point, gate, onClose }: GateDialogProps) {
  const { t } = useTranslation('access-points');
  return (
    <FormDialog
      item={gate}
      onClose={onClose}
      title={(editing) =>
        editing ? t('gate.editTitle', { name: editing.name }) : t('gate.newTitle', { point: point.name })
      }
    >
      {(editing) => <GateForm key={editing?.id ?? 'new'} point={point} gate={editing} onClose={onClose} />}
    </FormDialog>
  );
}

function GateForm({ point, gate, onClose }: { point: AccessServer; gate: Gate | null; onClose: () => void }) {
  const { t } = useTranslation(['access-points', 'common']);
  const form = useForm<GateFormInput, unknown, GateFormValues>({
    resolver: zodResolver(GateFormSchema),
    defaultValues: gateFormFrom(gate),
  });
  const save = useSaveGate(point.id, gate?.id ?? null);
  const { errors } = form.formState;
  const [kind, secretSet] = form.watch(['controller', 'secret_set']);
  const typeLabelId = useId();

  const submit = form.handleSubmit((values) =>
    save.mutate(gateBody(values), {
      onSuccess: (saved) => {
        notify(
          t(gate ? 'access-points:notices.gateSaved' : 'access-points:notices.gateCreated', { name: saved.name }),
          'success',
        );
        onClose();
      },
      onError: (error) => reportFormError(error, form.setError, gateFieldOf),
    }),
  );
  // The dialog sits inside the drawer's form in React's tree: its submit must not reach the drawer's.
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    void submit(event);
  };
  const fieldError = (field: 'name' | 'url' | 'secret' | 'pulse_seconds' | 'username' | 'password') =>
    errors[field]
      ? t(`access-points:gate.validation.${field}`, {
          min: field === 'secret' ? GATE_SECRET_MIN : SHELLY_PULSE_SECONDS.min,
          max: SHELLY_PULSE_SECONDS.max,
        })
      : undefined;

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'contents' }}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormNameField label={t('access-points:gate.name')} form={form} name="name" errorText={fieldError('name')} />
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <FormControl>
                <FormLabel id={typeLabelId}>{t('access-points:gate.type')}</FormLabel>
                <RadioGroup row aria-labelledby={typeLabelId} {...field}>
                  <FormControlLabel value="access" control={<Radio />} label={t('access-points:gateTypes.access')} />
                  <FormControlLabel value="exit" control={<Radio />} label={t('access-points:gateTypes.exit')} />
                </RadioGroup>
              </FormControl>
            )}
          />
          {(['remote_pulse', 'data_print_response'] as const).map((name) => (
            <FormSwitch key={name} form={form} name={name} inputName={name} label={t(`access-points:gate.${name}`)} />
          ))}
          <Controller
            control={form.control}
            name="controller"
            render={({ field }) => (
              <TextField
                select
                label={t('access-points:gate.controller')}
                value={field.value}
                onChange={(event) => {
                  const next = event.target.value as ControllerChoice;
                  field.onChange(next);
                  form.setValue('secret_set', storedSecretOf(gate, next));
                }}
                helperText={t(`access-points:gate.controllerHint.${field.value}`)}
                fullWidth
              >
                {CONTROLLER_CHOICES.map((choice) => (
                  <MenuItem key={choice} value={choice}>
                    {t(`access-points:gate.controllerKinds.${choice}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {kind !== 'none' && (
            <FormTextField
              label={t(`access-points:gate.url.${kind}`)}
              required
              type="url"
              autoComplete="off"
              placeholder={kind === 'http' ? 'https://controller.example/open' : 'http://192.168.1.50'}
              form={form}
              name="url"
              trim
              errorText={fieldError('url')}
            />
          )}
          {kind === 'http' && (
            <TextField
              label={t('access-points:gate.secret')}
              required={!secretSet}
              type="password"
              autoComplete="new-password"
              {...form.register('secret')}
              error={!!errors.secret}
              helperText={
                fieldError('secret') ??
                t(secretSet ? 'access-points:gate.secretKept' : 'access-points:gate.secretHint', {
                  min: GATE_SECRET_MIN,
                })
              }
              fullWidth
            />
          )}
          {kind === 'shelly' && (
            <>
              <FormTextField
                label={t('access-points:gate.username')}
                autoComplete="off"
                placeholder="admin"
                form={form}
                name="username"
                trim
                errorText={fieldError('username')}
              />
              <TextField
                label={t('access-points:gate.password')}
                type="password"
                autoComplete="new-password"
                {...form.register('password')}
                error={!!errors.password}
                helperText={
                  fieldError('password') ??
                  t(secretSet ? 'access-points:gate.passwordKept' : 'access-points:gate.passwordHint')
                }
                fullWidth
              />
              {secretSet && (
                <Controller
                  control={form.control}
                  name="clear_password"
                  render={({ field }) => (
                    <FormControlLabel
                      control={
                        <Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
                      }
                      label={t('access-points:gate.clearPassword')}
                    />
                  )}
                />
              )}
              <FormTextField
                label={t('access-points:gate.pulseSeconds')}
                required
                form={form}
                name="pulse_seconds"
                errorText={fieldError('pulse_seconds')}
                helperText={t('access-points:gate.pulseHint')}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:cancel')}</Button>
        <PendingButton type="submit" isPending={save.isPending}>
          {gate ? t('access-points:drawer.save') : t('access-points:gate.create')}
        </PendingButton>
      </DialogActions>
    </Box>
  );
}
