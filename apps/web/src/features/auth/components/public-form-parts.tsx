// The pieces the MUI public forms (restore and reset password, setup) share: the email field, the big submit
// button with its spinner and the centred link under it (the closing dialog whose only way on is the login page
// is to-login-dialog.tsx: the login screen has no dialog, and MUI's Dialog stays out of its download).
import { Button, CircularProgress, Link as MuiLink, type SxProps, TextField, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function SubmitButton({
  isPending,
  disabled,
  sx = { minHeight: 48 },
  children,
}: {
  isPending: boolean;
  disabled: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={disabled}
      startIcon={isPending ? <CircularProgress size={20} color="inherit" aria-hidden /> : undefined}
      sx={sx}
    >
      {children}
    </Button>
  );
}

export function FormFootLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <MuiLink component={Link} to={to} sx={{ justifySelf: 'center', py: 1 }}>
      {children}
    </MuiLink>
  );
}

/** An email typed by hand: no capitals or spell check, the error text while `invalid`; typing clears the error. */
export function EmailField({
  label,
  autoComplete,
  value,
  onChange,
  onBlur,
  invalid,
  invalidText,
}: {
  label: string;
  autoComplete: string;
  value: string;
  /** A new value typed: the caller keeps it and clears its error. */
  onChange: (value: string) => void;
  onBlur: () => void;
  invalid: boolean;
  invalidText: string;
}) {
  return (
    <TextField
      label={label}
      type="email"
      autoComplete={autoComplete}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={invalid}
      helperText={invalid ? invalidText : undefined}
      slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
      fullWidth
    />
  );
}
