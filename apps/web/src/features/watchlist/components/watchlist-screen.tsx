// The network's watchlist (network admins, /watchlist on the phone and the desktop; docs/watchlist.md): people the
// gate refuses (`deny`) or warns the guard about (`alert`). A table on a wide screen, cards on a phone; add, edit
// and remove through a dialog; CSV download (formula-safe, recorded by the server) and import (row by row).
import {
  MAX_NAME,
  MAX_TEXT,
  MAX_WATCHLIST_ID_NUMBER,
  MAX_WATCHLIST_PHONE,
  type NewWatchlistEntry,
  WATCHLIST_ACTIONS,
  type WatchlistAction,
  type WatchlistEntry,
} from '@garita/contract';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import UploadIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Chip,
  DialogActions,
  DialogContent,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { LabelledIconButton } from '../../../components/labelled-icon-button.tsx';
import { type DataColumn, DataTable } from '../../../components/lists/data-table.tsx';
import { ExportButton } from '../../../components/lists/export-button.tsx';
import { PageHeader } from '../../../components/lists/page-header.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { accessServerZonesQuery } from '../../../lib/access-server-options.ts';
import { parseInZone } from '../../../lib/date-parsing.ts';
import { formatInZone, todayZone } from '../../../lib/dates.ts';
import { reportError } from '../../../lib/errors.ts';
import { bodyFieldIssues } from '../../../lib/field-errors.ts';
import type { Language } from '../../../lib/language.ts';
import { notify } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { useCsvExport } from '../../../lib/use-csv-export.ts';
import {
  createWatchlistEntry,
  fetchWatchlistForExport,
  refreshWatchlist,
  useRemoveWatchlistEntry,
  useSaveWatchlistEntry,
  watchlistQuery,
} from '../api.ts';
import { downloadWatchlistCsv, parseWatchlistCsv } from '../watchlist-csv.ts';

/** The zone an expiry day is read in: the admin's chosen access point's, else the network's first. */
function useExpiryZone(): string {
  const user = useSession()?.user;
  const points = useQuery(accessServerZonesQuery).data ?? [];
  return todayZone(points, user?.last_access_selected?.id ?? null, user?.last_access_selected?.time_zone);
}

/** An expiry instant as the day it falls on (YYYY-MM-DD) in `zone`, for the date field. */
const dayOf = (instant: string | null, zone: string) => (instant ? formatInZone(instant, zone, 'query', 'en') : '');
/** The end of a day (23:59:59) in `zone`, as the instant the server stores. */
const endOfDay = (day: string, zone: string) =>
  parseInZone(`${day.split('-').reverse().join('/')} 23:59:59`, 'payloadDateTime', zone).toISOString();

function ActionChip({ action }: { action: WatchlistAction }) {
  const { t } = useTranslation('watchlist');
  return (
    <Chip
      size="small"
      color={action === 'deny' ? 'error' : 'warning'}
      label={t(`actions.${action}`)}
      sx={{ fontWeight: 700 }}
    />
  );
}

/** A chosen image file as a data URL (the server reads base64 with or without its data: prefix). */
const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

function PersonPhoto({ url, name, size }: { url: string | null; name: string; size: number }) {
  const { t } = useTranslation('watchlist');
  return (
    <Avatar
      src={url ?? undefined}
      alt={url ? t('photoOf', { name }) : undefined}
      variant="rounded"
      sx={{ width: size, height: size }}
    >
      {name.slice(0, 1)}
    </Avatar>
  );
}

interface FormValues {
  name: string;
  phone: string;
  id_number: string;
  reason: string;
  action: WatchlistAction;
  expires: string;
}

