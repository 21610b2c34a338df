// The invitation list's filters (spec §2): date (all, today, last week, last month, a chosen day), status
// and type, stacked on a phone and in one row on the desktop page. The parent goes back to page 1.
import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DayField } from '../../../components/forms/day-field.tsx';
import {
  DATE_MODES,
  type DateMode,
  type InvitationFilterValues,
  STATUS_FILTERS,
  type StatusFilter,
  TYPE_FILTERS,
  type TypeFilter,
} from '../list-filters.ts';

interface InvitationFiltersProps {
  values: InvitationFilterValues;
  onChange: (values: InvitationFilterValues) => void;
  layout: 'mobile' | 'desktop';
}

export function InvitationFilters({ values, onChange, layout }: InvitationFiltersProps) {
  const { t } = useTranslation('invitations');
  const set = <K extends keyof InvitationFilterValues>(field: K, value: InvitationFilterValues[K]) =>
    onChange({ ...values, [field]: value });
  const isMobile = layout === 'mobile';
  const fieldSx = isMobile ? undefined : { width: 200 };

  return (
    <Box
      data-testid="invitation-filters"
      sx={
        isMobile
          ? {
              display: 'grid',
              gap: 2,
              p: 2,
              bgcolor: 'background.paper',
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
            }
          : { display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }
      }
    >
      <TextField
        select
        size="small"
        label={t('filters.date')}
        value={values.dateMode}
        onChange={(event) => set('dateMode', event.target.value as DateMode)}
        fullWidth={isMobile}
        sx={fieldSx}
      >
        {DATE_MODES.map((mode) => (
          <MenuItem key={mode} value={mode}>
            {t(`filters.dateModes.${mode}`)}
          </MenuItem>
        ))}
      </TextField>
      {values.dateMode === 'calendar' && (
        <DayField
          size="small"
          label={t('filters.day')}
          value={values.day}
          onChange={(day) => set('day', day)}
          fullWidth={isMobile}
          sx={fieldSx}
        />
      )}
      <TextField
        select
        size="small"
        label={t('filters.status')}
        value={values.status}
        onChange={(event) => set('status', event.target.value as StatusFilter)}
        fullWidth={isMobile}
        sx={fieldSx}
      >
        {STATUS_FILTERS.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`filters.statuses.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('filters.type')}
        value={values.type}
        onChange={(event) => set('type', event.target.value as TypeFilter)}
        fullWidth={isMobile}
        sx={fieldSx}
      >
        {TYPE_FILTERS.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`filters.types.${type}`)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
