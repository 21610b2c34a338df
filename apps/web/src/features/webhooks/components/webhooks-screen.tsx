// Screen webhooks (/webhooks, network admins, phone and desktop; docs/webhooks.md): the network's webhooks, each
// with its state, events, a "Send test" that says what the receiver answered (never success without a 2xx), its
// secret on demand and its delivery log on the network's clock; new and edit in a dialog (full screen on a phone).
import {
  WEBHOOK_EVENT_TYPES,
  type Webhook,
  type WebhookDelivery,
  type WebhookEventType,
  type WebhookTestResult,
} from '@garita/contract';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import SendIcon from '@mui/icons-material/Send';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Paper,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LoadingBlock } from '../../../components/feedback/loading-block.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { LabelledIconButton } from '../../../components/labelled-icon-button.tsx';
import { type DataColumn, DataTable } from '../../../components/lists/data-table.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { ToneChip } from '../../../components/tone-chip.tsx';
import { errorMessage, reportError } from '../../../lib/errors.ts';
import { fieldErrorsOf } from '../../../lib/field-errors.ts';
import { networkSettingsQuery } from '../../../lib/network-settings.ts';
import { notify } from '../../../lib/notify.ts';
import { useFormatDate } from '../../../lib/use-format-date.ts';
import {
  deliveriesQuery,
  useRemoveWebhook,
  useSaveWebhook,
  useShowSecret,
  useTestWebhook,
  webhooksQuery,
} from '../api.ts';
import { deliveryErrorText } from '../delivery-error.ts';

/** Rows of the log shown under each webhook (the API keeps the latest 100). */
const LOG_ROWS = 20;

export default function WebhooksScreen() {
  const { t } = useTranslation('webhooks');
  const webhooks = useQuery(webhooksQuery);
  const network = useQuery(networkSettingsQuery);
  const zone = network.data?.time_zone;
  const [editing, setEditing] = useState<Webhook | 'new' | null>(null);
  const [removing, setRemoving] = useState<Webhook | null>(null);
  const [secret, setSecret] = useState<{ value: string; isNew: boolean } | null>(null);
  const remove = useRemoveWebhook();
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 1100, p: { xs: 2, md: 0 } }}>
      <ScreenHeader
        title={t('title')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('new')}
          </Button>
        }
      />
      {zone && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('intro', { zone })}
        </Typography>
      )}
      {webhooks.isPending && <LoadingBlock label={t('loading')} />}
      {webhooks.isError && <Typography color="error">{errorMessage(webhooks.error)}</Typography>}
      {webhooks.data?.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{t('empty')}</Typography>}
      {zone &&
        webhooks.data?.map((webhook) => (
          <WebhookCard
            key={webhook.id}
            webhook={webhook}
            zone={zone}
            onEdit={() => setEditing(webhook)}
            onRemove={() => setRemoving(webhook)}
            onSecret={(value) => setSecret({ value, isNew: false })}
          />
        ))}
      <FormDialog item={editing} onClose={() => setEditing(null)} title={(w) => t(w ? 'editTitle' : 'newTitle')}>
        {(webhook) => (
          <WebhookForm
            key={webhook?.id ?? 'new'}
            webhook={webhook}
            onDone={(createdSecret) => {
              setEditing(null);
              if (createdSecret) setSecret({ value: createdSecret, isNew: true });
            }}
          />
        )}
      </FormDialog>
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      <ConfirmDialog
        open={removing !== null}
        title={t('removeTitle')}
        message={t('removeMessage', { url: removing?.url ?? '' })}
        confirmLabel={t('removeConfirm')}
        cancelLabel={t('cancel')}
        isPending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: () => {
              setRemoving(null);
              notify(t('removed'), 'success');
            },
            onError: (error) => {
              setRemoving(null);
              reportError(error);
            },
          });
        }}
      />
    </Box>
  );
}

function stateChip(webhook: Webhook) {
  if (webhook.active) return { tone: 'success', key: 'state.active' } as const;
  if (webhook.paused_reason === 'failures') return { tone: 'error', key: 'state.pausedByFailures' } as const;
  return { tone: 'neutral', key: 'state.pausedByAdmin' } as const;
}

