// The state of a logbook row as a coloured chip (entry inside, entry with exit, exit, denied, unauthorized).
import type { Transaction } from '@garita/contract';
import { useTranslation } from 'react-i18next';
import { ToneChip } from '../../../components/tone-chip.tsx';
import { logbookStatus, statusTone } from '../logbook-status.ts';

export function StatusChip({ row, size = 'small' }: { row: Transaction; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('logbook');
  const status = logbookStatus(row);
  return <ToneChip tone={statusTone(status)} label={t(`status.${status}`)} size={size} testId="status-chip" />;
}
