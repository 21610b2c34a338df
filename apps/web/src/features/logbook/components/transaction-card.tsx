// One logbook row on a phone: visitor and state, host and unit, date and time on the access point's
// clock with the access point and door, and the key type. Opens the record.
import type { Transaction } from '@garita/contract';
import { Box, Card, CardActionArea, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProviderName } from '../../../lib/providers.ts';
import { useKeyTypeLabel } from '../../../lib/transaction-labels.ts';
import { useFormatDate } from '../../../lib/use-format-date.ts';
import { StatusChip } from './status-chip.tsx';

export function TransactionCard({ row }: { row: Transaction }) {
  const { t } = useTranslation('logbook');
  const formatDate = useFormatDate();
  const keyType = useKeyTypeLabel();
  const providerName = useProviderName();
  const place = [row.access_server.name, row.gate?.name].filter(Boolean).join(' · ');
  const host = [row.user?.name, row.user?.group].filter(Boolean).join(' · ');
  return (
    <Card variant="outlined" component="li" data-testid="logbook-card">
      <CardActionArea
        component={Link}
        to={`/transaction-detail/${row.id}`}
        sx={{ p: 1.5, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 0.5, alignItems: 'start' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Typography component="h2" variant="subtitle1" sx={{ flex: 1, fontWeight: 700, overflowWrap: 'anywhere' }}>
            {row.visitor_name}
          </Typography>
          <StatusChip row={row} />
        </Box>
        {host && (
          <Typography variant="body2">
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t('fields.host')}:
            </Box>{' '}
            {host}
          </Typography>
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <Box component="time" dateTime={row.created_at} sx={{ fontWeight: 700, color: 'text.primary' }}>
            {formatDate(row.created_at, 'dateTime', row.access_server.time_zone_name)}
          </Box>{' '}
          · {place}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          {keyType(row.access_key_type)}
          {row.provider ? ` · ${providerName(row.provider)}` : ''}
        </Typography>
      </CardActionArea>
    </Card>
  );
}
