// GET /public/invitations/{unique_id} without a token (the visitor has no account, and a signed-in host
// opening the link must see exactly what the visitor sees). Failures are shown by the page itself.
import type { PublicInvitationResponse } from '@garita/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { nextCheckMs } from '../invitation-view.ts';

export const publicInvitationQuery = (uniqueId: string) =>
  queryOptions({
    queryKey: ['public-invitation', uniqueId],
    // The invitation and the public id of its network's privacy notice (the page links to it).
    queryFn: ({ signal }): Promise<PublicInvitationResponse> =>
      api.call('public_invitations.show', { params: { unique_id: uniqueId }, retryOn500: true, signal }),
    // The state changes with time (starts, ends) and with the host (deleted): look again at each boundary
    // and at least every minute, and whenever the visitor comes back to the page.
    refetchInterval: (query) => (query.state.data ? nextCheckMs(query.state.data.invitation, Date.now()) : false),
    refetchOnWindowFocus: true,
    staleTime: 0,
    meta: { silent: true },
  });
