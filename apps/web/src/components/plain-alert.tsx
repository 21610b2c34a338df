// A message inside a page (MUI's standard Alert) for the screens that load no MUI (docs/web.md, "The first
// screens without MUI"), or its filled banner. Only an error is announced as it appears (role="alert") unless the
// caller names another role; the others are read in order.
import type { ReactNode } from 'react';
import styles from './plain-alert.module.css';
import { CLOSE_ICON, ERROR_ICON, INFO_ICON, PlainIcon, SUCCESS_ICON } from './plain-icon.tsx';

/** Material's ReportProblemOutlined; here, not in plain-icon.tsx, as only lazy pages show a warning. */
const WARNING_ICON = 'M12 5.99 19.53 19H4.47zM12 2 1 21h22zm1 14h-2v2h2zm0-6h-2v4h2z';

export type PlainSeverity = 'success' | 'info' | 'warning' | 'error';

const ICONS: Record<PlainSeverity, string> = {
  success: SUCCESS_ICON,
  info: INFO_ICON,
  warning: WARNING_ICON,
  error: ERROR_ICON,
};

export function PlainAlert({
  severity,
  testId,
  variant = 'standard',
  icon,
  role,
  square = false,
  onClose,
  closeText,
  children,
}: {
  severity: PlainSeverity;
  testId?: string;
  /** `filled`: the severity's colour behind the text (MUI's filled Alert), for a banner across the screen. */
  variant?: 'standard' | 'filled';
  /** Another Material path in place of the severity's icon. */
  icon?: string;
  /** Overrides the announcement: a banner that changes with the connection is a `status`. */
  role?: 'status' | 'alert';
  /** No rounded corners: a banner from edge to edge. */
  square?: boolean;
  /** Shows a close button named `closeText`. */
  onClose?: () => void;
  closeText?: string;
  children: ReactNode;
}) {
  const classes = [styles.alert, styles[variant === 'filled' ? `${severity}Filled` : severity]];
  if (square) classes.push(styles.square);
  return (
    <div className={classes.join(' ')} role={role ?? (severity === 'error' ? 'alert' : undefined)} data-testid={testId}>
      <span className={styles.icon}>
        <PlainIcon path={icon ?? ICONS[severity]} size={22} />
      </span>
      <div className={styles.message}>{children}</div>
      {onClose && (
        <span className={styles.action}>
          <button type="button" className={styles.close} aria-label={closeText} title={closeText} onClick={onClose}>
            <PlainIcon path={CLOSE_ICON} size={20} />
          </button>
        </span>
      )}
    </div>
  );
}
