// /transaction-detail/{id} (spec §2/§4): the record (TransactionDetailView: outcome, photos, host and unit,
// time on the access point's clock, door, custom fields, notes, who registered it, linked exit or entry)
// under the visitor's name. Guards can check out an open entry at an exit door of their access point: the
// visitor of an invitation scans its QR there (/qr-scanner/camera/{gate_id}), a provider invitation's entry is
// checked out on /provider-transaction/{access_key_id}/{gate_id}, an entry without a key is logged out.
import { NAVIGATION_DELAY_MS, type Transaction } from '@garita/contract';
import ExitIcon from '@mui/icons-material/Logout';
import { Button, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { OutcomeDialog } from '../../../components/feedback/outcome-dialog.tsx';
import { RecordScreen } from '../../../components/record-screen.tsx';
import { reportError } from '../../../lib/errors.ts';
import { exitGates } from '../../../lib/gates.ts';
import { useSession } from '../../../lib/session.ts';
import { useLogExit } from '../../../lib/transactions.ts';
import { transactionQuery } from '../api/logbook-queries.ts';
import { canCheckOut } from '../logbook-status.ts';
import { CheckoutDialog } from './checkout-dialog.tsx';
import { TransactionDetailView } from './transaction-detail-view.tsx';

export default function TransactionDetailScreen() {
  const { t } = useTranslation('logbook');
  const params = useParams();
  const id = Number(params.id);
  const record = useQuery({ ...transactionQuery(id), enabled: Number.isInteger(id) && id > 0 });

  return (
    <RecordScreen
      back={{ to: '/logbook', label: t('detail.back') }}
      title={t('detail.title')}
      notFoundText={t('detail.notFound')}
      loadingLabel={t('loading')}
      isLoading={record.isPending && record.fetchStatus !== 'idle'}
    >
      {record.data ? <TransactionDetail row={record.data} /> : null}
    </RecordScreen>
  );
}

function TransactionDetail({ row }: { row: Transaction }) {
  const { t } = useTranslation(['logbook', 'scanner']);
  const navigate = useNavigate();
  const session = useSession();
  const user = session?.user;
  const isGuard = user?.role === 'security_guard';
  const exitDoors = exitGates(user?.last_access_selected?.gates ?? []);
  const [isCheckingOut, setCheckingOut] = useState(false);
  const [exited, setExited] = useState<{ gate: string } | null>(null);
  const logExit = useLogExit();
  const leaving = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (leaving.current) clearTimeout(leaving.current);
    },
    [],
  );

  return (
    <>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
        {row.visitor_name}
      </Typography>
      <TransactionDetailView
        row={row}
        renderRecordLink={(id, label) => (
          <Link component={RouterLink} to={`/transaction-detail/${id}`}>
            {label}
          </Link>
        )}
        actions={
          isGuard &&
          canCheckOut(row) && (
            <Button
              variant="contained"
              size="large"
              color="warning"
              startIcon={<ExitIcon />}
              onClick={() => setCheckingOut(true)}
              sx={{ minHeight: 56 }}
            >
              {t('logbook:checkout.button')}
            </Button>
          )
        }
      />

      {isCheckingOut && (
        <CheckoutDialog
          open
          doors={exitDoors}
          isPending={logExit.isPending}
          onCancel={() => setCheckingOut(false)}
          onConfirm={(gate) => {
            // How the entry leaves is the server's answer (exit_by, docs/spec-fidelity.md §4): an invitation's
            // visitor shows its QR at the exit door's scanner, a provider invitation checks out on its own page
            // (spec §2), both with the checks, photos and fields of a register; only an entry with no key to
            // show is logged out here.
            if (row.exit_by === 'scan') {
              void navigate(`/qr-scanner/camera/${gate.id}`);
              return;
            }
            if (row.exit_by === 'provider' && row.access_key_id !== null) {
              void navigate(`/provider-transaction/${row.access_key_id}/${gate.id}`);
              return;
            }
            logExit.mutate(
              { transaction_id: row.id, gate_id: gate.id },
              {
                onSuccess: () => {
                  setCheckingOut(false);
                  setExited({ gate: gate.name });
                },
                onError: (error) => reportError(error),
              },
            );
          }}
        />
      )}
      <OutcomeDialog
        open={!!exited}
        kind="granted"
        testId="success-dialog"
        title={t('logbook:checkout.done')}
        message={exited ? t('logbook:checkout.doneMessage', { name: row.visitor_name, gate: exited.gate }) : ''}
        actions={
          <Button
            variant="contained"
            size="large"
            onClick={() => {
              leaving.current = setTimeout(() => void navigate('/logbook'), NAVIGATION_DELAY_MS);
            }}
          >
            {t('logbook:checkout.continue')}
          </Button>
        }
      />
    </>
  );
}
