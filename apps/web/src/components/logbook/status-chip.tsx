// The state of a logbook row as a coloured chip (entry inside, entry with exit, exit, denied, unauthorized).
import type { Transaction } from '@garita/contract';
import { useTranslation } from 'react-i18next';
import { logbookStatus, statusTone } from '../../lib/logbook-status.ts';
import { ToneChip } from '../tone-chip.tsx';

export function StatusChip({ row, size = 'small' }: { row: Transaction; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('logbook');
  const status = logbookStatus(row);
  return <ToneChip tone={statusTone(status)} label={t(`status.${status}`)} size={size} testId="status-chip" />;
}
