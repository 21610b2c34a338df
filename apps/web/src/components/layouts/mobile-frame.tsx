// The phone shell's frame: the top bar with the network's name, the screen's area, and what follows it (the bottom
// menu). The shell (mobile-shell.tsx) fills it; the entry draws it bare while the signed-in code arrives
// (app/signed-in-placeholder.tsx), so the network's name shows a download sooner (docs/web.md, "The first
// screens without MUI").
import type { ReactNode } from 'react';
import styles from './mobile-frame.module.css';

interface MobileFrameProps {
  title: string;
  /** Before the title (the admins' sections button). */
  start?: ReactNode;
  /** After the title (the dynamic key, the profile button). */
  actions?: ReactNode;
  /** The screen's area. */
  children: ReactNode;
  mainClassName?: string;
  /** After the screen's area (the bottom menu, the sections drawer). */
  after?: ReactNode;
}

export function MobileFrame({ title, start, actions, children, mainClassName, after }: MobileFrameProps) {
  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        {start}
        <div className={styles.title}>{title}</div>
        {actions}
      </header>
      <main className={mainClassName ? `${styles.main} ${mainClassName}` : styles.main}>{children}</main>
      {after}
    </div>
  );
}