function WebhookCard({
  webhook,
  zone,
  onEdit,
  onRemove,
  onSecret,
}: {
  webhook: Webhook;
  zone: string;
  onEdit: () => void;
  onRemove: () => void;
  onSecret: (secret: string) => void;
}) {
  const { t } = useTranslation('webhooks');
  const titleId = useId();
  const test = useTestWebhook(webhook.id);
  const showSecret = useShowSecret();
  const [result, setResult] = useState<WebhookTestResult | null>(null);
  const state = stateChip(webhook);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Typography
          id={titleId}
          component="h2"
          variant="h6"
          sx={{ fontWeight: 700, flex: '1 1 16rem', minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {webhook.url}
        </Typography>
        <ToneChip tone={state.tone} label={t(state.key)} testId="webhook-state" />
      </Box>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 1 }}>
        {webhook.event_types.map((type) => (
          <Chip key={type} size="small" variant="outlined" label={t(`events.${type}`)} />
        ))}
      </Box>
      {!webhook.active && webhook.paused_reason === 'failures' && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('pausedByFailures', { count: webhook.consecutive_failures })}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 2 }}>
        <PendingButton
          isPending={test.isPending}
          icon={<SendIcon />}
          onClick={() => {
            setResult(null);
            test.mutate(undefined, { onSuccess: setResult, onError: reportError });
          }}
        >
          {test.isPending ? t('test.sending') : t('test.send')}
        </PendingButton>
        <PendingButton
          variant="outlined"
          isPending={showSecret.isPending}
          icon={<KeyIcon />}
          onClick={() => showSecret.mutate(webhook.id, { onSuccess: (s) => onSecret(s.secret), onError: reportError })}
        >
          {t('secret.show')}
        </PendingButton>
        <Box sx={{ flex: 1 }} />
        <LabelledIconButton label={t('edit', { url: webhook.url })} onClick={onEdit}>
          <EditIcon />
        </LabelledIconButton>
        <LabelledIconButton label={t('remove', { url: webhook.url })} onClick={onRemove}>
          <DeleteIcon />
        </LabelledIconButton>
      </Box>
      {result && (
        <Alert
          severity={result.ok ? 'success' : 'error'}
          variant={result.ok ? 'standard' : 'filled'}
          role="status"
          data-testid="webhook-test-result"
          sx={{ mt: 2 }}
        >
          {result.ok
            ? t('test.ok', { status: result.status, ms: result.latency_ms })
            : t('test.failed', { reason: deliveryErrorText(t, result.error ?? '') })}
        </Alert>
      )}
      <DeliveryLog webhook={webhook} zone={zone} />
    </Paper>
  );
}

