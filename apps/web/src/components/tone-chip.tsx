// A record's state as a bold chip in its tone: filled in a theme colour, with the text colour the theme picks for
// AA contrast (outlined orange text would not pass), or outlined grey when the state is neutral. Plain (MUI's Chip
// in components/plain-chip.module.css): the phone's invitation and logbook lists show it on their first screen
// (docs/web.md, "The first screens without MUI").
import chip from './plain-chip.module.css';

export type ChipTone = 'neutral' | 'info' | 'success' | 'warning' | 'error';

interface ToneChipProps {
  tone: ChipTone;
  label: string;
  size?: 'small' | 'medium';
  testId?: string;
}

export function ToneChip({ tone, label, size = 'small', testId }: ToneChipProps) {
  const classes = [
    chip.chip,
    chip.bold,
    tone === 'neutral' ? chip.outlined : chip[tone],
    size === 'small' && chip.small,
  ];
  return (
    <span className={classes.filter(Boolean).join(' ')} data-testid={testId}>
      <span className={chip.label}>{label}</span>
    </span>
  );
}
