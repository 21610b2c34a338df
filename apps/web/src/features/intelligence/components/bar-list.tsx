// A ranked list drawn as horizontal bars: a label, a bar as long as its share of the largest value, and the
// number itself (key types, refusal reasons, top units and hosts, visitors inside). Readable on a phone and
// by a screen reader, which reads each row as "label: number".
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { useNumber } from './use-number.ts';

export interface BarItem {
  key: string;
  label: string;
  /** A second line under the label (e.g. the host's unit). */
  detail?: string | null;
  value: number;
}

interface BarListProps {
  items: readonly BarItem[];
  color?: 'primary' | 'secondary' | 'success' | 'warning' | 'error';
  testId?: string;
}

export function BarList({ items, color = 'primary', testId }: BarListProps) {
  const { t } = useTranslation('intelligence');
  const number = useNumber();
  const max = Math.max(0, ...items.map((item) => item.value));
  if (items.length === 0)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('nothing')}
      </Typography>
    );
  return (
    <Box component="ol" data-testid={testId} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
      {items.map((item) => (
        <Box component="li" key={item.key} data-testid={testId && `${testId}-item`} sx={{ display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <Typography variant="body2" sx={{ flex: 1, minWidth: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
              {item.label}
              {item.detail && (
                <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                  {' · '}
                  {item.detail}
                </Box>
              )}
              <VisuallyHidden>:</VisuallyHidden>
            </Typography>
            <Typography
              variant="body2"
              data-testid={testId && `${testId}-value`}
              sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
            >
              {number(item.value)}
            </Typography>
          </Box>
          <Box aria-hidden sx={{ height: 8, borderRadius: 4, bgcolor: 'grey.100', overflow: 'hidden' }}>
            <Box
              sx={{
                height: '100%',
                width: `${max > 0 && item.value > 0 ? Math.max(2, (item.value / max) * 100) : 0}%`,
                bgcolor: `${color}.main`,
                borderRadius: 4,
              }}
            />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
