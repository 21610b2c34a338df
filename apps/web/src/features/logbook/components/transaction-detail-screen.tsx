// /transaction-detail/{id} (spec §2/§4): what happened (state and denial reason), the photos (the first
// available shown, in the order ID, front plates, back plates, other, accreditation; signed URLs load in
// an <img> as they are), host and unit, time on the access point's clock, door, custom fields, notes and
// who registered it. Guards can check out an open entry at an exit door of their access point; a provider
// invitation's entry is checked out on /provider-transaction/{access_key_id}/{gate_id}.
import { NAVIGATION_DELAY_MS, PHOTO_TYPES, type Transaction } from '@garita/contract';
import BackIcon from '@mui/icons-material/ArrowBack';
import ExitIcon from '@mui/icons-material/Logout';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Link,
  Paper,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { DetailItem } from '../../../components/detail-item.tsx';
import { useDenialText } from '../../../components/guard/denial-reason.ts';
import { usePhotoTypeLabel } from '../../../components/guard/photo-requirements.tsx';
import { OutcomeDialog } from '../../../components/guard/register-outcome-dialogs.tsx';
import { useKeyTypeLabel } from '../../../components/logbook/status-chip.tsx';
import { reportError } from '../../../lib/errors.ts';
import { exitGates } from '../../../lib/guard-access-point.ts';
import { transactionQuery } from '../../../lib/logbook-queries.ts';
import { canCheckOut, logbookStatus, statusTone } from '../../../lib/logbook-status.ts';
import { useLogExit } from '../../../lib/registers.ts';
import { useSession } from '../../../lib/session.ts';
import { useFormatDate } from '../../../lib/use-format-date.ts';
import { CheckoutDialog } from './checkout-dialog.tsx';

export default function TransactionDetailScreen() {
  const { t } = useTranslation('logbook');
  const params = useParams();
  const session = useSession();
  const id = Number(params.id);
  const record = useQuery({ ...transactionQuery(id, session?.user.role), enabled: Number.isInteger(id) && id > 0 });

  return (
    <Box sx={{ p: 2, maxWidth: 760, mx: 'auto', display: 'grid', gap: 2 }}>
      <Box>
        <Button component={RouterLink} to="/logbook" startIcon={<BackIcon />}>
          {t('detail.back')}
        </Button>
      </Box>
      {record.isPending && record.fetchStatus !== 'idle' ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t('loading')} />
        </Box>
      ) : record.data ? (
        <TransactionDetail row={record.data} />
      ) : (
        <>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {t('detail.title')}
          </Typography>
          <Alert severity="warning">{t('detail.notFound')}</Alert>
        </>
      )}
    </Box>
  );
}

