import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../lib/api.ts';
import { useFirstScreenDrawn } from '../lib/first-screen-drawn.ts';
import { updateSessionUser } from '../lib/session.ts';

/**
 * Reads the session again once per start (the user's role, abilities or network may have changed), once the first
 * screen has drawn. A component of its own, drawing nothing: the answer's arrival redraws it alone, not the shell
 * and screen around it.
 */
export function SessionRefresh({ token }: { token: string }): null {
  const { data } = useQuery({
    queryKey: ['session', token],
    queryFn: ({ signal }) => api.call('session.show', { on401: 'logout', signal }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: useFirstScreenDrawn(),
    meta: { silent: true },
  });
  useEffect(() => {
    if (data) updateSessionUser(data.user);
  }, [data]);
  return null;
}
