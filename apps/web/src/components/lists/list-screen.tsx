// A phone list screen: its <h1> title with the screen's actions beside it (wrapping under it when narrow),
// then the list, in a column no wider than 960 px. Plain elements and a CSS module: it is the first screen of
// hosts and guards on a phone, drawn before MUI arrives (docs/web.md, "The first screens without MUI").
import type { ReactNode } from 'react';
import styles from './list-screen.module.css';

export function ListScreen({ title, actions, children }: { title: string; actions: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.screen}>
      <div className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}