function TransactionDetail({ row }: { row: Transaction }) {
  const { t } = useTranslation(['logbook', 'scanner']);
  const navigate = useNavigate();
  const session = useSession();
  const user = session?.user;
  const formatDate = useFormatDate();
  const keyType = useKeyTypeLabel();
  const denialText = useDenialText();
  const photoLabel = usePhotoTypeLabel(user?.network.id_back_photo ?? false);
  const status = logbookStatus(row);
  const tone = statusTone(status);
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

  const photos = PHOTO_TYPES.flatMap((type) =>
    row.transaction_photos.filter((photo) => photo.access_server_photo_type === type),
  );
  const [shownPhoto, setShownPhoto] = useState(0);
  const photo = photos[shownPhoto] ?? photos[0];
  const attributes = Object.entries(row.custom_attrs);
  const zone = row.access_server.time_zone_name;
  const showAttribute = (value: unknown) =>
    typeof value === 'boolean' ? t(value ? 'logbook:detail.yes' : 'logbook:detail.no') : String(value ?? '');

  return (
    <>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
        {row.visitor_name}
      </Typography>
      <Paper
        elevation={0}
        data-testid="detail-status"
        sx={{
          p: 2,
          borderRadius: 3,
          bgcolor: tone === 'neutral' ? 'grey.200' : `${tone}.main`,
          color: tone === 'neutral' ? 'text.primary' : `${tone}.contrastText`,
        }}
      >
        <Typography sx={{ fontWeight: 800, fontSize: '1.15rem' }}>{t(`logbook:status.${status}`)}</Typography>
        {row.access_key_status.description && (
          <Typography sx={{ fontWeight: 600 }}>{denialText(row.access_key_status)}</Typography>
        )}
      </Paper>

      {isGuard && canCheckOut(row) && (
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
      )}

      <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
          <DetailItem term={t('logbook:fields.when')}>
            <time dateTime={row.created_at}>{formatDate(row.created_at, 'dateTime', zone)}</time>
          </DetailItem>
          <DetailItem term={t('logbook:fields.type')}>
            {keyType(row.access_key_type)}
            {row.provider ? ` · ${row.provider}` : ''}
          </DetailItem>
          <DetailItem term={t('logbook:fields.accessPoint')}>{row.access_server.name}</DetailItem>
          <DetailItem term={t('logbook:fields.gate')}>{row.gate?.name ?? '—'}</DetailItem>
          <DetailItem term={t('logbook:fields.host')}>{row.user?.name ?? '—'}</DetailItem>
          <DetailItem term={t('logbook:fields.unit')}>{row.user?.group ?? '—'}</DetailItem>
          {row.reason_for_visit && (
            <DetailItem term={t('logbook:fields.reason')} wide>
              {row.reason_for_visit}
            </DetailItem>
          )}
          {row.notes && (
            <DetailItem term={t('logbook:fields.notes')} wide>
              <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
                {row.notes}
              </Box>
            </DetailItem>
          )}
          {row.created_by_user && (
            <DetailItem term={t('logbook:fields.createdBy')} wide>
              {row.created_by_user.name}
            </DetailItem>
          )}
          {row.exit_transaction_id && (
            <DetailItem term={t('logbook:fields.exit')} wide>
              <Link component={RouterLink} to={`/transaction-detail/${row.exit_transaction_id}`}>
                {t('logbook:detail.openExit')}
              </Link>
            </DetailItem>
          )}
          {row.related_transaction_id && (
            <DetailItem term={t('logbook:fields.entry')} wide>
              <Link component={RouterLink} to={`/transaction-detail/${row.related_transaction_id}`}>
                {t('logbook:detail.openEntry')}
              </Link>
            </DetailItem>
          )}
        </Box>
      </Paper>

      <Box component="section" aria-labelledby="detail-photos" sx={{ display: 'grid', gap: 1 }}>
        <Typography id="detail-photos" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('logbook:fields.photos')}
        </Typography>
        {photo ? (
          <>
            {photos.length > 1 && (
              <ToggleButtonGroup
                exclusive
                size="small"
                value={photos.indexOf(photo)}
                onChange={(_event, index: number | null) => index !== null && setShownPhoto(index)}
                aria-labelledby="detail-photos"
                sx={{ flexWrap: 'wrap' }}
              >
                {photos.map((item, index) => (
                  <ToggleButton key={item.url} value={index}>
                    {photoLabel(item.access_server_photo_type)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            )}
            <Box
              component="img"
              src={photo.url}
              alt={t('logbook:detail.photo', { type: photoLabel(photo.access_server_photo_type) })}
              data-testid="detail-photo"
              sx={{ width: '100%', maxHeight: 420, objectFit: 'contain', bgcolor: 'grey.100', borderRadius: 2 }}
            />
          </>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>{t('logbook:detail.noPhotos')}</Typography>
        )}
      </Box>

      {attributes.length > 0 && (
        <Box component="section" aria-labelledby="detail-attributes" sx={{ display: 'grid', gap: 1 }}>
          <Typography id="detail-attributes" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('logbook:fields.attributes')}
          </Typography>
          <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
              {attributes.map(([name, value]) => (
                <DetailItem key={name} term={name}>
                  {showAttribute(value)}
                </DetailItem>
              ))}
            </Box>
          </Paper>
        </Box>
      )}

      {isCheckingOut && (
        <CheckoutDialog
          open
          doors={exitDoors}
          isPending={logExit.isPending}
          onCancel={() => setCheckingOut(false)}
          onConfirm={(gate) => {
            // A provider invitation checks out through its own page (spec §4), with its photos and fields.
            if (row.access_key_id !== null && row.access_key_type === 'provider') {
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
