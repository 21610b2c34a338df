// The Intelligence filters: a period (today, last 7 or 30 days, this month, or two chosen days) and an
// access point (all by default). The parent holds the values; a range the server would refuse is explained
// under the date fields and not asked for.
import { INTELLIGENCE_MAX_DAYS } from '@garita/contract';
import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DayField } from '../../../components/forms/day-field.tsx';
import { AllOrOneSelect } from '../../../components/lists/all-or-one-select.tsx';
import { type DayRange, RANGE_PRESETS, type RangePreset, type RangeProblem } from '../intelligence-range.ts';

export interface IntelligenceFilterValues {
  preset: RangePreset;
  /** The days chosen in custom mode. */
  custom: DayRange;
  accessServerId: number | null;
}

interface IntelligenceFiltersProps {
  values: IntelligenceFilterValues;
  /** The range shown (the preset's, or the custom one). */
  range: DayRange;
  problem: RangeProblem;
  accessPoints: readonly { id: number; name: string }[];
  onChange: (values: IntelligenceFilterValues) => void;
}

export function IntelligenceFilters({ values, range, problem, accessPoints, onChange }: IntelligenceFiltersProps) {
  const { t } = useTranslation('intelligence');
  const isCustom = values.preset === 'custom';
  const problemText = problem ? t(`filters.problems.${problem}`, { max: INTELLIGENCE_MAX_DAYS }) : undefined;
  return (
    <Box
      data-testid="intelligence-filters"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: '1fr 1fr',
          md: 'minmax(180px, 220px) minmax(150px, 180px) minmax(150px, 180px) minmax(200px, 280px)',
        },
        alignItems: 'start',
      }}
    >
      <TextField
        select
        size="small"
        label={t('filters.range')}
        value={values.preset}
        onChange={(event) => {
          const preset = event.target.value as RangePreset;
          // Custom starts from the range on screen.
          onChange({ ...values, preset, custom: preset === 'custom' && !isCustom ? range : values.custom });
        }}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        slotProps={{ htmlInput: { 'data-testid': 'range-preset' } }}
      >
        {RANGE_PRESETS.map((preset) => (
          <MenuItem key={preset} value={preset}>
            {t(`filters.presets.${preset}`)}
          </MenuItem>
        ))}
      </TextField>
      <DayField
        size="small"
        label={t('filters.from')}
        value={range.from}
        disabled={!isCustom}
        onChange={(from) => onChange({ ...values, custom: { ...values.custom, from } })}
        error={isCustom && !!problem}
        data-testid="range-from"
        max={range.to || undefined}
      />
      <DayField
        size="small"
        label={t('filters.to')}
        value={range.to}
        disabled={!isCustom}
        onChange={(to) => onChange({ ...values, custom: { ...values.custom, to } })}
        error={isCustom && !!problem}
        helperText={isCustom ? problemText : undefined}
        data-testid="range-to"
        min={range.from || undefined}
      />
      <AllOrOneSelect
        label={t('filters.accessPoint')}
        allLabel={t('filters.allAccessPoints')}
        options={accessPoints}
        value={values.accessServerId}
        onChange={(accessServerId) => onChange({ ...values, accessServerId })}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        slotProps={{ htmlInput: { 'data-testid': 'access-point-filter' } }}
      />
    </Box>
  );
}
