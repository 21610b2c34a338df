// The network's own settings (PATCH /network): general, access rules, the features it uses (capability flags,
// spec §6) with the CTPAT form address, user limits and the analytics dashboard.
import type { NetworkSettings } from '@garita/contract';
import { OPEN_GATE_WINDOW_MINUTES } from '@garita/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSwitch } from '../../../components/forms/form-switch.tsx';
import { FormTextField } from '../../../components/forms/form-text-field.tsx';
import { TimeZoneField } from '../../../components/forms/time-zone-field.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';
import { Section } from '../../../components/section.tsx';
import { ApiError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { applyFieldErrors } from '../../../lib/field-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useSaveNetwork } from '../api.ts';
import {
  dashboardPreview,
  FEATURES,
  LIMIT_ROLES,
  type NetworkFormInput,
  NetworkFormSchema,
  type NetworkFormValues,
  networkBody,
  networkFieldOf,
  networkFormFrom,
  RULES,
} from '../settings-form.ts';

export function NetworkForm({ network }: { network: NetworkSettings }) {
  const { t } = useTranslation(['network-settings', 'common']);
  const form = useForm<NetworkFormInput, unknown, NetworkFormValues>({
    resolver: zodResolver(NetworkFormSchema),
    defaultValues: networkFormFrom(network),
  });
  const save = useSaveNetwork();
  const { errors, isDirty } = form.formState;
  const kindLabel = useId();
  const template = form.watch('analytics_dashboard_url');

  const handleSubmit = form.handleSubmit((values) =>
    save.mutate(networkBody(values), {
      onSuccess: (saved) => {
        form.reset(networkFormFrom(saved));
        notify(t('network-settings:notices.saved'), 'success');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.handled) return;
        const marked = applyFieldErrors(error, form.setError, { map: networkFieldOf, focus: true });
        notify(marked.length > 0 ? t('network-settings:errors.checkFields') : errorMessage(error));
      },
    }),
  );

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2 }}>
      <Section id="network-general" title={t('network-settings:general.title')}>
        <Stack spacing={2}>
          <FormTextField
            label={t('network-settings:general.name')}
            required
            form={form}
            name="name"
            errorText={t('network-settings:validation.name')}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <FormControl>
                <FormLabel id={kindLabel}>{t('network-settings:general.kind')}</FormLabel>
                <RadioGroup row aria-labelledby={kindLabel} {...field}>
                  <FormControlLabel
                    value="residential"
                    control={<Radio />}
                    label={t('network-settings:general.kinds.residential')}
                  />
                  <FormControlLabel
                    value="corporate"
                    control={<Radio />}
                    label={t('network-settings:general.kinds.corporate')}
                  />
                </RadioGroup>
              </FormControl>
            )}
          />
          <Controller
            control={form.control}
            name="time_zone"
            render={({ field }) => (
              <TimeZoneField
                label={t('network-settings:general.timeZone')}
                required
                value={field.value}
                onChange={(zone) => field.onChange(zone)}
                onBlur={field.onBlur}
                error={!!errors.time_zone}
                helperText={
                  errors.time_zone
                    ? t('network-settings:validation.timeZone')
                    : t('network-settings:general.timeZoneHint')
                }
              />
            )}
          />
        </Stack>
      </Section>

      <Section id="network-rules" title={t('network-settings:rules.title')}>
        <Stack spacing={1}>
          {RULES.map((rule) => (
            <FormSwitch
              key={rule}
              form={form}
              name={rule}
              inputName={rule}
              sx={{ alignItems: 'flex-start', '& .MuiSwitch-root': { mt: -0.5 } }}
              label={
                <Box>
                  <Typography variant="body1">{t(`network-settings:rules.${rule}.label`)}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t(`network-settings:rules.${rule}.hint`)}
                  </Typography>
                </Box>
              }
            />
          ))}
          <TextField
            label={t('network-settings:rules.openGateWindow')}
            {...form.register('open_gate_window_minutes')}
            error={!!errors.open_gate_window_minutes}
            helperText={t(
              errors.open_gate_window_minutes
                ? 'network-settings:validation.openGateWindow'
                : 'network-settings:rules.openGateWindowHint',
              OPEN_GATE_WINDOW_MINUTES,
            )}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ maxWidth: 360, mt: 1 }}
          />
        </Stack>
      </Section>

      <Section
        id="network-features"
        title={t('network-settings:features.title')}
        intro={t('network-settings:features.intro')}
      >
        <Stack spacing={1}>
          {FEATURES.map((feature) => (
            <FormSwitch
              key={feature}
              form={form}
              name={feature}
              inputName={feature}
              sx={{ alignItems: 'flex-start', '& .MuiSwitch-root': { mt: -0.5 } }}
              label={
                <Box>
                  <Typography variant="body1">{t(`network-settings:features.${feature}.label`)}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t(`network-settings:features.${feature}.hint`)}
                  </Typography>
                </Box>
              }
            />
          ))}
          <TextField
            label={t('network-settings:features.ctpat.url')}
            type="url"
            placeholder="https://ctpat.example.com/form"
            {...form.register('ctpat_form_url')}
            error={!!errors.ctpat_form_url}
            helperText={t(
              errors.ctpat_form_url ? 'network-settings:validation.ctpat' : 'network-settings:features.ctpat.hint',
            )}
            fullWidth
            sx={{ mt: 1 }}
          />
        </Stack>
      </Section>

      <Section
        id="network-limits"
        title={t('network-settings:limits.title')}
        intro={t('network-settings:limits.intro')}
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2 }}>
          {LIMIT_ROLES.map((role) => (
            <TextField
              key={role}
              label={t(`common:roles.${role}`)}
              {...form.register(`user_limits.${role}`)}
              error={!!errors.user_limits?.[role]}
              helperText={errors.user_limits?.[role] ? t('network-settings:validation.limit') : undefined}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          ))}
        </Box>
      </Section>

      <Section
        id="network-dashboard"
        title={t('network-settings:dashboard.title')}
        intro={t('network-settings:dashboard.intro')}
      >
        <TextField
          label={t('network-settings:dashboard.url')}
          type="url"
          placeholder="https://dashboards.example.com/d/{uuid}"
          {...form.register('analytics_dashboard_url')}
          error={!!errors.analytics_dashboard_url}
          helperText={
            errors.analytics_dashboard_url
              ? t('network-settings:validation.dashboard')
              : t('network-settings:dashboard.hint', { uuid: network.uuid })
          }
          fullWidth
        />
        {template.trim() !== '' && (
          <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }} data-testid="dashboard-preview">
            {t('network-settings:dashboard.preview')} <code>{dashboardPreview(template, network.uuid)}</code>
          </Typography>
        )}
      </Section>

      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <PendingButton type="submit" isPending={save.isPending} disabled={!isDirty}>
          {t('network-settings:save')}
        </PendingButton>
      </Box>
    </Box>
  );
}
