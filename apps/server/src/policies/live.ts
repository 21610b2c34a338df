// Live screens (docs/live.md): which events a connected screen receives — the same rule as the lists it updates.
// A logbook row's event goes to whoever sees the row in the logbook (policies/transactions.ts: admins the network,
// guards their access points, residents the rows of their own visitors); an invitation's event to whoever sees
// it in the invitation list as its owner or their network's admin. Never another network's.
import type { Auth } from '../context.ts';
import type { Db } from '../db/index.ts';
import type { Visibility } from '../repositories/access-keys.repository.ts';
import type { LiveEventView } from '../repositories/live-events.repository.ts';
import { keyVisibility } from './access-keys.ts';

export interface LiveAudience {
  networkId: number;
  visibility: Visibility;
  userId: number;
  /** The user's "show a notice in Garita when my visitor arrives" switch (push_notification). */
  wantsArrivals: boolean;
}

/** Who a stream serves, read once when it opens (a stream lives a few minutes, then the browser reconnects). */
export async function liveAudience(db: Db, auth: Auth): Promise<LiveAudience> {
  return {
    networkId: auth.network.id,
    visibility: await keyVisibility(db, auth),
    userId: auth.user.id,
    wantsArrivals: auth.user.push_notification,
  };
}

export function mayReceive(audience: LiveAudience, event: LiveEventView): boolean {
  if (event.network_id !== audience.networkId) return false;
  const { visibility } = audience;
  if (visibility.kind === 'network') return true;
  if (visibility.kind === 'owners') return event.user_id !== null && visibility.userIds.includes(event.user_id);
  // Guards: the logbook of their access points. An invitation names its access points in a list the event does
  // not carry; a guard's screens read invitations by scanning them, not from a list that changes under them.
  return (
    event.kind === 'transaction' &&
    event.access_server_id !== null &&
    visibility.accessServerIds.includes(event.access_server_id)
  );
}

/**
 * An arrival notice is for the resident whose visitor was let in (a new, granted and allowed entry), when their
 * push_notification switch is on.
 */
export function isArrivalFor(audience: LiveAudience, event: LiveEventView): boolean {
  return (
    audience.visibility.kind === 'owners' &&
    audience.wantsArrivals &&
    event.user_id === audience.userId &&
    event.kind === 'transaction' &&
    event.op === 'insert' &&
    event.access_type === 'access' &&
    event.access_granted === true &&
    event.access_allowed === true
  );
}
