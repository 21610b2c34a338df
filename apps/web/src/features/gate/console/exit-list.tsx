// The console's exit tab (spec §2/§4): the visitors registered by hand and the providers still inside the
// access point (up to 500), each with an exit button at the console's exit door. An entry without a key is
// logged out there (POST /transactions/log_exit), then a 1.5 s message; a provider invitation's entry is checked
// out on the provider page (/provider-transaction/{access_key_id}/{exit door}), with the checks, photos and gate
// opening of a register, as from the logbook (docs/spec-fidelity.md §4). A provider inside longer than the access
// point allows comes first, highlighted, with how long they have been inside (docs/overstay.md).
import { type CurrentGuest, type Gate, type Overstay, SUCCESS_MESSAGE_MS } from '@garita/contract';
import ExitIcon from '@mui/icons-material/Logout';
import OverstayIcon from '@mui/icons-material/WarningAmber';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadingBlock } from '../../../components/feedback/loading-block.tsx';
import { OutcomeDialog } from '../../../components/feedback/outcome-dialog.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';
import { reportError } from '../../../lib/errors.ts';
import { useProviderName } from '../../../lib/providers.ts';
import { useKeyTypeLabel } from '../../../lib/transaction-labels.ts';
import { useLogExit } from '../../../lib/transactions.ts';
import { useFormatDate } from '../../../lib/use-format-date.ts';
import type { GuardAccessPoint } from '../lib/guard-access-point.ts';
import { openEntriesQuery } from '../lib/registers.ts';
import { exitListEntries } from './exit-entries.ts';

interface ExitListProps {
  accessPoint: GuardAccessPoint;
  exitDoor: Gate | undefined;
  /** An exit was registered (a provider invitation's state changed too). */
  onExited: () => void;
}

export function ExitList({ accessPoint, exitDoor, onExited }: ExitListProps) {
  const { t } = useTranslation('console');
  const formatDate = useFormatDate();
  const keyType = useKeyTypeLabel();
  const providerName = useProviderName();
  const entries = useQuery(openEntriesQuery(accessPoint.id));
  const logExit = useLogExit();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState<number | null>(null);
  // The last exit stays in the message while it fades out.
  const [done, setDone] = useState<{ name: string; gate: string } | null>(null);
  const [isDoneOpen, setDoneOpen] = useState(false);
  useEffect(() => {
    if (!isDoneOpen) return;
    const timer = setTimeout(() => setDoneOpen(false), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [isDoneOpen]);

  const letOut = (row: CurrentGuest) => {
    if (!exitDoor) return;
    if (row.exit_by === 'provider' && row.access_key_id !== null) {
      void navigate(`/provider-transaction/${row.access_key_id}/${exitDoor.id}`);
      return;
    }
    setLeaving(row.id);
    logExit.mutate(
      { transaction_id: row.id, gate_id: exitDoor.id },
      {
        onSuccess: () => {
          setDone({ name: row.visitor_name, gate: exitDoor.name });
          setDoneOpen(true);
          onExited();
        },
        onError: (error) => reportError(error),
        onSettled: () => setLeaving(null),
      },
    );
  };

  const rows = exitListEntries(entries.data ?? []);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {!exitDoor && <Alert severity="warning">{t('exits.noExitDoor')}</Alert>}
      {entries.isPending && <LoadingBlock label={t('exits.loading')} />}
      {entries.isSuccess && rows.length === 0 && (
        <Typography sx={{ color: 'text.secondary', textAlign: 'center', py: 3 }}>{t('exits.empty')}</Typography>
      )}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('exits.title')}>
        {rows.map((row) => (
          <Paper
            key={row.id}
            component="li"
            variant="outlined"
            data-testid="exit-entry"
            data-overstay={row.overstay ? 'true' : undefined}
            sx={{
              p: 1.5,
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              borderRadius: 2,
              flexWrap: 'wrap',
              ...(row.overstay && { borderColor: 'warning.main', borderWidth: 2, bgcolor: 'rgba(237, 108, 2, 0.08)' }),
            }}
          >
            <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
              {row.overstay && <OverstayNotice overstay={row.overstay} />}
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{row.visitor_name}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {[keyType(row.access_key_type), providerName(row.provider), row.user?.name, row.user?.group]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('exits.entered', {
                  time: formatDate(row.created_at, 'dateTime', row.access_server.time_zone_name),
                  gate: row.gate?.name ?? row.access_server.name,
                })}
              </Typography>
            </Box>
            <PendingButton
              color="warning"
              size="large"
              onClick={() => letOut(row)}
              aria-label={t('exits.exitOf', { name: row.visitor_name })}
              sx={{ minHeight: 48 }}
              isPending={leaving === row.id}
              disabled={!exitDoor || leaving !== null}
              icon={<ExitIcon />}
            >
              {t('exits.exit')}
            </PendingButton>
          </Paper>
        ))}
      </Stack>
      <OutcomeDialog
        open={isDoneOpen}
        kind="granted"
        testId="success-dialog"
        title={t('exits.done')}
        message={done ? t('exits.doneMessage', { name: done.name, gate: done.gate }) : ''}
        actions={
          <Button variant="contained" size="large" onClick={() => setDoneOpen(false)}>
            {t('result.continue')}
          </Button>
        }
      />
    </Box>
  );
}

/** "Inside for 5 h 20 min (limit 4 h)": the server's count of minutes, as of the list's last refresh. */
function OverstayNotice({ overstay }: { overstay: Overstay }) {
  const { t } = useTranslation('console');
  const hours = Math.floor(overstay.minutes_inside / 60);
  const minutes = overstay.minutes_inside % 60;
  return (
    <Typography
      variant="body2"
      data-testid="overstay"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 700, color: 'text.primary', mb: 0.5 }}
    >
      <OverstayIcon fontSize="small" sx={{ color: 'warning.main' }} aria-hidden />
      {t('exits.overstay', {
        duration: t('exits.duration', { hours, minutes }),
        limit: overstay.max_stay_hours,
      })}
    </Typography>
  );
}
