// A message inside a page (MUI's standard Alert) for the screens that load no MUI (docs/web.md, "The first
// screens without MUI"). Only an error is announced as it appears (role="alert"); the others are read in order.
import type { ReactNode } from 'react';
import styles from './plain-alert.module.css';
import { ERROR_ICON, INFO_ICON, PlainIcon, SUCCESS_ICON } from './plain-icon.tsx';

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
  children,
}: {
  severity: PlainSeverity;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={`${styles.alert} ${styles[severity]}`}
      role={severity === 'error' ? 'alert' : undefined}
      data-testid={testId}
    >
      <span className={styles.icon}>
        <PlainIcon path={ICONS[severity]} size={22} />
      </span>
      <div className={styles.message}>{children}</div>
    </div>
  );
}
