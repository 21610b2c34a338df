// Invitations (access keys) for each role: list with filters, show, create, edit (visit keys only) and
// delete where spec §4 allows. Who sees and may do what: policies/access-keys.ts; creating: access-keys.create.ts.
import type {
  AccessKey,
  AccessKeyList,
  AccessKeyListQuery,
  AccessKeyTypeFilter,
  EditAccessKey,
  KeyTypeId,
  NewAccessKey,
} from '@garita/contract';
import type { AppContext, Auth } from '../context.ts';
import type { AccessKeyRow, AccessKeyUpdate } from '../db/schema.ts';
import { invalid, noAccess, notFound } from '../lib/errors.ts';
import { pageTotals, pageWindow } from '../lib/paging.ts';
import { checkKeyAccessPoints, isEditable, keyVisibility, mayDeleteKey } from '../policies/access-keys.ts';
import { refuseUnlessOn } from '../policies/features.ts';
import { assignedAccessPointIds } from '../policies/principal.ts';
import { presentAccessKeys } from '../presenters/access-key.presenter.ts';
import {
  accessKeyDetails,
  findCommunityMember,
  findVisibleAccessKey,
  listAccessKeys,
  updateAccessKey,
} from '../repositories/access-keys.repository.ts';
import { findAccessServer, networkAccessServerIds } from '../repositories/access-servers.repository.ts';
import { saveCommunityMemberUnlessPhoneKnown } from '../repositories/community-members.repository.ts';
import { createAccessKeyCreator } from './access-keys.create.ts';
import { addDuration, DEFAULT_TIME_ZONE, presetRange, wallClockToDate } from './access-keys.time.ts';
import type { MailLanguage } from './mail.texts.ts';
import { createWatchlistService, recordWatchlistMatch } from './watchlist.service.ts';
import { emitWebhookEvent } from './webhooks.service.ts';

/** Key types behind each type filter; 'all' leaves out the 5-minute personal keys. */
const TYPES_OF_FILTER: Record<AccessKeyTypeFilter, KeyTypeId[]> = {
  all: [1, 2, 3, 4, 5, 6],
  visitor: [1],
  temporary: [2],
  provider: [5],
  garita_event: [3],
  eventbrite: [4],
  personal: [7],
};

