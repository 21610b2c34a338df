// MUI's outlined select and text field without MUI (docs/web.md, "The first screens without MUI"), for what the
// guard's scanner route draws: a native <select> (the phone's own picker) and an <input>, each named by its label,
// the label on the border as MUI draws it once a field has a value or an adornment.
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { PlainIcon } from '../plain-icon.tsx';
import styles from './plain-fields.module.css';

const ARROW_DROP_DOWN_ICON = 'M7 10l5 5 5-5z';

interface FrameProps {
  label: string;
  size: 'small' | 'medium';
  helperText?: string;
  id: string;
  children: ReactNode;
}

function Frame({ label, size, helperText, id, children }: FrameProps) {
  return (
    <div className={size === 'small' ? `${styles.root} ${styles.small}` : styles.root}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.box}>
        {children}
        <fieldset aria-hidden="true" className={styles.outline}>
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
      {helperText && (
        <p className={styles.helper} id={`${id}-helper`}>
          {helperText}
        </p>
      )}
    </div>
  );
}

interface PlainSelectProps {
  label: string;
  value: string | number;
  options: { value: string | number; label: string }[];
  onChange: (value: string) => void;
  disabled?: boolean;
  size?: 'small' | 'medium';
  'data-testid'?: string;
}

export function PlainSelect({
  label,
  value,
  options,
  onChange,
  disabled,
  size = 'medium',
  'data-testid': testId,
}: PlainSelectProps) {
  const id = useId();
  const known = options.some((option) => String(option.value) === String(value));
  return (
    <Frame label={label} size={size} id={id}>
      <select
        id={id}
        className={`${styles.control} ${styles.select}`}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      >
        {!known && <option value={value} disabled hidden />}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <PlainIcon path={ARROW_DROP_DOWN_ICON} className={styles.arrow} />
    </Frame>
  );
}

interface PlainTextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'id' | 'className'> {
  label: string;
  helperText?: string;
  /** An icon drawn before the text, as MUI's start adornment. */
  startIcon?: ReactNode;
  size?: 'small' | 'medium';
}

export function PlainTextField({ label, helperText, startIcon, size = 'medium', ...input }: PlainTextFieldProps) {
  const id = useId();
  return (
    <Frame label={label} size={size} helperText={helperText} id={id}>
      {startIcon && <span className={styles.start}>{startIcon}</span>}
      <input id={id} className={styles.control} aria-describedby={helperText ? `${id}-helper` : undefined} {...input} />
    </Frame>
  );
}
