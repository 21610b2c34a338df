// The title line of a page (its h1) with the page's main actions on the right. Plain elements: it needs nothing
// of MUI, and a screen that draws it is not held to MUI's styles for it (docs/web.md, "The first screens without
// MUI").
import type { ReactNode } from 'react';
import styles from './page-header.module.css';

export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <div className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
