// The event's own fields, for the new and edit screens and the desktop drawer (spec §5 "Event"): name,
// description, start day and time on the first chosen access point's clock (said under the fields), tolerance
// 1–24 hours, and the access points.
import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAccessPointSelect } from '../../../components/forms/access-point-select.tsx';
import { DayField, TimeOfDayField } from '../../../components/forms/day-field.tsx';
import { FormNameField, FormTextField } from '../../../components/forms/form-text-field.tsx';
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
      <FormNameField label={t('fields.name')} form={form} name="name" errorText={t('validation.name')} />
      <FormTextField
        label={t('fields.description')}
        required
        multiline
        minRows={2}
        form={form}
        name="description"
        trim
        errorText={t('validation.description')}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <FormAccessPointSelect
        control={form.control}
        name="access_servers"
        label={t('fields.accessPoints')}
        options={accessPoints}
        required
        errorText={(error) => t(error.type === 'server' ? 'validation.accessPointsServer' : 'validation.accessPoints')}
      />
      <Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
          <Controller
            control={form.control}
            name="date"
            render={({ field }) => (
              <DayField
                label={t('fields.date')}
                required
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={!!errors.date}
                helperText={
                  errors.date && t(errors.date.type === 'server' ? 'validation.dateServer' : 'validation.date')
                }
                fullWidth
              />
            )}
          />
          <Controller
            control={form.control}
            name="time"
            render={({ field }) => (
              <TimeOfDayField
                label={t('fields.time')}
                required
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={!!errors.time}
                helperText={errors.time && t('validation.time')}
                fullWidth
              />
            )}
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
