// Creating keys: invitations of every type (visit, multiple access, temporary/recurrent, provider) with their
// validity read in the first access point's zone, favourites saved with them, and the resident's personal
// dynamic key (a time-based code since issue 18: dynamic-key.service.ts).

import {
  DEFAULT_TEMPORARY_UNIT,
  type DynamicKey,
  type DynamicKeyQuery,
  defaultDuration,
  KEY_TYPE,
  MULTIPLE_ACCESS_DURATION_HOURS,
  type NewAccessKey,
  TEMPORARY_DURATION_CAPS,
  type TemporaryDurationUnit,
} from '@garita/contract';
import { validityOf } from '@garita/engine';
import type { AppContext, Auth } from '../context.ts';
import type { AccessKeyRow, NetworkRow } from '../db/schema.ts';
import { invalid } from '../lib/errors.ts';
import { newKeyId } from '../lib/tokens.ts';
import { checkKeyAccessPoints } from '../policies/access-keys.ts';
import { featureOn, refuseUnlessOn } from '../policies/features.ts';
import { webhookAccessKey } from '../presenters/webhook.presenter.ts';
import { findCommunityMember, insertAccessKey } from '../repositories/access-keys.repository.ts';
import { saveCommunityMemberUnlessPhoneKnown } from '../repositories/community-members.repository.ts';
import { listCustomAttributes } from '../repositories/custom-attributes.repository.ts';
import { addDuration, DEFAULT_TIME_ZONE, wallClockToDate } from './access-keys.time.ts';
import { issueDynamicKey } from './dynamic-key.service.ts';
import type { MailLanguage } from './mail.texts.ts';
import { queueInvitationMails } from './mail.ts';
import { checkCustomAttrs } from './transactions.rules.ts';
import { createWatchlistService, recordWatchlistMatch } from './watchlist.service.ts';
import { emitWebhookEvent } from './webhooks.service.ts';

/** Anti-passback of a new key: the network's default, which the resident may change unless the network blocks it. */
export const passbackFor = (network: NetworkRow, asked: boolean | undefined): boolean =>
  network.block_antipassback ? network.passback_activated_by_default : (asked ?? network.passback_activated_by_default);

/**
 * Type and duration actually stored: a network that forces multiple access turns visits into 'hours' keys; a type 2
 * key sent without a unit counts hours, and without a count gets its unit's default (2 hours, 1 day/week/month).
 */
function shapeOf(input: NewAccessKey, network: NetworkRow) {
  if (input.access_key_type_id === KEY_TYPE.visitor && network.force_multiple_access) {
    const hours = input.duration ?? Math.max(input.visitor_duration, MULTIPLE_ACCESS_DURATION_HOURS);
    return {
      typeId: KEY_TYPE.temporary,
      unit: 'hours' as const,
      count: Math.min(hours, TEMPORARY_DURATION_CAPS.hours),
    };
  }
  if (input.access_key_type_id === KEY_TYPE.temporary) {
    const unit: TemporaryDurationUnit = input.temporary_duration ?? DEFAULT_TEMPORARY_UNIT;
    return { typeId: KEY_TYPE.temporary, unit, count: input.duration ?? defaultDuration(unit) };
  }
  return { typeId: input.access_key_type_id, unit: 'hours' as const, count: input.visitor_duration };
}

