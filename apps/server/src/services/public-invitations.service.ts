// The public invitation page's data: one shareable key by its unique_id, for a visitor with no account.
// Every kind of miss (malformed id, unknown id, a personal or register key) is the same 404.
import { PUBLIC_INVITATION_ID_PATTERN, type PublicInvitationResponse } from '@garita/contract';
import type { AppContext } from '../context.ts';
import { notFound } from '../lib/errors.ts';
import { presentPublicInvitation } from '../presenters/public-invitation.presenter.ts';
import { findEvent, keyAccessServerIds } from '../repositories/access-keys.repository.ts';
import { findAccessServers } from '../repositories/access-servers.repository.ts';
import { findNetworkPrivacyNotice } from '../repositories/privacy-notices.repository.ts';
import { findHostName, findShareableKey, providerDisplayName } from '../repositories/public-invitations.repository.ts';
import { DEFAULT_TIME_ZONE } from './access-keys.time.ts';

export function createPublicInvitationsService(ctx: AppContext) {
  const { db } = ctx;
  return {
    /** The invitation, and the public id of its network's privacy notice (the page links to it). */
    async show(uniqueId: string): Promise<PublicInvitationResponse> {
      if (!PUBLIC_INVITATION_ID_PATTERN.test(uniqueId)) throw notFound();
      const key = await findShareableKey(db, uniqueId);
      if (!key) throw notFound();
      const networkId = key.network_id;
      const [serverIds, hostName, event, provider, notice] = await Promise.all([
        keyAccessServerIds(db, [key.id]),
        findHostName(db, networkId, key.user_id),
        key.event_id ? findEvent(db, networkId, key.event_id) : undefined,
        key.provider ? providerDisplayName(db, networkId, key.provider) : null,
        findNetworkPrivacyNotice(db, networkId),
      ]);
      const ids = serverIds.get(key.id) ?? [];
      const servers = await findAccessServers(db, networkId, ids);
      // The key's first access point first (its clock reads the validity), then the others by name.
      const first = servers.find((s) => s.id === ids[0]);
      const ordered = first ? [first, ...servers.filter((s) => s !== first)] : servers;
      const invitation = presentPublicInvitation({
        key,
        hostName,
        providerName: provider,
        event: event ?? null,
        accessServers: ordered,
        timeZone: key.time_zone ?? first?.time_zone ?? DEFAULT_TIME_ZONE,
        now: ctx.now(),
      });
      return { invitation, privacy_notice_id: notice.public_id };
    },
  };
}
