// A spinner in a block of its own, where a list, a record or a panel appears once it has loaded.
import { Box, CircularProgress } from '@mui/material';

interface LoadingBlockProps {
  /** What is loading, for screen readers. */
  label: string;
  /** Space above and below (theme spacing). */
  py?: number;
  /** The spinner's size in px (default 40). */
  size?: number;
}

export function LoadingBlock({ label, py = 4, size }: LoadingBlockProps) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py }}>
      <CircularProgress size={size} aria-label={label} />
    </Box>
  );
}