export function createAccessKeyCreator(ctx: AppContext) {
  const { db } = ctx;
  const watchlist = createWatchlistService(ctx);

  return {
    /** `lang`: the inviter's language, for the visitor's mail when the invitation has an email (docs/mail.md). */
    async create(auth: Auth, input: NewAccessKey, lang: MailLanguage = 'es'): Promise<AccessKeyRow> {
      const network = auth.network;
      const servers = await checkKeyAccessPoints(db, auth, input.access_servers);
      const timeZone = servers[0]?.time_zone ?? DEFAULT_TIME_ZONE;
      const shape = shapeOf(input, network);
      const isTemporary = shape.typeId === KEY_TYPE.temporary;
      const validFrom = wallClockToDate(input.valid_from, timeZone);
      const validUntil = addDuration(validFrom, shape.count, shape.unit, timeZone);
      // A temporary key's tolerance widens its window both ways, as an event's widens its guests' keys.
      const tolerance = isTemporary ? (input.tolerance ?? null) : null;
      const usableUntil = validityOf({
        access_key_type_id: shape.typeId,
        valid_from: validFrom,
        valid_until: validUntil,
        tolerance,
      }).until;
      if (usableUntil <= ctx.now()) throw invalid('access_key.valid_from', 'the invitation would already be over');

      // Capability flags (spec §6): a key may not use a feature its network switched off.
      refuseUnlessOn(
        network,
        'providers',
        input.access_key_type_id === KEY_TYPE.provider,
        'access_key.access_key_type_id',
      );
      refuseUnlessOn(network, 'favorites', !!input.community_member_id, 'access_key.community_member_id');
      refuseUnlessOn(network, 'favorites', input.save_community_member, 'access_key.save_community_member');
      const isAttributesOn = featureOn(network, 'custom_attributes');
      refuseUnlessOn(
        network,
        'custom_attributes',
        Object.keys(input.custom_attrs).length > 0,
        'access_key.custom_attrs',
      );

      const member = input.community_member_id
        ? await findCommunityMember(db, network.id, auth.user.id, input.community_member_id)
        : undefined;
      if (input.community_member_id && !member) throw invalid('access_key.community_member_id', 'unknown contact');
      const phone = input.visitor_phone || member?.phone || '';
      const email = input.visitor_email || member?.email || '';
      const countryCode = input.visitor_phone ? input.country_code : (member?.country_code ?? input.country_code);

      // Off, the network's attributes (required ones too) are not asked for.
      const definitions = isAttributesOn ? await listCustomAttributes(db, network.id, 'access_key') : [];
      const customAttrs = checkCustomAttrs(definitions, input.custom_attrs, {
        path: 'access_key.custom_attrs',
        enforceRequired: true,
      });
      const requirements = Object.fromEntries(Object.entries(input.requirements ?? {}).filter(([, on]) => on));
      // Last of the checks: a watchlisted visitor (deny) is refused, and the refusal recorded (docs/watchlist.md).
      const hit = await watchlist.checkInvitation(auth, { name: input.visitor_name, phone, countryCode });

      let isMailQueued = false;
      const created = await db.transaction().execute(async (trx) => {
        let memberId = member?.id ?? null;
        if (input.save_community_member && !memberId && phone) {
          memberId = await saveCommunityMemberUnlessPhoneKnown(trx, {
            networkId: network.id,
            userId: auth.user.id,
            name: input.visitor_name,
            phone,
            countryCode,
            email,
          });
        }
        const key = await insertAccessKey(
          trx,
          {
            network_id: network.id,
            user_id: auth.user.id,
            unique_id: newKeyId(),
            access_key_type_id: shape.typeId,
            visitor_name: input.visitor_name,
            visitor_email: email,
            visitor_phone: phone,
            country_code: countryCode,
            reason_for_visit: input.reason_for_visit,
            notes: input.notes,
            valid_from: validFrom,
            valid_until: validUntil,
            time_zone: timeZone,
            visitor_duration: isTemporary ? null : input.visitor_duration,
            duration: isTemporary ? shape.count : null,
            temporary_duration: isTemporary ? shape.unit : null,
            multiple_access: isTemporary,
            tolerance,
            passback_tracking: passbackFor(network, input.passback_tracking),
            key_restriction: isTemporary && input.key_restrictions ? JSON.stringify(input.key_restrictions) : null,
            custom_attrs: JSON.stringify(customAttrs),
            requirements: JSON.stringify(requirements),
            provider: shape.typeId === KEY_TYPE.provider ? (input.provider ?? null) : null,
            community_member_id: memberId,
          },
          servers.map((s) => s.id),
        );
        // The visitor's invitation mail commits with the invitation and leaves after it.
        isMailQueued = await queueInvitationMails(ctx, trx, [{ id: key.id, email }], lang);
        // The webhooks' event commits with the invitation too (docs/webhooks.md).
        const events = await emitWebhookEvent(
          trx,
          network.id,
          'access_key.created',
          {
            access_key: webhookAccessKey(
              key,
              servers.map((s) => s.id),
            ),
          },
          ctx.now(),
        );
        if (events > 0) isMailQueued = true;
        if (hit) {
          const recorded = await recordWatchlistMatch(trx, {
            networkId: network.id,
            actorUserId: auth.user.id,
            hit,
            source: 'invitation',
            visitorName: input.visitor_name,
            accessKeyId: key.id,
            now: ctx.now(),
          });
          isMailQueued ||= recorded.isMailQueued;
        }
        return key;
      });
      if (isMailQueued) await ctx.outbox.kickAfterCommit();
      return created;
    },

    /** The resident's dynamic key: the code to show now (dynamic-key.service, docs/offline.md). */
    issuePersonalKey: (auth: Auth, query: DynamicKeyQuery = {}): Promise<DynamicKey> =>
      issueDynamicKey(ctx, auth, query),
  };
}
