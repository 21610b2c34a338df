import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { getSession, updateSessionUser } from '../../../lib/session.ts';

export function useSaveDashboard() {
  return useMutation({
    mutationFn: (url: string | null) => api.call('intelligence.update', { body: { analytics_dashboard_url: url } }),
    onSuccess: ({ analytics_dashboard_url }) => {
      const user = getSession()?.user;
      if (user) updateSessionUser({ ...user, network: { ...user.network, analytics_dashboard_url } });
    },
    // The dialog shows the failure under its field.
    meta: { silent: true },
  });
}
