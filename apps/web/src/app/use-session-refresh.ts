// Refreshes the stored user from GET /session once per app start; a 401 there means the token is dead,
// so the session ends with "please log in again" (spec §8).
import type { User } from '@garita/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../lib/api.ts';
import { updateSessionUser } from '../lib/session.ts';

export function useSessionRefresh(token: string): void {
  const { data } = useQuery({
    queryKey: ['session', token],
    queryFn: ({ signal }) => api.get<{ user: User }>('/session', { on401: 'logout', signal }),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
  useEffect(() => {
    if (data) updateSessionUser(data.user);
  }, [data]);
}
