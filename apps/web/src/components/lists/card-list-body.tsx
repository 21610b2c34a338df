// The body of a phone list under its search and filters: a spinner until the first page arrives, the empty
// text when a page has no rows, and the rows' cards (<li>s) as a list, faded and marked busy while the next
// page replaces the one on screen.
import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LoadingBlock } from '../feedback/loading-block.tsx';

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
  /** Space between the cards (theme spacing). */
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
      {!isLoading && isEmpty && (
        <Typography sx={{ color: 'text.secondary', textAlign: 'center', py: 4 }}>{emptyText}</Typography>
      )}
      <Stack
        component="ul"
        spacing={spacing}
        sx={{ listStyle: 'none', p: 0, m: 0, opacity: isStale ? 0.6 : 1 }}
        aria-label={label}
        aria-busy={isFetching}
      >
        {children}
      </Stack>
    </>
  );
}
