// ARCO requests: search the network's data for a person (name, phone or email), tick the records that are theirs
// (all are ticked after each search), export them as a zip or erase them after a confirmation.
import { PERSONAL_DATA_QUERY, type PersonalDataResult } from '@garita/contract';
import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LoadingBlock } from '../../../components/feedback/loading-block.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';
import { Section } from '../../../components/section.tsx';
import { downloadBlob } from '../../../lib/csv.ts';
import { errorMessage, reportError } from '../../../lib/errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useFormatDate } from '../../../lib/use-format-date.ts';
import { personalDataQuery, useErasePersonalData, useExportPersonalData } from '../api.ts';

const GROUPS = ['users', 'access_keys', 'transactions', 'community_members'] as const;
type Group = (typeof GROUPS)[number];
type Selection = Record<Group, number[]>;

const EMPTY: Selection = { users: [], access_keys: [], transactions: [], community_members: [] };

const allOf = (result: PersonalDataResult): Selection => ({
  users: result.users.map((r) => r.id),
  access_keys: result.access_keys.map((r) => r.id),
  transactions: result.transactions.map((r) => r.id),
  community_members: result.community_members.map((r) => r.id),
});

const countOf = (selection: Selection) => GROUPS.reduce((sum, group) => sum + selection[group].length, 0);

