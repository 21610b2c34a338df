// When the invitation opens (spec §4/§5/§9): valid-from date, hour (00–23) and minute (00/15/30/45) on the
// first access point's clock; a visit's length (1–24 h); multiple access (forced by some networks, never for
// providers) with its length in hours, days, weeks or months (2 hours at first, the count clamped to its unit)
// and its tolerance (1–12 h on a phone, 2–6 h in the desktop drawer); and the
// weekday/hour restriction (no day = every day, '--' time = 00:00, '--' length = 24 h, 'all day').
import {
  TEMPORARY_DURATION_CAPS,
  TEMPORARY_DURATION_UNITS,
  VISITOR_DURATION_HOURS,
  type Weekday,
} from '@garita/contract';
import {
  Box,
  FormControlLabel,
  MenuItem,
  Switch,
  type SxProps,
  TextField,
  type Theme,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DayField } from '../../../components/forms/day-field.tsx';
import { HOURS, NO_VALUE, QUARTERS, toleranceRange, WEEKDAYS_SHOWN } from '../invitation-form.ts';
import { TOGGLE_GROUP_SX } from './toggle-group-sx.ts';
import { useFieldError } from './use-field-error.ts';
import type { InvitationForm } from './use-invitation-form.ts';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
// Fields side by side that wrap when the screen is too narrow for them (a 390-px phone's form is 358 px wide).
const row = { display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' } as const;

interface ChoiceFieldProps<V extends string | number> {
  label: string;
  value: V;
  options: readonly V[];
  onChange: (value: V) => void;
  /** The option's text; the value itself by default. */
  optionLabel?: (option: V) => string;
  disabled?: boolean;
  sx?: SxProps<Theme>;
  fullWidth?: boolean;
  error?: boolean;
  helperText?: string;
}

/** A select of plain values (hours, minutes, counts, units). */
function ChoiceField<V extends string | number>({
  options,
  onChange,
  optionLabel = String,
  ...props
}: ChoiceFieldProps<V>) {
  return (
    <TextField
      select
      {...props}
      onChange={(event) => {
        // MUI hands back the option itself (a number stays a number).
        const chosen = options.find((option) => String(option) === String(event.target.value));
        if (chosen !== undefined) onChange(chosen);
      }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {optionLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function ValidFromFields({ form }: { form: InvitationForm }) {
  const { t } = useTranslation('invitations');
  const errorOf = useFieldError(form);
  const { values } = form;
  const error = errorOf('validFrom');
  // An edited key may start at any minute: keep it on offer.
  const minutes = (QUARTERS as readonly string[]).includes(values.validMinute)
    ? QUARTERS
    : [...QUARTERS, values.validMinute].sort();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={row}>
        <DayField
          label={t('form.validFrom')}
          required
          value={values.validDate}
          onChange={(validDate) => form.setValidFrom({ validDate })}
          error={!!error}
          sx={{ flex: 2, minWidth: 0 }}
        />
        <ChoiceField
          label={t('form.hour')}
          value={values.validHour}
          options={HOURS}
          onChange={(validHour) => form.setValidFrom({ validHour })}
          sx={{ flex: 1, minWidth: 76 }}
        />
        <ChoiceField
          label={t('form.minute')}
          value={values.validMinute}
          options={minutes}
          onChange={(validMinute) => form.setValidFrom({ validMinute })}
          sx={{ flex: 1, minWidth: 76 }}
        />
      </Box>
      <Typography
        variant="body2"
        role={error ? 'alert' : undefined}
        sx={{ color: error ? 'error.main' : 'text.secondary', px: 1.75 }}
      >
        {error ?? t('form.timeZoneNote', { zone: form.timeZone })}
      </Typography>
    </Box>
  );
}

export function DurationFields({ form }: { form: InvitationForm }) {
  const { t } = useTranslation('invitations');
  const errorOf = useFieldError(form);
  const { values } = form;
  const tolerance = toleranceRange(form.layout);
  const toleranceError = errorOf('tolerance');
  const isProvider = values.kind === 'provider';
  const isForced = form.network.force_multiple_access && !isProvider;
  const showsMultiple = !form.isEdit;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {showsMultiple && (
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={values.multipleAccess}
                disabled={isProvider || isForced}
                onChange={(event) => form.setMultipleAccess(event.target.checked)}
              />
            }
            label={t('form.multipleAccess')}
          />
          {(isProvider || isForced) && (
            <Typography variant="body2" sx={{ color: 'text.secondary', ml: 6 }}>
              {isProvider ? t('form.multipleAccessProvider') : t('form.multipleAccessForced')}
            </Typography>
          )}
        </Box>
      )}
      {values.multipleAccess ? (
        <>
          <Box sx={row}>
            <ChoiceField
              label={t('form.durationCount')}
              value={values.durationCount}
              options={range(1, TEMPORARY_DURATION_CAPS[values.durationUnit])}
              onChange={(count) => form.set('durationCount', count)}
              sx={{ flex: 1 }}
            />
            <ChoiceField
              label={t('form.durationUnit')}
              value={values.durationUnit}
              options={TEMPORARY_DURATION_UNITS}
              onChange={form.setDurationUnit}
              optionLabel={(unit) => t(`form.units.${unit}`)}
              sx={{ flex: 2 }}
            />
          </Box>
          <ChoiceField
            label={t('form.tolerance')}
            value={values.tolerance}
            options={range(tolerance.min, tolerance.max)}
            onChange={(hours) => form.set('tolerance', hours)}
            optionLabel={(hours) => t('duration.hours', { count: hours })}
            error={!!toleranceError}
            helperText={toleranceError ?? t('form.toleranceHelp')}
            fullWidth
          />
          <FormControlLabel
            control={
              <Switch checked={values.restrict} onChange={(event) => form.set('restrict', event.target.checked)} />
            }
            label={t('form.restrict')}
          />
          {values.restrict && <RestrictionFields form={form} />}
        </>
      ) : (
        <ChoiceField
          label={t('form.visitorDuration')}
          value={values.visitorDuration}
          options={range(VISITOR_DURATION_HOURS.min, VISITOR_DURATION_HOURS.max)}
          onChange={(hours) => form.set('visitorDuration', hours)}
          optionLabel={(hours) => t('duration.hours', { count: hours })}
          fullWidth
        />
      )}
    </Box>
  );
}

function RestrictionFields({ form }: { form: InvitationForm }) {
  const { t } = useTranslation('invitations');
  const daysId = useId();
  const { values } = form;
  return (
    <Box
      data-testid="restriction-fields"
      sx={{ display: 'grid', gap: 2, p: 2, borderRadius: 2, border: 1, borderColor: 'divider' }}
    >
      <Box>
        <Typography id={daysId} variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
          {t('form.days')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          color="primary"
          aria-labelledby={daysId}
          value={values.days}
          onChange={(_event, days: Weekday[]) => form.set('days', days)}
          sx={{ ...TOGGLE_GROUP_SX, display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' }}
        >
          {WEEKDAYS_SHOWN.map((day) => (
            <ToggleButton key={day} value={day} aria-label={t(`weekdays.${day}`)} sx={{ px: 0 }}>
              {t(`weekdaysShort.${day}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('form.daysHelp')}
        </Typography>
      </Box>
      <FormControlLabel
        control={<Switch checked={values.allDay} onChange={(event) => form.set('allDay', event.target.checked)} />}
        label={t('form.allDay')}
      />
      <Box sx={row}>
        <ChoiceField
          label={t('form.fromHour')}
          value={values.restrictHour}
          options={[NO_VALUE, ...HOURS]}
          onChange={(hour) => form.set('restrictHour', hour)}
          disabled={values.allDay}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <ChoiceField
          label={t('form.minute')}
          value={values.restrictMinute}
          options={QUARTERS}
          onChange={(minute) => form.set('restrictMinute', minute)}
          disabled={values.allDay || values.restrictHour === NO_VALUE}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <ChoiceField
          label={t('form.forHours')}
          value={values.restrictHours}
          options={[NO_VALUE, ...range(1, 24).map(String)]}
          onChange={(hours) => form.set('restrictHours', hours)}
          optionLabel={(hours) => (hours === NO_VALUE ? NO_VALUE : t('duration.hours', { count: Number(hours) }))}
          disabled={values.allDay}
          sx={{ flex: 1.4, minWidth: 0 }}
        />
      </Box>
      <Typography variant="caption" sx={{ color: 'text.secondary', mt: -1 }}>
        {t('form.hoursHelp')}
      </Typography>
    </Box>
  );
}
