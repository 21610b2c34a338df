// The Intelligence page of network admins (spec §2, issue 7), on a phone (/inteligence) and on the desktop
// shell (/intelligence): period and access point filters, the headline figures, visits per day, the busiest
// hours, entries by key type, refusals by reason, visitors inside now and the units and hosts with the most
// visits; loading, empty and error states. When the network has an external dashboard, a second tab shows it.
import SettingsIcon from '@mui/icons-material/Settings';
import { Alert, Box, Button, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/feedback/loading-block.tsx';
import { accessServerZonesQuery } from '../../../lib/access-server-options.ts';
import { todayIn, todayZone } from '../../../lib/dates.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { useSession } from '../../../lib/session.ts';
import { intelligenceQuery } from '../api/get-intelligence.ts';
import { type DayRange, DEFAULT_PRESET, presetRange, rangeProblem } from '../intelligence-range.ts';
import { DashboardFrame } from './dashboard-frame.tsx';
import { DashboardSettingsDialog } from './dashboard-settings-dialog.tsx';
import { FiguresView } from './figures-view.tsx';
import { IntelligenceFilters, type IntelligenceFilterValues } from './intelligence-filters.tsx';

export function IntelligencePage() {
  const { t } = useTranslation('intelligence');
  const session = useSession();
  const dashboardUrl = session?.user.network.analytics_dashboard_url ?? null;
  const [tab, setTab] = useState<'figures' | 'dashboard'>('figures');
  const [isConfiguring, setConfiguring] = useState(false);
  const accessPoints = useQuery(accessServerZonesQuery);
  const [values, setValues] = useState<IntelligenceFilterValues>({
    preset: DEFAULT_PRESET,
    custom: { from: '', to: '' },
    accessServerId: null,
  });
  // "Today" on the clock of the chosen access point, or of the network's first one.
  const points = accessPoints.data ?? [];
  const today = todayIn(todayZone(points, values.accessServerId));
  const range: DayRange = values.preset === 'custom' ? values.custom : presetRange(values.preset, today);
  const problem = rangeProblem(range);
  const figures = useQuery({
    ...intelligenceQuery({ ...range, accessServerId: values.accessServerId }),
    enabled: !problem && !accessPoints.isPending,
  });
  const showDashboard = !!dashboardUrl && tab === 'dashboard';

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {t('title')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('subtitle')}
          </Typography>
        </Box>
        <Button variant="outlined" startIcon={<SettingsIcon />} onClick={() => setConfiguring(true)}>
          {t('dashboard.configure')}
        </Button>
      </Box>
      {dashboardUrl && (
        <Tabs
          value={showDashboard ? 'dashboard' : 'figures'}
          onChange={(_event, value: 'figures' | 'dashboard') => setTab(value)}
          aria-label={t('tabs.label')}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab
            value="figures"
            label={t('tabs.figures')}
            id="intelligence-tab-figures"
            aria-controls="intelligence-panel"
          />
          <Tab
            value="dashboard"
            label={t('tabs.dashboard')}
            id="intelligence-tab-dashboard"
            aria-controls="intelligence-panel"
          />
        </Tabs>
      )}
      <Box
        id="intelligence-panel"
        role={dashboardUrl ? 'tabpanel' : undefined}
        aria-labelledby={dashboardUrl ? `intelligence-tab-${showDashboard ? 'dashboard' : 'figures'}` : undefined}
        sx={{ display: 'grid', gap: 2, minWidth: 0 }}
      >
        {showDashboard ? (
          <DashboardFrame url={dashboardUrl} />
        ) : (
          <>
            <IntelligenceFilters
              values={values}
              range={range}
              problem={problem}
              accessPoints={points}
              onChange={setValues}
            />
            {problem ? null : figures.isError ? (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => void figures.refetch()}>
                    {t('retry')}
                  </Button>
                }
              >
                {t('error', { message: errorMessage(figures.error) })}
              </Alert>
            ) : figures.data ? (
              <Box
                aria-busy={figures.isFetching}
                data-testid="intelligence-figures"
                data-range={`${figures.data.from}..${figures.data.to}`}
                data-access-point={figures.data.access_server?.id ?? 'all'}
                data-fresh={!figures.isPlaceholderData}
                sx={{ opacity: figures.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms', minWidth: 0 }}
              >
                <FiguresView figures={figures.data} />
              </Box>
            ) : (
              <LoadingBlock label={t('loading')} py={6} />
            )}
          </>
        )}
      </Box>
      <DashboardSettingsDialog open={isConfiguring} current={dashboardUrl} onClose={() => setConfiguring(false)} />
    </Box>
  );
}
