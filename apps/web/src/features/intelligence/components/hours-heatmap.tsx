// Busiest hours: logbook records by weekday (rows, in the language's week order) and hour (columns), as a
// table of shaded cells. Each cell carries its number for screen readers and in its tooltip; the hour
// header shows every third hour to stay readable at 390 px.
import type { Intelligence } from '@garita/contract';
import { alpha, Box, Tooltip, Typography, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { heat, hourLabel, shortHourLabel, weekdayName, weekdayOrder } from '../intelligence-range.ts';
import { useLanguage, useNumber } from './use-number.ts';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

export function HoursHeatmap({ hours }: { hours: Intelligence['hours'] }) {
  const { t } = useTranslation('intelligence');
  const theme = useTheme();
  const language = useLanguage();
  const number = useNumber();
  const max = Math.max(0, ...hours.flat());
  const shade = (value: number) =>
    value === 0 ? theme.palette.grey[100] : alpha(theme.palette.primary.main, 0.15 + 0.85 * heat(value, max));
  const cell = { p: 0, border: 0 } as const;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        data-testid="hours-heatmap"
        aria-label={t('sections.hours')}
        sx={{ width: '100%', minWidth: 300, tableLayout: 'fixed', borderCollapse: 'separate', borderSpacing: '2px' }}
      >
        <colgroup>
          <col style={{ width: 40 }} />
        </colgroup>
        <thead>
          <tr>
            <Box component="td" sx={cell} />
            {HOURS.map((hour) => (
              <Box
                component="th"
                key={hour}
                scope="col"
                sx={{
                  ...cell,
                  fontSize: 10,
                  fontWeight: 600,
                  color: 'text.secondary',
                  textAlign: 'left',
                  whiteSpace: 'nowrap',
                  overflow: 'visible',
                }}
              >
                {hour % 3 === 0 ? <span aria-hidden>{shortHourLabel(hour, language)}</span> : null}
                <VisuallyHidden>{hourLabel(hour, language)}</VisuallyHidden>
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {weekdayOrder(language).map((weekday) => (
            <tr key={weekday}>
              <Box
                component="th"
                scope="row"
                sx={{ ...cell, fontSize: 12, fontWeight: 600, textAlign: 'left', pr: 0.5 }}
              >
                <span aria-hidden>{weekdayName(weekday, language)}</span>
                <VisuallyHidden>{weekdayName(weekday, language, 'long')}</VisuallyHidden>
              </Box>
              {HOURS.map((hour) => {
                const value = hours[weekday]?.[hour] ?? 0;
                const label = t('cell', {
                  weekday: weekdayName(weekday, language, 'long'),
                  hour: hourLabel(hour, language),
                  count: number(value),
                });
                return (
                  <Tooltip key={hour} title={label} disableInteractive>
                    <Box
                      component="td"
                      data-weekday={weekday}
                      data-hour={hour}
                      data-count={value}
                      sx={{ ...cell, height: { xs: 18, md: 24 }, bgcolor: shade(value), borderRadius: 0.5 }}
                    >
                      <VisuallyHidden>{number(value)}</VisuallyHidden>
                    </Box>
                  </Tooltip>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
      <Box aria-hidden sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, justifyContent: 'flex-end' }}>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('legend.fewer')}
        </Typography>
        <Box
          sx={{
            width: 96,
            height: 10,
            borderRadius: 5,
            background: `linear-gradient(90deg, ${alpha(theme.palette.primary.main, 0.15)}, ${theme.palette.primary.main})`,
          }}
        />
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('legend.more')}
        </Typography>
      </Box>
    </Box>
  );
}
