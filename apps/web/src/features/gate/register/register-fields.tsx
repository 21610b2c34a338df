// The fields of the manual register (spec §2/§5): visit or provider, entry door (the access point's
// entry gates, the first by default), full name, provider (and its name for "Otro"), unit → host,
// reason for visit and notes. Missing ones show their message once the guard tried to go on.
import { type Gate, MAX_WATCHLIST_ID_NUMBER, type Provider } from '@garita/contract';
import { Box, MenuItem, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/forms/select-field.tsx';
import {
  isOtherProvider,
  needsHost,
  type RegisterField,
  type RegisterFormValues,
  type RegisterKind,
} from './register-form.ts';

interface Option {
  id: number;
  name: string;
}

interface RegisterFieldsProps {
  values: RegisterFormValues;
  onChange: (values: RegisterFormValues) => void;
  errors: readonly RegisterField[];
  doors: readonly Gate[];
  units: readonly Option[] | undefined;
  hosts: readonly Option[] | undefined;
  providers: readonly Provider[] | undefined;
  /** The providers' list is on its way: the choice waits for it rather than open empty and grow under a tap. */
  providersLoading: boolean;
  /** False when the network switched providers off (spec §6): every register is a visit. */
  offersProviders: boolean;
}

export function RegisterFields({
  values,
  onChange,
  errors,
  doors,
  units,
  hosts,
  providers,
  providersLoading,
  offersProviders,
}: RegisterFieldsProps) {
  const { t } = useTranslation('register');
  const { t: tc } = useTranslation('common');
  const set = <K extends keyof RegisterFormValues>(field: K, value: RegisterFormValues[K]) =>
    onChange({ ...values, [field]: value });
  const errorOf = (field: RegisterField) =>
    errors.includes(field) ? { error: true, helperText: t(`validation.${field}`) } : {};
  const trimmed = (field: 'visitorName' | 'idNumber' | 'reason' | 'otherProvider' | 'notes') => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    onBlur: (event: { target: { value: string } }) => set(field, event.target.value.trim()),
  });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {offersProviders && (
        <Box>
          <Typography id="register-kind" variant="body2" sx={{ color: 'text.secondary', mb: 0.5, fontWeight: 600 }}>
            {t('kind.label')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            fullWidth
            color="primary"
            value={values.kind}
            aria-labelledby="register-kind"
            onChange={(_event, kind: RegisterKind | null) => {
              // Switching type starts the visitor's fields over (spec §4), keeping the door.
              if (kind)
                onChange({
                  ...values,
                  kind,
                  visitorName: '',
                  idNumber: '',
                  reason: '',
                  provider: '',
                  otherProvider: '',
                });
            }}
          >
            <ToggleButton value="visit" sx={{ fontWeight: 700 }}>
              {t('kind.visit')}
            </ToggleButton>
            <ToggleButton value="provider" sx={{ fontWeight: 700 }}>
              {t('kind.provider')}
            </ToggleButton>
          </ToggleButtonGroup>
        </Box>
      )}

      <SelectField
        label={t('fields.gate')}
        required
        value={values.gateId ?? ''}
        onChange={(gateId) => set('gateId', Number(gateId) || null)}
        options={doors.map((door) => ({ value: door.id, label: door.name }))}
        {...errorOf('gateId')}
      />

      <TextField
        label={t('fields.visitorName')}
        required
        autoComplete="off"
        {...trimmed('visitorName')}
        {...errorOf('visitorName')}
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
      <TextField
        label={t('fields.idNumber')}
        autoComplete="off"
        {...trimmed('idNumber')}
        slotProps={{ htmlInput: { maxLength: MAX_WATCHLIST_ID_NUMBER } }}
      />

      {values.kind === 'provider' && (
        <>
          <SelectField
            label={t('fields.provider')}
            required
            value={values.provider}
            onChange={(provider) => onChange({ ...values, provider, otherProvider: '' })}
            options={(providers ?? []).map((provider) => ({ value: provider.name, label: provider.display_name }))}
            {...(providersLoading ? { disabled: true, helperText: tc('loading') } : {})}
            {...errorOf('provider')}
          />
          {isOtherProvider(values.provider) && (
            <TextField
              label={t('fields.otherProvider')}
              required
              {...trimmed('otherProvider')}
              {...errorOf('otherProvider')}
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
          )}
        </>
      )}

      <TextField
        select
        label={t('fields.unit')}
        required={needsHost(values.kind)}
        value={values.unitId ?? ''}
        onChange={(event) => onChange({ ...values, unitId: Number(event.target.value) || null, hostId: null })}
        {...errorOf('unitId')}
      >
        {(units ?? []).map((unit) => (
          <MenuItem key={unit.id} value={unit.id}>
            {unit.name}
          </MenuItem>
        ))}
      </TextField>

      <TextField
        select
        label={t('fields.host')}
        required={needsHost(values.kind)}
        value={hosts?.some((host) => host.id === values.hostId) ? (values.hostId ?? '') : ''}
        onChange={(event) => set('hostId', Number(event.target.value) || null)}
        {...(values.unitId === null ? { helperText: t('chooseUnitFirst') } : {})}
        {...(values.unitId !== null && hosts?.length === 0 ? { helperText: t('hostsEmpty') } : {})}
        {...errorOf('hostId')}
      >
        {values.unitId === null && (
          <MenuItem value="" disabled>
            {t('chooseUnitFirst')}
          </MenuItem>
        )}
        {(values.unitId === null ? [] : (hosts ?? [])).map((host) => (
          <MenuItem key={host.id} value={host.id}>
            {host.name}
          </MenuItem>
        ))}
      </TextField>

      {values.kind === 'visit' && (
        <TextField
          label={t('fields.reason')}
          required
          {...trimmed('reason')}
          {...errorOf('reason')}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      )}

      <TextField
        label={t('fields.notes')}
        multiline
        rows={3}
        {...trimmed('notes')}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </Box>
  );
}