export function createAccessKeysService(ctx: AppContext) {
  const { db } = ctx;
  const creator = createAccessKeyCreator(ctx);
  const watchlist = createWatchlistService(ctx);

  async function load(auth: Auth, id: number): Promise<AccessKeyRow> {
    const key = await findVisibleAccessKey(db, auth.network.id, await keyVisibility(db, auth), id);
    if (!key) throw notFound();
    return key;
  }

  const presentAll = async (auth: Auth, keys: AccessKeyRow[]): Promise<AccessKey[]> =>
    presentAccessKeys(auth.user, keys, await accessKeyDetails(db, auth.network.id, keys));

  async function present(auth: Auth, key: AccessKeyRow): Promise<AccessKey> {
    const [presented] = await presentAll(auth, [key]);
    if (!presented) throw notFound();
    return presented;
  }

  /** The zone "today" means for this caller: their current access point's, else their network's first. */
  async function callerTimeZone(auth: Auth): Promise<string> {
    const id =
      auth.user.last_access_server_id ??
      (await assignedAccessPointIds(db, auth))[0] ??
      (await networkAccessServerIds(db, auth.network.id))[0];
    const server = id ? await findAccessServer(db, auth.network.id, id) : undefined;
    return server?.time_zone ?? DEFAULT_TIME_ZONE;
  }

  return {
    async list(auth: Auth, q: AccessKeyListQuery): Promise<AccessKeyList> {
      const date = q.date && q.date !== 'all' ? q.date : undefined;
      const { rows, total } = await listAccessKeys(db, {
        networkId: auth.network.id,
        visibility: await keyVisibility(db, auth),
        typeIds: TYPES_OF_FILTER[q.access_key_type ?? 'all'],
        status: q.filter,
        validBetween: date ? presetRange(date, ctx.now(), await callerTimeZone(auth)) : undefined,
        query: q.query || undefined,
        ...pageWindow(q),
      });
      return { access_keys: await presentAll(auth, rows), ...pageTotals(total, q) };
    },

    async show(auth: Auth, id: number): Promise<AccessKey> {
      return present(auth, await load(auth, id));
    },

    async create(auth: Auth, input: NewAccessKey, lang?: MailLanguage): Promise<AccessKey> {
      return present(auth, await creator.create(auth, input, lang));
    },

    issuePersonalKey: creator.issuePersonalKey,

    /** Edit of a visit invitation that is not deleted and has not exited (spec §4). */
    async update(auth: Auth, id: number, input: EditAccessKey): Promise<AccessKey> {
      const key = await load(auth, id);
      if (!isEditable(key)) throw noAccess();
      const values: AccessKeyUpdate = {};
      if (input.visitor_name !== undefined) values.visitor_name = input.visitor_name;
      if (input.visitor_email !== undefined) values.visitor_email = input.visitor_email;
      if (input.visitor_phone !== undefined) values.visitor_phone = input.visitor_phone;
      if (input.country_code !== undefined) values.country_code = input.country_code;
      if (input.reason_for_visit !== undefined) values.reason_for_visit = input.reason_for_visit;
      if (input.notes !== undefined) values.notes = input.notes;
      if (input.passback_tracking !== undefined && !auth.network.block_antipassback)
        values.passback_tracking = input.passback_tracking;

      const servers = input.access_servers ? await checkKeyAccessPoints(db, auth, input.access_servers) : undefined;
      const timeZone = servers?.[0]?.time_zone ?? key.time_zone ?? DEFAULT_TIME_ZONE;
      if (servers) values.time_zone = timeZone;
      if (input.valid_from !== undefined || input.visitor_duration !== undefined) {
        const from = input.valid_from ? wallClockToDate(input.valid_from, timeZone) : key.valid_from;
        const hours = input.visitor_duration ?? key.visitor_duration ?? 1;
        const until = addDuration(from, hours, 'hours', timeZone);
        if (until <= ctx.now()) throw invalid('access_key.valid_from', 'the invitation would already be over');
        Object.assign(values, { valid_from: from, valid_until: until, visitor_duration: hours });
      }
      // Favourites off: the key keeps the contact it has, but no other is linked or saved (policies/features.ts).
      const isNewContact = !!input.community_member_id && input.community_member_id !== key.community_member_id;
      refuseUnlessOn(auth.network, 'favorites', isNewContact, 'access_key.community_member_id');
      refuseUnlessOn(
        auth.network,
        'favorites',
        input.save_community_member === true,
        'access_key.save_community_member',
      );
      if (input.community_member_id !== undefined) {
        const member = input.community_member_id
          ? await findCommunityMember(db, auth.network.id, auth.user.id, input.community_member_id)
          : null;
        if (input.community_member_id && !member) throw invalid('access_key.community_member_id', 'unknown contact');
        values.community_member_id = member?.id ?? null;
      }
      const phone = values.visitor_phone ?? key.visitor_phone;
      // A new name or number is checked against the watchlist as a new invitation is (docs/watchlist.md).
      const isVisitorChanged =
        (values.visitor_name !== undefined && values.visitor_name !== key.visitor_name) ||
        (values.visitor_phone !== undefined && values.visitor_phone !== key.visitor_phone) ||
        (values.country_code !== undefined && values.country_code !== key.country_code);
      const visitorName = values.visitor_name ?? key.visitor_name;
      const hit = isVisitorChanged
        ? await watchlist.checkInvitation(auth, {
            name: visitorName,
            phone,
            countryCode: values.country_code ?? key.country_code,
          })
        : undefined;
      let isMailQueued = false;
      const updated = await db.transaction().execute(async (trx) => {
        if (hit) {
          const recorded = await recordWatchlistMatch(trx, {
            networkId: auth.network.id,
            actorUserId: auth.user.id,
            hit,
            source: 'invitation',
            visitorName,
            accessKeyId: key.id,
            now: ctx.now(),
          });
          isMailQueued = recorded.isMailQueued;
        }
        if (input.save_community_member && !(values.community_member_id ?? key.community_member_id) && phone) {
          values.community_member_id = await saveCommunityMemberUnlessPhoneKnown(trx, {
            networkId: auth.network.id,
            userId: auth.user.id,
            name: values.visitor_name ?? key.visitor_name,
            phone,
            countryCode: values.country_code ?? key.country_code,
            email: values.visitor_email ?? key.visitor_email,
          });
        }
        return updateAccessKey(
          trx,
          key,
          values,
          servers?.map((s) => s.id),
        );
      });
      if (isMailQueued) await ctx.outbox.kickAfterCommit();
      return present(auth, updated);
    },

    /** Marks the key deleted (deleted_at): it stops opening gates and stays in the lists, greyed out. */
    async remove(auth: Auth, id: number): Promise<AccessKey> {
      const key = await load(auth, id);
      if (!mayDeleteKey(key)) throw noAccess();
      const now = ctx.now();
      const { updated, events } = await db.transaction().execute(async (trx) => {
        const updated = await updateAccessKey(trx, key, { deleted_at: now });
        const deleted = { id: updated.id, deleted_at: now.toISOString() };
        const events = await emitWebhookEvent(trx, key.network_id, 'access_key.deleted', { access_key: deleted }, now);
        return { updated, events };
      });
      if (events > 0) await ctx.outbox.kickAfterCommit();
      return present(auth, updated);
    },
  };
}
