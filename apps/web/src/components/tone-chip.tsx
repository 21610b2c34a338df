// A record's state as a bold chip in its tone: filled in a theme colour, on which the theme picks a text colour
// with AA contrast (outlined orange text would not pass), or outlined grey when the state is neutral.
import { Chip } from '@mui/material';

export type ChipTone = 'neutral' | 'info' | 'success' | 'warning' | 'error';

interface ToneChipProps {
  tone: ChipTone;
  label: string;
  size?: 'small' | 'medium';
  testId?: string;
}

export function ToneChip({ tone, label, size = 'small', testId }: ToneChipProps) {
  return (
    <Chip
      size={size}
      color={tone === 'neutral' ? 'default' : tone}
      variant={tone === 'neutral' ? 'outlined' : 'filled'}
      label={label}
      sx={{ fontWeight: 700 }}
      data-testid={testId}
    />
  );
}
