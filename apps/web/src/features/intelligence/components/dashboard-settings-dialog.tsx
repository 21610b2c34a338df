// Where an admin sets or removes the network's external dashboard address (PATCH /intelligence/dashboard).
// The same rule as the server: an http(s) address; a refusal from the server is shown under the field.
import { DashboardSettingsInput } from '@garita/contract';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useSaveDashboard } from '../api/save-dashboard.ts';

interface DashboardSettingsDialogProps {
  open: boolean;
  current: string | null;
  onClose: () => void;
}

export function DashboardSettingsDialog({ open, current, onClose }: DashboardSettingsDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="dashboard-settings-title">
      {open && <DashboardSettingsForm current={current} onClose={onClose} />}
    </Dialog>
  );
}

function DashboardSettingsForm({ current, onClose }: Omit<DashboardSettingsDialogProps, 'open'>) {
  const { t } = useTranslation('intelligence');
  const [url, setUrl] = useState(current ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveDashboard();

  const submit = (value: string | null) => {
    if (value !== null && !DashboardSettingsInput.safeParse({ analytics_dashboard_url: value }).success) {
      setProblem(t('dashboard.invalid'));
      return;
    }
    save.mutate(value, {
      onSuccess: (saved) => {
        notify(t(saved.analytics_dashboard_url ? 'dashboard.saved' : 'dashboard.removed'), 'success');
        onClose();
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(url.trim() || null);
      }}
    >
      <DialogTitle id="dashboard-settings-title">{t('dashboard.dialogTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{t('dashboard.dialogText')}</DialogContentText>
        <TextField
          type="url"
          label={t('dashboard.url')}
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            setProblem(null);
          }}
          onBlur={() => setUrl((value) => value.trim())}
          error={!!problem}
          helperText={problem ?? ' '}
          fullWidth
          autoFocus
          placeholder="https://"
          slotProps={{ htmlInput: { 'data-testid': 'dashboard-url', spellCheck: false, autoComplete: 'off' } }}
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {current && (
          <Button color="error" onClick={() => submit(null)} disabled={save.isPending} sx={{ mr: 'auto' }}>
            {t('dashboard.remove')}
          </Button>
        )}
        <Button onClick={onClose}>{t('dashboard.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={save.isPending || !url.trim()}>
          {t('dashboard.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
