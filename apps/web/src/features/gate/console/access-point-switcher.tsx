// Which access point the guard works at (spec §2): choosing another one calls control_access_server,
// whose answer replaces the session's user, so the gates, the logbook and the count follow at once.
import type { User } from '@garita/contract';
import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { useSwitchAccessPoint } from '../lib/guard-access-point.ts';

export function AccessPointSwitcher({ user, size = 'medium' }: { user: User; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('scanner');
  const switchAccessPoint = useSwitchAccessPoint();
  const current = user.last_access_selected?.id ?? '';

  return (
    <TextField
      select
      size={size}
      label={t('accessPoint.label')}
      value={current}
      disabled={switchAccessPoint.isPending}
      onChange={(event) => {
        const id = Number(event.target.value);
        if (!id || id === current) return;
        switchAccessPoint.mutate(id, {
          onSuccess: ({ user: updated }) =>
            notify(t('accessPoint.switched', { name: updated.last_access_selected?.name ?? '' }), 'success'),
        });
      }}
      fullWidth
      data-testid="access-point-select"
    >
      {user.access_servers.map((server) => (
        <MenuItem key={server.id} value={server.id}>
          {server.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
