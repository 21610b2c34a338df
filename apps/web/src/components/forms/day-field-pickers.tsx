// The MUI X pickers behind DayField and TimeOfDayField (day-field.tsx loads this module lazily, so the first
// screen does not carry them): a typed, sectioned field (DD/MM/YYYY or HH:mm, digits from the keyboard, arrows
// step a section) in the app's language, plus a calendar for the day. The field's label names its group for
// assistive technology; the hidden input carries the shown text (DD/MM/YYYY) and the field's name.
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS as enPickers, esES as esPickers } from '@mui/x-date-pickers/locales';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { enUS, es } from 'date-fns/locale';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, normalizeLanguage } from '../../lib/language.ts';
import type { PickerFieldProps } from './day-field.tsx';
import { dateToValue, FIELD_FORMATS, type FieldKind, valueToDate } from './day-value.ts';

const LOCALES = {
  en: { dates: enUS, texts: enPickers.components.MuiLocalizationProvider.defaultProps.localeText },
  es: { dates: es, texts: esPickers.components.MuiLocalizationProvider.defaultProps.localeText },
} as const;

function Localized({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = LOCALES[normalizeLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE];
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={locale.dates} localeText={locale.texts}>
      {children}
    </LocalizationProvider>
  );
}

/**
 * The picker's own date while the form holds the same text: an incomplete entry (day typed, month not yet) is an
 * invalid date that the form sees as '', and handing the picker '' back would wipe what was typed.
 */
function usePickerValue(value: string, kind: FieldKind, onChange: (value: string) => void) {
  const [own, setOwn] = useState<Date | null>(() => valueToDate(value, kind));
  const shown = dateToValue(own, kind) === value ? own : valueToDate(value, kind);
  const change = (date: Date | null) => {
    setOwn(date);
    const next = dateToValue(date, kind);
    if (next !== value) onChange(next);
  };
  return [shown, change] as const;
}

function textFieldProps(props: PickerFieldProps) {
  return {
    name: props.name,
    required: props.required,
    error: props.error,
    helperText: props.helperText,
    size: props.size,
    fullWidth: props.fullWidth,
    sx: props.sx,
    onBlur: props.onBlur,
    inputRef: props.inputRef,
    'data-testid': props['data-testid'],
  };
}

export function DayPicker(props: PickerFieldProps) {
  const [value, onChange] = usePickerValue(props.value, 'day', props.onChange);
  const min = props.min ? valueToDate(props.min, 'day') : null;
  const max = props.max ? valueToDate(props.max, 'day') : null;
  return (
    <Localized>
      <DesktopDatePicker
        label={props.label}
        value={value}
        onChange={onChange}
        format={FIELD_FORMATS.day}
        disabled={props.disabled}
        {...(min ? { minDate: min } : {})}
        {...(max ? { maxDate: max } : {})}
        slotProps={{ textField: textFieldProps(props) }}
      />
    </Localized>
  );
}

export function TimeOfDayPicker(props: PickerFieldProps) {
  const [value, onChange] = usePickerValue(props.value, 'time', props.onChange);
  return (
    <Localized>
      <TimeField
        label={props.label}
        value={value}
        onChange={onChange}
        format={FIELD_FORMATS.time}
        ampm={false}
        disabled={props.disabled}
        {...textFieldProps(props)}
      />
    </Localized>
  );
}
