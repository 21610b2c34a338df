/** The column every event screen on a phone lays its content in. */
export const SCREEN_SX = {
  p: 2,
  maxWidth: 720,
  mx: 'auto',
  display: 'grid',
  // One column that never grows past the screen, whatever a child's minimum width.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 2,
} as const;
