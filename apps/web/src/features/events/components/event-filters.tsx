// The events lists' filters (spec §2): by user — not for secondary hosts (§6) — and by access point.
import { useTranslation } from 'react-i18next';
import { AllOrOneSelect } from '../../../components/lists/all-or-one-select.tsx';
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
        <AllOrOneSelect
          size={size}
          label={t('filters.user')}
          allLabel={t('filters.allUsers')}
          options={users}
          value={values.userId}
          onChange={(userId) => onChange({ ...values, userId })}
          sx={{ minWidth: { sm: 180 } }}
          fullWidth
        />
      )}
      <AllOrOneSelect
        size={size}
        label={t('filters.accessPoint')}
        allLabel={t('filters.allAccessPoints')}
        options={accessPoints}
        value={values.accessServerId}
        onChange={(accessServerId) => onChange({ ...values, accessServerId })}
        sx={{ minWidth: { sm: 180 } }}
        fullWidth
      />
    </>
  );
}