export function PersonalDataSection() {
  const { t } = useTranslation(['privacy', 'common']);
  const formatDate = useFormatDate();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [selection, setSelection] = useState<Selection>(EMPTY);
  const [confirming, setConfirming] = useState(false);
  const found = useQuery(personalDataQuery(query));
  const exporter = useExportPersonalData();
  const eraser = useErasePersonalData();
  const queryId = useId();
  const result = found.data;

  // Each new answer selects everything it found.
  useEffect(() => setSelection(result ? allOf(result) : EMPTY), [result]);

  const canSearch = typed.trim().length >= PERSONAL_DATA_QUERY.min;
  const selected = countOf(selection);
  const total = result ? countOf(allOf(result)) : 0;

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (!canSearch) return;
    setQuery(typed.trim());
    if (typed.trim() === query) void found.refetch();
  };

  const toggle = (group: Group, id: number) =>
    setSelection((current) => ({
      ...current,
      [group]: current[group].includes(id) ? current[group].filter((x) => x !== id) : [...current[group], id],
    }));

  const exportZip = () =>
    exporter.mutate(selection, {
      onSuccess: (zip) => downloadBlob(`personal-data-${new Date().toISOString().slice(0, 10)}.zip`, zip),
      onError: reportError,
    });

  const erase = () =>
    eraser.mutate(selection, {
      onSuccess: (done) => {
        setConfirming(false);
        notify(
          t('privacy:requests.erased', {
            records: done.users + done.access_keys + done.transactions + done.community_members,
            photos: done.photos,
          }),
          'success',
        );
      },
      onError: (error) => {
        setConfirming(false);
        reportError(error);
      },
    });

  const line = (group: Group, id: number, primary: string, secondary: string) => {
    const labelId = `${queryId}-${group}-${id}`;
    return (
      <ListItem key={id} disableGutters dense data-testid={`found-${group}`}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Checkbox
            edge="start"
            checked={selection[group].includes(id)}
            onChange={() => toggle(group, id)}
            slotProps={{ input: { 'aria-labelledby': labelId } }}
          />
        </ListItemIcon>
        <ListItemText
          id={labelId}
          primary={primary || t('privacy:requests.noName')}
          secondary={secondary}
          sx={{ overflowWrap: 'anywhere' }}
        />
      </ListItem>
    );
  };

  const rows: Record<Group, React.ReactNode[]> = result
    ? {
        users: result.users.map((u) =>
          line(
            'users',
            u.id,
            u.name,
            [u.email, u.phone, u.deleted ? t('privacy:requests.deletedAccount') : ''].filter(Boolean).join(' · '),
          ),
        ),
        access_keys: result.access_keys.map((k) =>
          line(
            'access_keys',
            k.id,
            k.visitor_name,
            [
              k.visitor_phone,
              k.visitor_email,
              k.event_name,
              t('privacy:requests.invitedBy', { name: k.host_name }),
              formatDate(k.valid_from, 'date'),
              k.photo_count ? t('privacy:requests.photos', { count: k.photo_count }) : '',
            ]
              .filter(Boolean)
              .join(' · '),
          ),
        ),
        transactions: result.transactions.map((r) =>
          line(
            'transactions',
            r.id,
            r.visitor_name,
            [
              r.access_type === 'exit' ? t('privacy:requests.exit') : t('privacy:requests.entry'),
              r.access_server_name,
              formatDate(r.created_at, 'dateTime'),
              r.photo_count ? t('privacy:requests.photos', { count: r.photo_count }) : '',
            ]
              .filter(Boolean)
              .join(' · '),
          ),
        ),
        community_members: result.community_members.map((c) =>
          line(
            'community_members',
            c.id,
            c.name,
            [c.phone, c.email, t('privacy:requests.savedBy', { name: c.saved_by })].filter(Boolean).join(' · '),
          ),
        ),
      }
    : { users: [], access_keys: [], transactions: [], community_members: [] };

  return (
    <Section id="personal-data-title" title={t('privacy:requests.title')} intro={t('privacy:requests.intro')}>
      <Box
        component="form"
        noValidate
        onSubmit={search}
        role="search"
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
      >
        <TextField
          label={t('privacy:requests.query')}
          helperText={t('privacy:requests.queryHelp')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          slotProps={{ htmlInput: { maxLength: PERSONAL_DATA_QUERY.max, autoCapitalize: 'none', spellCheck: false } }}
          sx={{ flex: '1 1 240px' }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={!canSearch} sx={{ height: 56 }}>
          {t('privacy:requests.search')}
        </Button>
      </Box>

      {found.isFetching && <LoadingBlock label={t('privacy:requests.searching')} />}
      {found.isError && <Alert severity="error">{errorMessage(found.error)}</Alert>}
      {result && !found.isFetching && (
        <Box sx={{ mt: 2 }} data-testid="personal-data-results">
          {total === 0 && <Typography role="status">{t('privacy:requests.none', { query })}</Typography>}
          {result.truncated && (
            <Alert severity="warning" sx={{ mb: 1 }}>
              {t('privacy:requests.truncated')}
            </Alert>
          )}
          {GROUPS.filter((group) => rows[group].length > 0).map((group) => (
            <Box component="section" key={group} aria-labelledby={`${queryId}-${group}`} sx={{ mt: 1 }}>
              <Typography id={`${queryId}-${group}`} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {t(`privacy:requests.groups.${group}`)} ({rows[group].length})
              </Typography>
              <List dense disablePadding>
                {rows[group]}
              </List>
            </Box>
          ))}
          {total > 0 && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 2 }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={selected === total}
                    indeterminate={selected > 0 && selected < total}
                    onChange={() => setSelection(selected === total ? EMPTY : allOf(result))}
                  />
                }
                label={selected === total ? t('privacy:requests.selectNone') : t('privacy:requests.selectAll')}
              />
              <Typography role="status" sx={{ flex: '1 1 auto', color: 'text.secondary' }}>
                {t('privacy:requests.selected', { count: selected })}
              </Typography>
              <PendingButton
                variant="outlined"
                icon={<DownloadIcon />}
                isPending={exporter.isPending}
                disabled={selected === 0}
                onClick={exportZip}
              >
                {t('privacy:requests.export')}
              </PendingButton>
              <Button variant="contained" color="error" disabled={selected === 0} onClick={() => setConfirming(true)}>
                {t('privacy:requests.erase')}
              </Button>
            </Box>
          )}
        </Box>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('privacy:requests.eraseTitle')}
        message={t('privacy:requests.eraseMessage', { count: selected })}
        confirmLabel={t('privacy:requests.eraseConfirm')}
        cancelLabel={t('common:cancel')}
        onConfirm={erase}
        onCancel={() => setConfirming(false)}
        isPending={eraser.isPending}
      />
    </Section>
  );
}
