// A control's tooltip without MUI's Tooltip, which brings Popper.js (about 11 KB gzip) to the guard's scanner route
// (docs/web.md, "The first screens without MUI"). The control keeps its own accessible name (aria-label); the tip
// repeats it for sighted pointer and keyboard users, below the control (`align="end"` keeps it inside the screen
// for a control at a row's end).
import type { ReactNode } from 'react';
import styles from './tip.module.css';

export function Tip({ title, align, children }: { title: string; align?: 'end'; children: ReactNode }) {
  if (!title) return children;
  return (
    <span className={align === 'end' ? `${styles.anchor} ${styles.end}` : styles.anchor}>
      {children}
      <span className={styles.tip} aria-hidden="true">
        {title}
      </span>
    </span>
  );
}
