// Screen devices (/devices, network admins, phone and desktop; docs/offline.md): the offline sync's conflicts to
// review first (who, which key, which gate, when on the access point's clock, what the device decided and what the
// server decides), each with "Mark reviewed"; then the guards' devices with their offline spells (from–until on the
// access point's clock, how long, what the device decided meanwhile).
import type { OfflineConflict, OfflineDecision, OfflineDevice } from '@garita/contract';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailItem, DetailList } from '../../../components/detail-list.tsx';
import { LoadingBlock } from '../../../components/feedback/loading-block.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { ToneChip } from '../../../components/tone-chip.tsx';
import { errorMessage, reportError } from '../../../lib/errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useFormatDate } from '../../../lib/use-format-date.ts';
import { devicesQuery, openConflictsQuery, useResolveConflict } from '../api.ts';

/** A device id as the screen names it: the start of its UUID (the whole one is in the title attribute). */
const shortId = (id: string) => id.slice(0, 8);

export default function DevicesScreen() {
  const { t } = useTranslation('devices');
  const conflicts = useQuery(openConflictsQuery);
  const devices = useQuery(devicesQuery);
  const [reviewing, setReviewing] = useState<OfflineConflict | null>(null);
  const conflictsId = useId();
  const devicesId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 1100, p: { xs: 2, md: 0 } }}>
      <ScreenHeader title={t('title')} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('intro')}
      </Typography>
      <Box component="section" aria-labelledby={conflictsId} sx={{ display: 'grid', gap: 2 }}>
        <Typography id={conflictsId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('conflicts.title')}
        </Typography>
        {conflicts.isPending && <LoadingBlock label={t('conflicts.loading')} />}
        {conflicts.isError && <Typography color="error">{errorMessage(conflicts.error)}</Typography>}
        {conflicts.data?.length === 0 && (
          <Typography sx={{ color: 'text.secondary' }}>{t('conflicts.empty')}</Typography>
        )}
        {conflicts.data?.map((conflict) => (
          <ConflictCard key={conflict.id} conflict={conflict} onReview={() => setReviewing(conflict)} />
        ))}
      </Box>
      <Box component="section" aria-labelledby={devicesId} sx={{ display: 'grid', gap: 2 }}>
        <Typography id={devicesId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('devices.title')}
        </Typography>
        {devices.isPending && <LoadingBlock label={t('devices.loading')} />}
        {devices.isError && <Typography color="error">{errorMessage(devices.error)}</Typography>}
        {devices.data?.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{t('devices.empty')}</Typography>}
        {devices.data?.map((device) => (
          <DeviceCard key={device.id} device={device} />
        ))}
      </Box>
      <ReviewDialog conflict={reviewing} onClose={() => setReviewing(null)} />
    </Box>
  );
}

function useDecisionText() {
  const { t } = useTranslation(['devices', 'scanner']);
  return (decision: OfflineDecision) =>
    decision.granted || !decision.reason
      ? t('devices:decision.granted')
      : t('devices:decision.refused', { reason: t(`scanner:denial.${decision.reason}`) });
}

function ConflictCard({ conflict, onReview }: { conflict: OfflineConflict; onReview: () => void }) {
  const { t } = useTranslation('devices');
  const formatDate = useFormatDate();
  const decisionText = useDecisionText();
  const titleId = useId();
  const zone = conflict.access_server.time_zone;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="offline-conflict"
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mb: 2 }}>
        <Typography
          id={titleId}
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 700, flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {conflict.visitor_name || t('conflicts.noName')}
        </Typography>
        <ToneChip
          tone={conflict.kind === 'decision_differs' ? 'warning' : 'error'}
          label={t(`kind.${conflict.kind}`)}
        />
      </Box>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t(`kindHelp.${conflict.kind}`)}
      </Typography>
      <DetailList>
        <DetailItem term={t('conflicts.when')}>{formatDate(conflict.occurred_at, 'dateTime', zone)}</DetailItem>
        <DetailItem term={t('conflicts.gate')}>
          {conflict.gate ? `${conflict.gate.name} · ${conflict.access_server.name}` : conflict.access_server.name}
        </DetailItem>
        <DetailItem term={t('conflicts.key')}>{conflict.access_key?.unique_id ?? t('conflicts.noKey')}</DetailItem>
        <DetailItem term={t('conflicts.guard')}>{conflict.guard?.name ?? '—'}</DetailItem>
        <DetailItem term={t('conflicts.deviceDecision')}>{decisionText(conflict.device_decision)}</DetailItem>
        <DetailItem term={t('conflicts.serverDecision')}>{decisionText(conflict.server_decision)}</DetailItem>
        <DetailItem term={t('conflicts.device')}>
          <span title={conflict.device_id}>{shortId(conflict.device_id)}</span>
        </DetailItem>
      </DetailList>
      <Box sx={{ mt: 2 }}>
        <Button variant="contained" onClick={onReview}>
          {t('review.action')}
        </Button>
      </Box>
    </Paper>
  );
}