function DeliveryLog({ webhook, zone }: { webhook: Webhook; zone: string }) {
  const { t } = useTranslation('webhooks');
  const formatDate = useFormatDate();
  const log = useQuery(deliveriesQuery(webhook.id));
  const eventLabel = (type: string) =>
    (WEBHOOK_EVENT_TYPES as readonly string[]).includes(type) || type === 'webhook.test'
      ? t(`events.${type as WebhookEventType | 'webhook.test'}`)
      : type;
  const columns: DataColumn<WebhookDelivery>[] = [
    { key: 'when', header: t('log.when'), render: (d) => formatDate(d.created_at, 'dateTime', zone) },
    { key: 'event', header: t('log.event'), render: (d) => eventLabel(d.event_type) },
    { key: 'attempt', header: t('log.attempt'), align: 'right', render: (d) => d.attempt },
    {
      key: 'result',
      header: t('log.result'),
      render: (d) => <ToneChip tone={d.ok ? 'success' : 'error'} label={t(d.ok ? 'log.ok' : 'log.failed')} />,
    },
    { key: 'status', header: t('log.status'), align: 'right', render: (d) => d.status ?? '—' },
    {
      key: 'latency',
      header: t('log.latency'),
      align: 'right',
      render: (d) => (d.latency_ms === null ? '—' : t('log.ms', { ms: d.latency_ms })),
    },
    { key: 'error', header: t('log.error'), render: (d) => (d.error ? deliveryErrorText(t, d.error) : '') },
  ];
  return (
    <Box sx={{ mt: 3, minWidth: 0 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('log.title')}
      </Typography>
      <DataTable
        label={t('log.label', { url: webhook.url })}
        columns={columns}
        rows={log.data?.slice(0, LOG_ROWS)}
        rowKey={(d) => d.id}
        isLoading={log.isPending}
        loadingLabel={t('log.loading')}
        emptyText={t('log.empty')}
      />
    </Box>
  );
}

type FormField = 'url' | 'event_types';

function WebhookForm({ webhook, onDone }: { webhook: Webhook | null; onDone: (secret: string | null) => void }) {
  const { t } = useTranslation('webhooks');
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [types, setTypes] = useState<WebhookEventType[]>(webhook?.event_types ?? ['transaction.created']);
  const [active, setActive] = useState(webhook?.active ?? true);
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const save = useSaveWebhook(webhook?.id ?? null);
  const eventsLabelId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = url.trim();
    const found: Partial<Record<FormField, string>> = {};
    if (!/^https?:\/\/\S+$/i.test(trimmed)) found.url = t('validation.url');
    if (types.length === 0) found.event_types = t('validation.events');
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(
      { webhook: { url: trimmed, event_types: types, active } },
      {
        onSuccess: (saved) => {
          notify(t(webhook ? 'saved' : 'created'), 'success');
          onDone(saved.secret);
        },
        onError: (error) => {
          const fields = fieldErrorsOf<FormField>(error, { prefix: 'webhook', fields: ['url', 'event_types'] });
          if (fields.length === 0) return reportError(error);
          setErrors(
            Object.fromEntries(
              fields.map(({ field, message }) => [
                field,
                field === 'event_types'
                  ? t('validation.events')
                  : /public address/.test(message)
                    ? t('validation.privateUrl')
                    : t('validation.url'),
              ]),
            ),
          );
        },
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <TextField
          label={t('fields.url')}
          value={url}
          onChange={(e) => {
            setUrl(e.target.value);
            setErrors((current) => ({ ...current, url: undefined }));
          }}
          error={!!errors.url}
          helperText={errors.url ?? t('fields.urlHelp')}
          required
          autoFocus
          slotProps={{ htmlInput: { maxLength: 2000, inputMode: 'url' } }}
          sx={{ mt: 1 }}
        />
        <FormControl component="fieldset" error={!!errors.event_types}>
          <FormLabel component="legend" id={eventsLabelId}>
            {t('fields.events')}
          </FormLabel>
          <FormGroup aria-labelledby={eventsLabelId}>
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <FormControlLabel
                key={type}
                control={
                  <Checkbox
                    checked={types.includes(type)}
                    onChange={(e) => {
                      setTypes((current) =>
                        e.target.checked ? [...current, type] : current.filter((other) => other !== type),
                      );
                      setErrors((current) => ({ ...current, event_types: undefined }));
                    }}
                  />
                }
                label={t(`events.${type}`)}
              />
            ))}
          </FormGroup>
          {errors.event_types && <FormHelperText>{errors.event_types}</FormHelperText>}
        </FormControl>
        <FormControlLabel
          control={<Switch checked={active} onChange={(e) => setActive(e.target.checked)} />}
          label={t('fields.active')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onDone(null)}>{t('cancel')}</Button>
        <PendingButton type="submit" isPending={save.isPending}>
          {t(webhook ? 'save' : 'create')}
        </PendingButton>
      </DialogActions>
    </Box>
  );
}

function SecretDialog({ secret, onClose }: { secret: { value: string; isNew: boolean } | null; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  const titleId = useId();
  const [shown, setShown] = useState(secret);
  if (secret && secret !== shown) setShown(secret);
  return (
    <Dialog open={secret !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t(shown?.isNew ? 'secret.createdTitle' : 'secret.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{t('secret.text')}</DialogContentText>
        <TextField
          label={t('secret.label')}
          value={shown?.value ?? ''}
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, 'data-testid': 'webhook-secret' } }}
          onFocus={(e) => e.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            if (!shown) return;
            navigator.clipboard?.writeText(shown.value).then(
              () => notify(t('secret.copied'), 'success'),
              () => undefined,
            );
          }}
        >
          {t('secret.copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('secret.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
