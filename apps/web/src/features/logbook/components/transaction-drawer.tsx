// The desktop logbook's record drawer: the record (TransactionDetailView) under the visitor's name, read
// again from the server (GET /transactions/{id}, retried on a 500) with the row as a placeholder. The linked
// exit or entry opens in the same drawer, with a way back to the record it came from.
import type { Transaction } from '@garita/contract';
import BackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/feedback/loading-block.tsx';
import { SideDrawer } from '../../../components/side-drawer.tsx';
import { transactionQuery } from '../api/logbook-queries.ts';
import { TransactionDetailView } from './transaction-detail-view.tsx';

interface TransactionDrawerProps {
  /** The row clicked in the table; null when closed. */
  row: Transaction | null;
  onClose: () => void;
}

export function TransactionDrawer({ row, onClose }: TransactionDrawerProps) {
  const { t } = useTranslation('logbook');
  return (
    <SideDrawer
      open={!!row}
      onClose={onClose}
      title={t('desktop.drawerTitle')}
      closeLabel={t('desktop.close')}
      testId="transaction-drawer"
    >
      {row && <DrawerRecords first={row} />}
    </SideDrawer>
  );
}

function DrawerRecords({ first }: { first: Transaction }) {
  const { t } = useTranslation('logbook');
  // The records opened in this drawer, the first one clicked in the table, the last one shown.
  const [trail, setTrail] = useState<number[]>([first.id]);
  const id = trail.at(-1) ?? first.id;
  const record = useQuery({
    ...transactionQuery(id),
    placeholderData: id === first.id ? first : undefined,
  });
  const row = record.data;
  return (
    // A record may hold nothing focusable (no link, no photo switch): its scrolling area takes the focus
    // itself so it can be scrolled with the keyboard.
    <Box
      tabIndex={0}
      role="region"
      aria-label={row?.visitor_name ?? t('desktop.drawerTitle')}
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: 3, py: 2 }}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        {trail.length > 1 && (
          <Box>
            <Button startIcon={<BackIcon />} onClick={() => setTrail((ids) => ids.slice(0, -1))}>
              {t('desktop.previous')}
            </Button>
          </Box>
        )}
        {row ? (
          <>
            <Typography
              component="p"
              variant="h6"
              sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}
              data-testid="drawer-visitor"
            >
              {row.visitor_name}
            </Typography>
            <TransactionDetailView
              key={row.id}
              row={row}
              headingLevel="h3"
              renderRecordLink={(linked, label) => (
                <Link component="button" type="button" onClick={() => setTrail((ids) => [...ids, linked])}>
                  {label}
                </Link>
              )}
            />
          </>
        ) : record.isPending ? (
          <LoadingBlock label={t('desktop.loadingRecord')} py={6} />
        ) : (
          <Alert severity="warning">{t('detail.notFound')}</Alert>
        )}
      </Box>
    </Box>
  );
}