function ReviewDialog({ conflict, onClose }: { conflict: OfflineConflict | null; onClose: () => void }) {
  const { t } = useTranslation('devices');
  const titleId = useId();
  const [note, setNote] = useState('');
  const resolve = useResolveConflict();
  const [shown, setShown] = useState(conflict);
  if (conflict && conflict !== shown) {
    setShown(conflict);
    setNote('');
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!conflict) return;
    resolve.mutate(
      { id: conflict.id, note },
      {
        onSuccess: () => {
          onClose();
          notify(t('review.done'), 'success');
        },
        onError: reportError,
      },
    );
  };
  return (
    <Dialog
      open={conflict !== null}
      onClose={resolve.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('review.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{t('review.text', { name: shown?.visitor_name ?? '' })}</DialogContentText>
          <TextField
            label={t('review.note')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={resolve.isPending}>
            {t('review.cancel')}
          </Button>
          <PendingButton type="submit" isPending={resolve.isPending}>
            {t('review.confirm')}
          </PendingButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function useDuration() {
  const { t } = useTranslation('devices');
  return (seconds: number) => {
    const minutes = Math.max(0, Math.round(seconds / 60));
    const hours = Math.floor(minutes / 60);
    return hours > 0 ? t('duration.hours', { hours, minutes: minutes % 60 }) : t('duration.minutes', { minutes });
  };
}

function DeviceCard({ device }: { device: OfflineDevice }) {
  const { t } = useTranslation('devices');
  const formatDate = useFormatDate();
  const duration = useDuration();
  const titleId = useId();
  const zone = device.access_server?.time_zone;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="offline-device"
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mb: 2 }}>
        <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, flex: '1 1 12rem' }}>
          <span title={device.id}>{t('devices.name', { id: shortId(device.id) })}</span>
        </Typography>
        {device.open_conflicts > 0 && (
          <ToneChip tone="error" label={t('devices.openConflicts', { count: device.open_conflicts })} />
        )}
      </Box>
      <DetailList>
        <DetailItem term={t('devices.accessPoint')}>{device.access_server?.name ?? '—'}</DetailItem>
        <DetailItem term={t('devices.lastUser')}>{device.last_user?.name ?? '—'}</DetailItem>
        <DetailItem term={t('devices.lastSeen')}>{formatDate(device.last_seen_at, 'dateTime', zone)}</DetailItem>
        <DetailItem term={t('devices.synced')}>{device.synced_registers}</DetailItem>
      </DetailList>
      <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 700, mt: 2, mb: 1 }}>
        {t('devices.spells')}
      </Typography>
      {device.periods.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('devices.noSpells')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {device.periods.map((period) => (
            <Box
              component="li"
              key={period.id}
              data-testid="offline-spell"
              sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, overflowWrap: 'anywhere' }}
            >
              <span>
                {t('devices.range', {
                  from: formatDate(period.offline_from, 'dateTime', zone),
                  until: formatDate(period.offline_until, 'dateTime', zone),
                })}
              </span>
              <span>{duration(period.duration_seconds)}</span>
              <span>
                {t('devices.decisions', { granted: period.decisions.granted, denied: period.decisions.denied })}
              </span>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
