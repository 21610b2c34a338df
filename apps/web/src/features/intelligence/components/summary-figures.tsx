// The headline numbers of the range: visits, entries, exits, refusals, logbook records, the average stay and
// the visitors inside now. Each is a labelled number (data-testid figure-<name> on the number for the tests).
import type { Intelligence } from '@garita/contract';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { stayParts } from '../intelligence-range.ts';
import { useNumber } from './use-number.ts';

interface FigureProps {
  name: string;
  label: string;
  value: string;
  help: string;
  tone?: 'primary' | 'warning' | 'success';
  /** A longer value (a duration) in a smaller size, so it stays on one line in a narrow card. */
  isCompact?: boolean;
}

function Figure({ name, label, value, help, tone, isCompact = false }: FigureProps) {
  return (
    <Paper
      variant="outlined"
      component="li"
      sx={{
        p: { xs: 1.5, sm: 2 },
        borderRadius: 3,
        minWidth: 0,
      }}
    >
      <Typography
        variant="body2"
        sx={{ fontWeight: 600, color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.75 }}
      >
        <Box
          component="span"
          aria-hidden
          sx={{
            width: 10,
            height: 10,
            borderRadius: '50%',
            flexShrink: 0,
            bgcolor: tone ? `${tone}.main` : 'grey.400',
          }}
        />
        {label}
      </Typography>
      <Typography
        data-testid={`figure-${name}`}
        sx={{
          fontSize: isCompact ? { xs: '1.25rem', md: '1.5rem' } : { xs: '1.6rem', md: '2rem' },
          fontWeight: 800,
          lineHeight: 1.2,
          minHeight: { xs: '1.92rem', md: '2.4rem' },
          display: 'flex',
          alignItems: 'flex-end',
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {value}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
        {help}
      </Typography>
    </Paper>
  );
}

export function useStayText(): (minutes: number | null) => string {
  const { t } = useTranslation('intelligence');
  return (minutes) => {
    if (minutes === null) return t('figures.noStay');
    const parts = stayParts(minutes);
    const words = [
      parts.days ? t('stay.days', { count: parts.days }) : '',
      parts.hours ? t('stay.hours', { count: parts.hours }) : '',
      parts.minutes || (!parts.days && !parts.hours) ? t('stay.minutes', { count: parts.minutes }) : '',
    ];
    return words.filter(Boolean).join(' ');
  };
}

export function SummaryFigures({ figures }: { figures: Intelligence }) {
  const { t } = useTranslation('intelligence');
  const number = useNumber();
  const stay = useStayText();
  const { totals } = figures;
  const inside = figures.inside_now.reduce((sum, point) => sum + point.count, 0);
  return (
    <Box
      component="ul"
      aria-label={t('title')}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 1, sm: 1.5 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <Figure
        name="visits"
        tone="primary"
        label={t('figures.visits')}
        value={number(totals.visits)}
        help={t('figures.visitsHelp')}
      />
      <Figure
        name="entries"
        tone="primary"
        label={t('figures.entries')}
        value={number(totals.entries)}
        help={t('figures.entriesHelp')}
      />
      <Figure name="exits" label={t('figures.exits')} value={number(totals.exits)} help={t('figures.exitsHelp')} />
      <Figure
        name="denials"
        tone="warning"
        label={t('figures.denials')}
        value={number(totals.denials)}
        help={t('figures.denialsHelp')}
      />
      <Figure
        name="movements"
        label={t('figures.movements')}
        value={number(totals.movements)}
        help={t('figures.movementsHelp')}
      />
      <Figure
        name="average-stay"
        isCompact
        label={t('figures.averageStay')}
        value={stay(totals.average_stay_minutes)}
        help={t('figures.averageStayHelp', { count: totals.stays })}
      />
      <Figure
        name="inside-now"
        tone="success"
        label={t('figures.insideNow')}
        value={number(inside)}
        help={t('figures.insideNowHelp')}
      />
    </Box>
  );
}
