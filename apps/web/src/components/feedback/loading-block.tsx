// A spinner in a block of its own, where a list, a record or a panel appears once it has loaded. Plain (the ring
// of page-spinner.tsx): the phone's first list screens show it before MUI arrives (docs/web.md, "The first screens
// without MUI").
import type { CSSProperties } from 'react';
import styles from './loading-block.module.css';
import { Spinner } from './page-spinner.tsx';

interface LoadingBlockProps {
  /** What is loading, for screen readers. */
  label: string;
  /** Space above and below (theme spacing: 8 px a step). */
  py?: number;
  /** The spinner's size in px (default 40). */
  size?: number;
}

export function LoadingBlock({ label, py = 4, size }: LoadingBlockProps) {
  const style = { paddingBlock: `${py * 8}px`, ...(size ? { '--loading-size': `${size}px` } : {}) } as CSSProperties;
  return (
    <div className={size ? `${styles.block} ${styles.sized}` : styles.block} style={style}>
      <Spinner label={label} />
    </div>
  );
}
