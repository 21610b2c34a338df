// The event's own fields, for the new and edit screens and the desktop drawer (spec §5 "Event"): name,
// description, start day and time on the first chosen access point's clock (said under the fields), tolerance
// 1–24 hours, and the access points.
import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAccessPointSelect } from '../../../components/forms/access-point-select.tsx';
import { trimOnBlur } from '../../../lib/trim-on-blur.ts';
import type { EventAccessPoint } from '../api/get-access-points.ts';
import { type EventFormInput, type EventFormValues, TOLERANCE_OPTIONS } from '../event-form.ts';

export type EventForm = UseFormReturn<EventFormInput, unknown, EventFormValues>;

interface EventFormFieldsProps {
  form: EventForm;
  accessPoints: readonly EventAccessPoint[];
}

export function EventFormFields({ form, accessPoints }: EventFormFieldsProps) {
  const { t } = useTranslation('events');
  const { errors } = form.formState;
  const chosen = form.watch('access_servers');
  const clock = accessPoints.find((point) => point.id === chosen[0]);
  return (
    <Stack spacing={2.5}>
      <TextField
        label={t('fields.name')}
        required
        autoComplete="off"
        {...form.register('name', trimOnBlur(form, 'name'))}
        error={!!errors.name}
        helperText={errors.name ? t('validation.name') : undefined}
        slotProps={{ htmlInput: { maxLength: 120 } }}
        fullWidth
      />
      <TextField
        label={t('fields.description')}
        required
        multiline
        minRows={2}
        {...form.register('description', trimOnBlur(form, 'description'))}
        error={!!errors.description}
        helperText={errors.description ? t('validation.description') : undefined}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
        fullWidth
      />
      <FormAccessPointSelect
        control={form.control}
        name="access_servers"
        label={t('fields.accessPoints')}
        options={accessPoints}
        required
        error={!!errors.access_servers}
        helperText={
          errors.access_servers
            ? t(errors.access_servers.type === 'server' ? 'validation.accessPointsServer' : 'validation.accessPoints')
            : undefined
        }
      />
      <Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
          <TextField
            type="date"
            label={t('fields.date')}
            required
            {...form.register('date')}
            error={!!errors.date}
            helperText={
              errors.date ? t(errors.date.type === 'server' ? 'validation.dateServer' : 'validation.date') : undefined
            }
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
          <TextField
            type="time"
            label={t('fields.time')}
            required
            {...form.register('time')}
            error={!!errors.time}
            helperText={errors.time ? t('validation.time') : undefined}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.75 }} data-testid="event-clock">
          {clock ? t('fields.clock', { name: clock.name, zone: clock.time_zone }) : t('fields.clockNone')}
        </Typography>
      </Box>
      <Controller
        control={form.control}
        name="tolerance"
        render={({ field }) => (
          <TextField
            select
            label={t('fields.tolerance')}
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(Number(event.target.value))}
            onBlur={field.onBlur}
            error={!!errors.tolerance}
            helperText={t('fields.toleranceHelp')}
            fullWidth
          >
            {TOLERANCE_OPTIONS.map((hours) => (
              <MenuItem key={hours} value={hours}>
                {t('fields.hours', { count: hours })}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </Stack>
  );
}
