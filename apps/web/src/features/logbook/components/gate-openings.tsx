// The record's attempts to open its gate (GET /transactions/{id} gate_openings): when, who, which door, what the
// controller answered and how long it took, on the access point's clock. Where Garita opens the gate, a network
// admin may open it again and a guard may try again after a failure; the answer is shown as it came (opened
// only on the controller's yes) and the list is read again.
import type { GateOpening, Transaction } from '@garita/contract';
import GateIcon from '@mui/icons-material/SensorDoor';
import { Alert, AlertTitle, Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../../components/pending-button.tsx';
import { type GateOpenResult, openGate, TRANSACTIONS_KEY } from '../../../lib/transactions.ts';
import { useFormatDate } from '../../../lib/use-format-date.ts';

interface GateOpeningsProps {
  row: Transaction & { gate_openings?: GateOpening[]; can_open_gate?: boolean };
  headingLevel: 'h2' | 'h3';
}

export function GateOpenings({ row, headingLevel }: GateOpeningsProps) {
  const { t } = useTranslation('logbook');
  const formatDate = useFormatDate();
  const client = useQueryClient();
  const headingId = useId();
  const [isOpening, setOpening] = useState(false);
  const [result, setResult] = useState<GateOpenResult | null>(null);
  const openings = row.gate_openings ?? [];
  const hasOpened = openings.some((opening) => opening.outcome === 'opened');
  // The server answers whether this caller may open the gate (again): admins may, a guard only until it opened.
  const canOpen = row.can_open_gate === true;
  if (openings.length === 0 && !canOpen) return null;

  const open = async () => {
    setOpening(true);
    setResult(await openGate(row.id));
    setOpening(false);
    await client.invalidateQueries({ queryKey: TRANSACTIONS_KEY });
  };
  const outcomeText = (opening: GateOpening) =>
    opening.outcome === null ? t('openings.pending') : t(`openings.outcome.${opening.outcome}`);

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }} data-testid="gate-openings">
      <Typography id={headingId} component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('openings.title')}
      </Typography>
      {openings.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('openings.none')}</Typography>
      ) : (
        <List dense disablePadding>
          {openings.map((opening) => (
            <ListItem key={opening.id} disableGutters data-testid="gate-opening" data-outcome={opening.outcome ?? ''}>
              <ListItemText
                primary={`${formatDate(opening.requested_at, 'dateTime', row.access_server.time_zone_name)} · ${outcomeText(opening)}`}
                secondary={[
                  t('openings.by', { name: opening.requested_by.name, gate: opening.gate.name }),
                  opening.controller_status === null
                    ? t('openings.noAnswer')
                    : t('openings.status', { status: opening.controller_status }),
                  opening.latency_ms === null ? '' : t('openings.latency', { ms: opening.latency_ms }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
                slotProps={{
                  primary: {
                    sx: { fontWeight: 600, color: opening.outcome === 'opened' ? 'success.dark' : 'error.dark' },
                  },
                }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {result?.opened === true && (
        <Alert severity="success" data-testid="gate-opened">
          {t('openings.opened')}
        </Alert>
      )}
      {result?.opened === false && (
        <Alert severity="error" variant="filled" role="alert" data-testid="gate-failed">
          <AlertTitle>{t('openings.failed')}</AlertTitle>
          {result.reason}
        </Alert>
      )}
      {canOpen && (
        <Box>
          <PendingButton isPending={isOpening} icon={<GateIcon />} onClick={() => void open()}>
            {t(hasOpened ? 'openings.openAgain' : 'openings.open')}
          </PendingButton>
        </Box>
      )}
    </Box>
  );
}
