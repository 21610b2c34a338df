// Visits and refusals per day as bars (recharts), with every day's figures in a table under a disclosure
// (the chart's text alternative, and what a reader copies from).
import type { Intelligence } from '@garita/contract';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { dayLabel, longDayLabel } from '../intelligence-range.ts';
import { useLanguage, useNumber } from './use-number.ts';

export function DailyChart({ days }: { days: Intelligence['days'] }) {
  const { t } = useTranslation('intelligence');
  const theme = useTheme();
  const language = useLanguage();
  const number = useNumber();
  const data = days.map((day) => ({ ...day, label: dayLabel(day.date, language) }));
  return (
    <>
      <Box sx={{ height: { xs: 220, md: 280 }, mx: -1 }} aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          {/* No animation: figures are read, not watched, and a busy phone is spared the frames. */}
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} stroke={theme.palette.divider} />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={12} tickLine={false} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} tickLine={false} axisLine={false} width={48} />
            <Tooltip
              labelFormatter={(_label, payload) => {
                const date = payload?.[0]?.payload?.date as string | undefined;
                return date ? longDayLabel(date, language) : '';
              }}
              formatter={(value) => number(Number(value))}
            />
            <Legend wrapperStyle={{ fontSize: 13 }} />
            <Bar
              dataKey="visits"
              name={t('columns.visits')}
              fill={theme.palette.primary.main}
              radius={[3, 3, 0, 0]}
              isAnimationActive={false}
            />
            <Bar
              dataKey="denials"
              name={t('columns.denials')}
              fill={theme.palette.secondary.main}
              radius={[3, 3, 0, 0]}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <Accordion disableGutters variant="outlined" sx={{ borderRadius: 2, '&::before': { display: 'none' } }}>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          aria-controls="intelligence-days"
          id="intelligence-days-summary"
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('sections.perDayTable')}
          </Typography>
        </AccordionSummary>
        <AccordionDetails id="intelligence-days" sx={{ p: 0 }}>
          <TableContainer sx={{ maxHeight: 360 }} tabIndex={0} role="region" aria-label={t('sections.perDay')}>
            <Table size="small" stickyHeader aria-label={t('sections.perDay')} data-testid="days-table">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ fontWeight: 700 }}>{t('columns.day')}</TableCell>
                  {(['visits', 'entries', 'exits', 'denials', 'movements'] as const).map((column) => (
                    <TableCell key={column} align="right" sx={{ fontWeight: 700 }}>
                      {t(`columns.${column}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {[...days].reverse().map((day) => (
                  <TableRow key={day.date} data-date={day.date}>
                    <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                      {longDayLabel(day.date, language)}
                    </TableCell>
                    {(['visits', 'entries', 'exits', 'denials', 'movements'] as const).map((column) => (
                      <TableCell
                        key={column}
                        align="right"
                        data-column={column}
                        sx={{ fontVariantNumeric: 'tabular-nums' }}
                      >
                        {number(day[column])}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </AccordionDetails>
      </Accordion>
    </>
  );
}
