// Picks an IANA time zone (a network's or an access point's clock): type to filter, Mexico's zones first, each
// shown with its offset now. The caller passes translated label and error text.
import { Autocomplete, TextField } from '@mui/material';
import { useMemo } from 'react';
import { timeZoneChoices, timeZoneLabel } from '../../lib/time-zones.ts';

interface TimeZoneFieldProps {
  label: string;
  value: string;
  onChange: (zone: string) => void;
  onBlur?: () => void;
  name?: string;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
}

export function TimeZoneField({
  label,
  value,
  onChange,
  onBlur,
  name = 'time_zone',
  required,
  error,
  helperText,
  disabled,
}: TimeZoneFieldProps) {
  const choices = useMemo(() => {
    const zones = timeZoneChoices();
    // A zone the browser does not list (an old name kept by the server) still shows as chosen.
    return value && !zones.includes(value) ? [value, ...zones] : zones;
  }, [value]);
  const labels = useMemo(() => {
    const now = new Date();
    return new Map(choices.map((zone) => [zone, timeZoneLabel(zone, now)]));
  }, [choices]);
  return (
    <Autocomplete
      options={choices}
      value={value || null}
      onChange={(_event, zone) => {
        if (zone) onChange(zone);
      }}
      onBlur={onBlur}
      getOptionLabel={(zone) => labels.get(zone) ?? zone}
      disableClearable={Boolean(value)}
      disabled={disabled}
      autoHighlight
      renderInput={(params) => (
        <TextField {...params} name={name} label={label} required={required} error={error} helperText={helperText} />
      )}
    />
  );
}
