// Which access point the guard works at (spec §2): choosing another one calls control_access_server,
// whose answer replaces the session's user, so the gates, the logbook and the count follow at once.
import type { User } from '@garita/contract';
import { useTranslation } from 'react-i18next';
import { PlainSelect } from '../../../components/forms/plain-fields.tsx';
import { notify } from '../../../lib/notify.ts';
import { useSwitchAccessPoint } from '../lib/guard-access-point.ts';

export function AccessPointSwitcher({ user, size = 'medium' }: { user: User; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('scanner');
  const switchAccessPoint = useSwitchAccessPoint();
  const current = user.last_access_selected?.id ?? '';

  return (
    // A native select, not MUI's: the guard's phone shows its own picker, and the scanner route loads no MUI field.
    <PlainSelect
      size={size}
      label={t('accessPoint.label')}
      value={current}
      options={user.access_servers.map((server) => ({ value: server.id, label: server.name }))}
      disabled={switchAccessPoint.isPending}
      onChange={(value) => {
        const id = Number(value);
        if (!id || id === current) return;
        switchAccessPoint.mutate(id, {
          onSuccess: ({ user: updated }) =>
            notify(t('accessPoint.switched', { name: updated.last_access_selected?.name ?? '' }), 'success'),
        });
      }}
      data-testid="access-point-select"
    />
  );
}
