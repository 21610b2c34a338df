// One logbook row on a phone: visitor and state, host and unit, date and time on the access point's
// clock with the access point and door, and the key type. Opens the record. Plain
// (components/link-card.module.css): the first screen of a guard's logbook (docs/web.md, "The first screens
// without MUI").
import type { Transaction } from '@garita/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import card from '../../../components/link-card.module.css';
import { ProviderSuffix } from '../../../lib/providers.ts';
import { useKeyTypeLabel } from '../../../lib/transaction-labels.ts';
import { useFormatDate } from '../../../lib/use-format-date.ts';
import { StatusChip } from './status-chip.tsx';

/** Memoised: the screen redraws as its other queries answer, the card only when its record changes. */
export const TransactionCard = memo(function TransactionCard({ row }: { row: Transaction }) {
  const { t } = useTranslation('logbook');
  const formatDate = useFormatDate();
  const keyType = useKeyTypeLabel();
  const place = [row.access_server.name, row.gate?.name].filter(Boolean).join(' · ');
  const host = [row.user?.name, row.user?.group].filter(Boolean).join(' · ');
  return (
    <li className={card.card} data-testid="logbook-card">
      <Link className={card.action} to={`/transaction-detail/${row.id}`}>
        <div className={card.head}>
          <h2 className={`${card.title} ${card.wrap}`}>{row.visitor_name}</h2>
          <StatusChip row={row} />
        </div>
        {host && (
          <p className={card.line}>
            <span className={card.secondary}>{t('fields.host')}:</span> {host}
          </p>
        )}
        <p className={`${card.line} ${card.secondary}`}>
          <time className={card.strong} dateTime={row.created_at}>
            {formatDate(row.created_at, 'dateTime', row.access_server.time_zone_name)}
          </time>{' '}
          · {place}
        </p>
        <span className={card.caption}>
          {keyType(row.access_key_type)}
          {row.provider && <ProviderSuffix name={row.provider} />}
        </span>
      </Link>
    </li>
  );
});
