// The events lists' filters (spec §2): by user — not for secondary hosts (§6) — and by access point.
import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { EventAccessPoint } from '../api/get-access-points.ts';
import type { UserOption } from '../api/get-event-users.ts';

export interface EventFilterValues {
  userId: number | null;
  accessServerId: number | null;
}

interface EventFiltersProps {
  values: EventFilterValues;
  onChange: (values: EventFilterValues) => void;
  /** Null hides the user filter. */
  users: readonly UserOption[] | null;
  accessPoints: readonly EventAccessPoint[];
  size?: 'small' | 'medium';
}

export function EventFilters({ values, onChange, users, accessPoints, size = 'small' }: EventFiltersProps) {
  const { t } = useTranslation('events');
  return (
    <>
      {users && (
        <TextField
          select
          size={size}
          label={t('filters.user')}
          value={values.userId ?? 'all'}
          onChange={(event) =>
            onChange({ ...values, userId: event.target.value === 'all' ? null : Number(event.target.value) })
          }
          sx={{ minWidth: { sm: 180 } }}
          fullWidth
        >
          <MenuItem value="all">{t('filters.allUsers')}</MenuItem>
          {users.map((user) => (
            <MenuItem key={user.id} value={user.id}>
              {user.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        size={size}
        label={t('filters.accessPoint')}
        value={values.accessServerId ?? 'all'}
        onChange={(event) =>
          onChange({ ...values, accessServerId: event.target.value === 'all' ? null : Number(event.target.value) })
        }
        sx={{ minWidth: { sm: 180 } }}
        fullWidth
      >
        <MenuItem value="all">{t('filters.allAccessPoints')}</MenuItem>
        {accessPoints.map((point) => (
          <MenuItem key={point.id} value={point.id}>
            {point.name}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