function EntryForm({ entry, zone, onDone }: { entry: WatchlistEntry | null; zone: string; onDone: () => void }) {
  const { t } = useTranslation('watchlist');
  const [values, setValues] = useState<FormValues>({
    name: entry?.name ?? '',
    phone: entry?.phone ?? '',
    id_number: entry?.id_number ?? '',
    reason: entry?.reason ?? '',
    action: entry?.action ?? 'deny',
    expires: dayOf(entry?.expires_at ?? null, zone),
  });
  const [problems, setProblems] = useState<Partial<Record<keyof FormValues, string>>>({});
  /** undefined: the photo is left as it is; null: removed; a data URL: the new one. */
  const [photo, setPhoto] = useState<string | null | undefined>(undefined);
  const shownPhoto = photo === undefined ? (entry?.photo_url ?? null) : photo;
  const photoInput = useRef<HTMLInputElement>(null);
  const save = useSaveWatchlistEntry(entry?.id ?? null);
  const set = (field: keyof FormValues) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Partial<Record<keyof FormValues, string>> = {};
    if (!values.name.trim()) missing.name = t('form.required');
    if (!values.reason.trim()) missing.reason = t('form.required');
    if (Object.keys(missing).length) {
      setProblems(missing);
      return;
    }
    const body: NewWatchlistEntry = {
      name: values.name.trim(),
      phone: values.phone.trim(),
      id_number: values.id_number.trim(),
      reason: values.reason.trim(),
      action: values.action,
      expires_at: values.expires ? endOfDay(values.expires, zone) : null,
      ...(photo === undefined ? {} : { photo }),
    };
    save.mutate(body, {
      onSuccess: (saved) => {
        notify(t(entry ? 'saved' : 'added', { name: saved.name }), 'success');
        onDone();
      },
      onError: (error) => {
        const issues = bodyFieldIssues(error);
        if (issues.some((issue) => issue.path === 'phone')) setProblems({ phone: t('form.badPhone') });
        else if (issues.some((issue) => issue.path.startsWith('photos'))) setProblems({ name: t('form.badPhoto') });
        else reportError(error);
      },
    });
  };
  const text = (field: keyof FormValues, max: number, extra: object = {}) => ({
    label: t(`fields.${field}`),
    value: values[field],
    onChange: set(field),
    error: !!problems[field],
    helperText: problems[field],
    fullWidth: true,
    slotProps: { htmlInput: { maxLength: max } },
    ...extra,
  });
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <TextField {...text('name', MAX_NAME)} required autoFocus sx={{ mt: 1 }} />
        <TextField {...text('phone', MAX_WATCHLIST_PHONE)} type="tel" />
        <TextField {...text('id_number', MAX_WATCHLIST_ID_NUMBER)} />
        <TextField
          {...text('reason', MAX_TEXT)}
          required
          multiline
          minRows={2}
          helperText={problems.reason ?? t('form.reasonHelp')}
        />
        <TextField {...text('action', 20)} select helperText={t(`form.actionHelp.${values.action}`)}>
          {WATCHLIST_ACTIONS.map((action) => (
            <MenuItem key={action} value={action}>
              {t(`actions.${action}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <PersonPhoto url={shownPhoto} name={values.name || '?'} size={56} />
          <Button variant="outlined" onClick={() => photoInput.current?.click()}>
            {t(shownPhoto ? 'form.changePhoto' : 'form.addPhoto')}
          </Button>
          {shownPhoto && <Button onClick={() => setPhoto(null)}>{t('form.removePhoto')}</Button>}
          <input
            ref={photoInput}
            type="file"
            accept="image/*"
            hidden
            aria-label={t('form.addPhoto')}
            data-testid="watchlist-photo"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void readAsDataUrl(file).then(setPhoto, reportError);
            }}
          />
        </Box>
        <TextField
          {...text('expires', 10)}
          type="date"
          helperText={t('form.expiresHelp')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone}>{t('cancel')}</Button>
        <PendingButton type="submit" isPending={save.isPending}>
          {t(entry ? 'save' : 'add')}
        </PendingButton>
      </DialogActions>
    </Box>
  );
}

interface ImportOutcome {
  added: number;
  failed: { line: number; reason: string }[];
}

export default function WatchlistScreen() {
  const { t, i18n } = useTranslation('watchlist');
  const language = (i18n.language === 'es' ? 'es' : 'en') as Language;
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'));
  const zone = useExpiryZone();
  const client = useQueryClient();
  const list = useQuery(watchlistQuery);
  const [editing, setEditing] = useState<WatchlistEntry | 'new' | null>(null);
  const [removing, setRemoving] = useState<WatchlistEntry | null>(null);
  const [isImporting, setImporting] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const remove = useRemoveWatchlistEntry();
  const csv = useCsvExport(async () => downloadWatchlistCsv(await fetchWatchlistForExport()));

  const expiry = (entry: WatchlistEntry) =>
    entry.expires_at
      ? `${t(entry.expired ? 'expired' : 'until', { date: formatInZone(entry.expires_at, zone, 'date', language) })}`
      : t('noExpiry');

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setImporting(true);
    const result: ImportOutcome = { added: 0, failed: [] };
    try {
      for (const row of parseWatchlistCsv(await file.text())) {
        if (!row.entry) {
          result.failed.push({ line: row.line, reason: t(`import.problems.${row.problem ?? 'missing_name'}`) });
          continue;
        }
        try {
          await createWatchlistEntry(row.entry);
          result.added += 1;
        } catch (error) {
          const isPhone = bodyFieldIssues(error).some((issue) => issue.path === 'phone');
          result.failed.push({ line: row.line, reason: isPhone ? t('form.badPhone') : t('import.problems.refused') });
        }
      }
    } finally {
      setImporting(false);
      setOutcome(result);
      await refreshWatchlist(client);
    }
  };

  const columns: DataColumn<WatchlistEntry>[] = [
    {
      key: 'name',
      header: t('fields.name'),
      render: (e) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <PersonPhoto url={e.photo_url} name={e.name} size={36} />
          <Typography sx={{ fontWeight: 600 }}>{e.name}</Typography>
        </Box>
      ),
    },
    { key: 'action', header: t('fields.action'), render: (e) => <ActionChip action={e.action} /> },
    { key: 'phone', header: t('fields.phone'), render: (e) => e.phone || '—' },
    { key: 'id_number', header: t('fields.id_number'), render: (e) => e.id_number || '—' },
    { key: 'reason', header: t('fields.reason'), render: (e) => e.reason },
    { key: 'expires', header: t('fields.expires'), render: expiry },
    {
      key: 'buttons',
      header: <VisuallyHidden>{t('actionsColumn')}</VisuallyHidden>,
      align: 'right',
      width: 110,
      render: (e) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          <LabelledIconButton label={t('edit', { name: e.name })} onClick={() => setEditing(e)}>
            <EditIcon />
          </LabelledIconButton>
          <LabelledIconButton label={t('remove', { name: e.name })} onClick={() => setRemoving(e)}>
            <DeleteIcon />
          </LabelledIconButton>
        </Box>
      ),
    },
  ];

  return (
    <Box sx={{ p: { xs: 2, md: 0 }, display: 'grid', gap: 2 }}>
      <PageHeader
        title={t('title')}
        actions={
          <>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {t('add')}
            </Button>
            <PendingButton
              variant="outlined"
              icon={<UploadIcon />}
              isPending={isImporting}
              onClick={() => fileInput.current?.click()}
            >
              {t('import.button')}
            </PendingButton>
            <ExportButton {...csv}>{t('download')}</ExportButton>
          </>
        }
      />
      <input
        ref={fileInput}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label={t('import.button')}
        data-testid="watchlist-import"
        onChange={(event) => void importFile(event)}
      />
      <Typography color="text.secondary">{t('intro')}</Typography>
      {outcome && (
        <Alert
          severity={outcome.failed.length ? 'warning' : 'success'}
          onClose={() => setOutcome(null)}
          data-testid="watchlist-import-outcome"
        >
          {t('import.added', { count: outcome.added })}
          {outcome.failed.map((f) => (
            <Box key={f.line}>{t('import.failedLine', { line: f.line, reason: f.reason })}</Box>
          ))}
        </Alert>
      )}
      {isWide ? (
        <DataTable
          label={t('title')}
          columns={columns}
          rows={list.data}
          rowKey={(e) => e.id}
          isLoading={list.isPending}
          loadingLabel={t('loading')}
          emptyText={t('empty')}
        />
      ) : (
        <>
          {list.data?.length === 0 && <Typography color="text.secondary">{t('empty')}</Typography>}
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('title')}>
            {list.data?.map((e) => (
              <Paper
                component="li"
                key={e.id}
                variant="outlined"
                sx={{ p: 1.5, borderRadius: 3 }}
                data-testid="watchlist-card"
              >
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <PersonPhoto url={e.photo_url} name={e.name} size={40} />
                  <Typography sx={{ fontWeight: 700, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {e.name}
                  </Typography>
                  <ActionChip action={e.action} />
                </Box>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {e.reason}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {[e.phone, e.id_number, expiry(e)].filter(Boolean).join(' · ')}
                </Typography>
                <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                  <LabelledIconButton label={t('edit', { name: e.name })} onClick={() => setEditing(e)}>
                    <EditIcon />
                  </LabelledIconButton>
                  <LabelledIconButton label={t('remove', { name: e.name })} onClick={() => setRemoving(e)}>
                    <DeleteIcon />
                  </LabelledIconButton>
                </Box>
              </Paper>
            ))}
          </Stack>
        </>
      )}
      <FormDialog<WatchlistEntry>
        item={editing}
        onClose={() => setEditing(null)}
        title={(entry) => (entry ? t('editTitle', { name: entry.name }) : t('newTitle'))}
      >
        {(entry) => <EntryForm key={entry?.id ?? 'new'} entry={entry} zone={zone} onDone={() => setEditing(null)} />}
      </FormDialog>
      <ConfirmDialog
        open={removing !== null}
        title={t('removeTitle', { name: removing?.name ?? '' })}
        message={t('removeMessage')}
        confirmLabel={t('removeConfirm')}
        cancelLabel={t('cancel')}
        isDestructive
        isPending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          const { id, name } = removing;
          remove.mutate(id, {
            onSuccess: () => {
              setRemoving(null);
              notify(t('removed', { name }), 'success');
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
