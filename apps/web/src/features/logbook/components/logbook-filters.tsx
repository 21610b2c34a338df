// The logbook's filters (spec §2/§9): date (all, today, a chosen day), movement (entries, exits) and
// access point. The parent turns them into the list call and sends the page back to 1 on every change.
import type { AccessServerSummary } from '@garita/contract';
import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DayField } from '../../../components/forms/day-field.tsx';
import { AllOrOneSelect } from '../../../components/lists/all-or-one-select.tsx';

export type DateMode = 'all' | 'today' | 'calendar';
export type Movement = 'access' | 'exit' | null;

export interface LogbookFilterValues {
  dateMode: DateMode;
  /** YYYY-MM-DD chosen in calendar mode. */
  day: string;
  movement: Movement;
  accessServerId: number | null;
}

interface LogbookFiltersProps {
  values: LogbookFilterValues;
  onChange: (values: LogbookFilterValues) => void;
  accessPoints: readonly AccessServerSummary[];
  /** One column in a panel (phone), or side by side over the table (desktop). */
  layout?: 'stack' | 'row';
}

export function LogbookFilters({ values, onChange, accessPoints, layout = 'stack' }: LogbookFiltersProps) {
  const isRow = layout === 'row';
  const { t } = useTranslation('logbook');
  const set = <K extends keyof LogbookFilterValues>(field: K, value: LogbookFilterValues[K]) =>
    onChange({ ...values, [field]: value });

  return (
    <Box
      data-testid="logbook-filters"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: isRow ? 'auto auto minmax(220px, 300px)' : undefined,
        justifyContent: isRow ? 'start' : undefined,
        alignItems: isRow ? 'end' : undefined,
        p: 2,
        bgcolor: 'background.paper',
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box>
        <Typography id="logbook-date" variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
          {t('filters.date')}
        </Typography>
        <Box sx={isRow ? { display: 'flex', alignItems: 'center', gap: 1.5 } : undefined}>
          <ToggleButtonGroup
            exclusive
            fullWidth={!isRow}
            size="small"
            color="primary"
            aria-labelledby="logbook-date"
            value={values.dateMode}
            onChange={(_event, mode: DateMode | null) => mode && set('dateMode', mode)}
          >
            <ToggleButton value="all">{t('filters.all')}</ToggleButton>
            <ToggleButton value="today">{t('filters.today')}</ToggleButton>
            <ToggleButton value="calendar">{t('filters.calendar')}</ToggleButton>
          </ToggleButtonGroup>
          {values.dateMode === 'calendar' && (
            <DayField
              size="small"
              label={t('filters.day')}
              value={values.day}
              onChange={(day) => set('day', day)}
              fullWidth={!isRow}
              sx={isRow ? { width: 180 } : { mt: 1.5 }}
              data-testid="logbook-day"
            />
          )}
        </Box>
      </Box>
      <Box>
        <Typography id="logbook-movement" variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
          {t('filters.movement')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          fullWidth={!isRow}
          size="small"
          color="primary"
          aria-labelledby="logbook-movement"
          value={values.movement ?? 'all'}
          onChange={(_event, movement: 'all' | 'access' | 'exit' | null) =>
            movement && set('movement', movement === 'all' ? null : movement)
          }
        >
          <ToggleButton value="all">{t('filters.all')}</ToggleButton>
          <ToggleButton value="access">{t('filters.access')}</ToggleButton>
          <ToggleButton value="exit">{t('filters.exit')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <AllOrOneSelect
        label={t('filters.accessPoint')}
        allLabel={t('filters.allAccessPoints')}
        options={accessPoints}
        value={values.accessServerId}
        onChange={(id) => set('accessServerId', id)}
        fullWidth
      />
    </Box>
  );
}
