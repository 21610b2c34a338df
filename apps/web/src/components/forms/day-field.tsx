// A day field (DD/MM/YYYY) and a time-of-day field (24-hour HH:mm) in the app's language, whatever the browser's
// locale (the browser's own date inputs follow its locale: mm/dd/yyyy in an English browser). Forms trade the
// texts the browser's inputs gave (YYYY-MM-DD, HH:mm; '' while empty or incomplete), so nothing sent to the
// server changes. The MUI X pickers load with the first screen that shows one of these fields, not before: until
// they arrive the field stands in place, read-only, with its label and value.
import { type SxProps, TextField, type Theme } from '@mui/material';
import { lazy, type ReactNode, type Ref, Suspense } from 'react';
import { displayValue, type FieldKind } from './day-value.ts';

export interface PickerFieldProps {
  label: string;
  /** YYYY-MM-DD for a day, HH:mm for a time of day; '' when empty. */
  value: string;
  /** Called with the new value, '' while the entry is empty or incomplete. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  inputRef?: Ref<HTMLInputElement>;
  /** Earliest and latest day on offer (YYYY-MM-DD); days only. */
  min?: string | undefined;
  max?: string | undefined;
  'data-testid'?: string;
}

const DayPicker = lazy(() => import('./day-field-pickers.tsx').then((module) => ({ default: module.DayPicker })));
const TimeOfDayPicker = lazy(() =>
  import('./day-field-pickers.tsx').then((module) => ({ default: module.TimeOfDayPicker })),
);

/** The field as it stands while the pickers load: same label, value and size, read-only. */
function Placeholder({ kind, ...props }: PickerFieldProps & { kind: FieldKind }) {
  return (
    <TextField
      label={props.label}
      value={displayValue(props.value, kind)}
      required={props.required}
      disabled={props.disabled}
      error={props.error}
      helperText={props.helperText}
      size={props.size}
      fullWidth={props.fullWidth}
      sx={props.sx}
      slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
    />
  );
}

/** A day, shown and typed as DD/MM/YYYY, with a calendar. */
export function DayField(props: PickerFieldProps) {
  return (
    <Suspense fallback={<Placeholder kind="day" {...props} />}>
      <DayPicker {...props} />
    </Suspense>
  );
}

/** A time of day, shown and typed as 24-hour HH:mm. */
export function TimeOfDayField(props: PickerFieldProps) {
  return (
    <Suspense fallback={<Placeholder kind="time" {...props} />}>
      <TimeOfDayPicker {...props} />
    </Suspense>
  );
}
