// The frame of the screens reachable without a session: login, sign-up, restore and reset password, first-run
// setup (which asks for more and takes a wider card on a wide screen). Plain elements and a static style sheet:
// the login screen loads no MUI (docs/web.md, "The first screens without MUI").
import type { CSSProperties, ReactNode } from 'react';
import { Brand } from '../brand.tsx';
import { LanguageSwitch } from '../language-switch.tsx';
import styles from './public-layout.module.css';

interface PublicLayoutProps {
  title: string;
  screen: string;
  children: ReactNode;
  /** The card's width from 575 px up. */
  maxWidth?: number;
}

export function PublicLayout({ title, screen, children, maxWidth = 460 }: PublicLayoutProps) {
  return (
    <main className={styles.screen} data-screen={screen}>
      <div className={styles.card} style={{ '--card-width': `${maxWidth}px` } as CSSProperties}>
        <div className={styles.head}>
          <Brand showTagline />
          <LanguageSwitch />
        </div>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </main>
  );
}
