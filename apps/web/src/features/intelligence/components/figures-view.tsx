// The figures of one answer of GET /intelligence laid out in sections: one column on a phone, two on a
// desktop. An empty range keeps the headline numbers (zeros, and who is inside now) and says so.
import type { Intelligence } from '@garita/contract';
import { Alert, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BarList } from './bar-list.tsx';
import { DailyChart } from './daily-chart.tsx';
import { HoursHeatmap } from './hours-heatmap.tsx';
import { Section } from './section.tsx';
import { SummaryFigures } from './summary-figures.tsx';

export function FiguresView({ figures }: { figures: Intelligence }) {
  const { t } = useTranslation(['intelligence', 'logbook', 'scanner']);
  const isEmpty = figures.totals.movements === 0;
  const reason = (cause: Intelligence['denial_reasons'][number]['reason']) =>
    cause === 'guard' || cause === 'other' ? t(`intelligence:reasons.${cause}`) : t(`scanner:denial.${cause}`);
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <SummaryFigures figures={figures} />
      {isEmpty && (
        <Alert severity="info" data-testid="intelligence-empty">
          {t('intelligence:empty')}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          minWidth: 0,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {!isEmpty && (
          <>
            <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
              <Section title={t('intelligence:sections.perDay')} testId="section-per-day">
                <DailyChart days={figures.days} />
              </Section>
            </Box>
            <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
              <Section title={t('intelligence:sections.hours')} help={t('intelligence:sections.hoursHelp')}>
                <HoursHeatmap hours={figures.hours} />
              </Section>
            </Box>
            <Section title={t('intelligence:sections.keyTypes')}>
              <BarList
                testId="key-types"
                items={figures.key_types.map((row) => ({
                  key: row.key_type,
                  label: t(`logbook:keyTypes.${row.key_type}`, { defaultValue: row.key_type }),
                  value: row.entries,
                }))}
              />
            </Section>
            <Section title={t('intelligence:sections.denials')}>
              <BarList
                testId="denial-reasons"
                color="warning"
                items={figures.denial_reasons.map((row) => ({
                  key: row.reason,
                  label: reason(row.reason),
                  value: row.count,
                }))}
              />
            </Section>
            <Section title={t('intelligence:sections.topUnits')}>
              <BarList
                testId="top-units"
                items={figures.top_units.map((row) => ({
                  key: String(row.id),
                  label: row.name ?? t('intelligence:noUnit'),
                  value: row.visits,
                }))}
              />
            </Section>
            <Section title={t('intelligence:sections.topHosts')}>
              <BarList
                testId="top-hosts"
                items={figures.top_hosts.map((row) => ({
                  key: String(row.id),
                  label: row.name,
                  detail: row.unit,
                  value: row.visits,
                }))}
              />
            </Section>
          </>
        )}
        <Section title={t('intelligence:sections.insideNow')}>
          <BarList
            testId="inside-now"
            color="success"
            items={figures.inside_now.map((row) => ({
              key: String(row.access_server.id),
              label: row.access_server.name,
              value: row.count,
            }))}
          />
        </Section>
      </Box>
    </Box>
  );
}
