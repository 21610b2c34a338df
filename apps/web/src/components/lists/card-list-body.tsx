// The body of a phone list under its search and filters: a spinner until the first page arrives, the empty
// text when a page has no rows, and the rows' cards (<li>s) as a list, faded and marked busy while the next
// page replaces the one on screen. Plain elements and a CSS module: the phone's first list screens draw it before
// MUI arrives (docs/web.md, "The first screens without MUI").
import type { ReactNode } from 'react';
import { LoadingBlock } from '../feedback/loading-block.tsx';
import styles from './card-list-body.module.css';

interface CardListBodyProps {
  /** Names the list for screen readers. */
  label: string;
  loadingLabel: string;
  emptyText: string;
  isLoading: boolean;
  isEmpty: boolean;
  /** The cards on screen are the previous page's while the next one loads. */
  isStale?: boolean;
  isFetching?: boolean;
  /** Space between the cards (theme spacing: 8 px a step). */
  spacing?: number;
  children: ReactNode;
}

export function CardListBody({
  label,
  loadingLabel,
  emptyText,
  isLoading,
  isEmpty,
  isStale = false,
  isFetching,
  spacing = 1.25,
  children,
}: CardListBodyProps) {
  return (
    <>
      {isLoading && <LoadingBlock label={loadingLabel} />}
      {!isLoading && isEmpty && <p className={styles.empty}>{emptyText}</p>}
      <ul
        className={isStale ? `${styles.list} ${styles.stale}` : styles.list}
        style={{ gap: `${spacing * 8}px` }}
        aria-label={label}
        aria-busy={isFetching}
      >
        {children}
      </ul>
    </>
  );
}
