// The state of a logbook row as a coloured chip (entry inside, entry with exit, exit, denied, unauthorized).
import type { Transaction } from '@garita/contract';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { logbookStatus, statusTone } from '../../lib/logbook-status.ts';

export function StatusChip({ row, size = 'small' }: { row: Transaction; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('logbook');
  const status = logbookStatus(row);
  const tone = statusTone(status);
  // Filled chips: the theme picks a text colour with AA contrast on each (outlined orange text would not).
  return (
    <Chip
      size={size}
      color={tone === 'neutral' ? 'default' : tone}
      variant={tone === 'neutral' ? 'outlined' : 'filled'}
      label={t(`status.${status}`)}
      sx={{ fontWeight: 700 }}
      data-testid="status-chip"
    />
  );
}

/** The key type's name ("Visitor", "Manual register", …); unknown names are shown as they come. */
export function useKeyTypeLabel(): (type: string) => string {
  const { t } = useTranslation('logbook');
  return (type) => t(`keyTypes.${type}`, { defaultValue: type });
}
