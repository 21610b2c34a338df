import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../lib/api.ts';
import { updateSessionUser } from '../lib/session.ts';

export function useSessionRefresh(token: string): void {
  const { data } = useQuery({
    queryKey: ['session', token],
    queryFn: ({ signal }) => api.call('session.show', { on401: 'logout', signal }),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
  useEffect(() => {
    if (data) updateSessionUser(data.user);
  }, [data]);
}
