// Events and their guests. Who sees what: an admin the network's events; a host their own and those of the
// secondary users they invited; a secondary user their own, at their access points. Anything else answers 404.
// Dates are wall-clock 'DD/MM/YYYY HH:mm:ss' in the first access point's zone; a guest's key is valid from
// start − tolerance to end + tolerance and follows the event when it moves.
import {
  type AddGuestsRequest,
  type CreateEventRequest,
  EVENT_DEFAULT_DURATION_HOURS,
  EVENT_MAX_DURATION_HOURS,
  type Event,
  type EventAccessKeyList,
  type EventGuest,
  type EventList,
  type EventListQuery,
  GUEST_PHONE_MESSAGE,
  type GuestsAdded,
  KEY_TYPE,
  splitGuestPhone,
  type UpdateEventRequest,
  type UpdateGuestRequest,
} from '@garita/contract';
import { isGuestPhone } from '@garita/contract/guest-phone';
import type { Updateable } from 'kysely';
import type { AppContext, Auth } from '../context.ts';
import type { Db } from '../db/index.ts';
import type { EventRow, EventsTable } from '../db/schema.ts';
import { invalid, notFound } from '../lib/errors.ts';
import { pageTotals, pageWindow } from '../lib/paging.ts';
import { checkEventAccessPoints, eventScope } from '../policies/events.ts';
import { eventTimeZone, presentEventAccessKey, presentEvents, presentGuest } from '../presenters/event.presenter.ts';
import {
  eventAccessServerIds,
  eventDetails,
  findEventInScope,
  insertEvent,
  listEvents,
  lockEvent,
  updateEvent,
} from '../repositories/events.repository.ts';
import {
  eventGuestKeys,
  type GuestKeyCommon,
  insertGuestKeys,
  listEventAccessKeys,
  setGuestKeysAccessServers,
  updateGuestKey,
  updateGuestKeys,
} from '../repositories/events-guests.repository.ts';
import { wallClockToDate } from './access-keys.time.ts';
import { duplicateGuest, findDuplicates, type ResolvedGuest, resolveGuests, saveFavourites } from './events.guests.ts';
import type { MailLanguage } from './mail.texts.ts';
import { queueInvitationMails } from './mail.ts';
import { emitWebhookEvents } from './webhooks.service.ts';

const HOUR_MS = 3_600_000;

/** access_key.created for each new guest key (docs/webhooks.md), in the transaction that inserted them. */
const emitGuestKeys = (
  trx: Db,
  common: GuestKeyCommon,
  keyIds: number[],
  guests: { name: string }[],
  now: Date,
): Promise<number> =>
  emitWebhookEvents(
    trx,
    common.networkId,
    'access_key.created',
    keyIds.map((id, i) => ({
      access_key: {
        id,
        access_key_type_id: KEY_TYPE.event,
        visitor_name: guests[i]?.name ?? '',
        user_id: common.userId,
        access_server_ids: common.accessServerIds,
        valid_from: common.validFrom.toISOString(),
        valid_until: common.validUntil.toISOString(),
        created_at: now.toISOString(),
      },
    })),
    now,
  );

/** Each new guest with an email gets their invitation mail (keys are inserted in the guests' order). */
const queueGuestMailsOf =
  (ctx: AppContext) => (trx: Db, keyIds: number[], guests: { email: string }[], lang: MailLanguage) =>
    queueInvitationMails(
      ctx,
      trx,
      keyIds.map((id, i) => ({ id, email: guests[i]?.email ?? '' })),
      lang,
    );

export function createEventsService(ctx: AppContext) {
  const queueGuestMails = queueGuestMailsOf(ctx);
  const { db } = ctx;

  async function load(auth: Auth, id: number): Promise<EventRow> {
    const event = await findEventInScope(db, await eventScope(db, auth), id);
    if (!event) throw notFound();
    return event;
  }

  const checkAccessServers = (auth: Auth, ids: number[]) => checkEventAccessPoints(db, auth, ids);

  function checkDates(start: Date, end: Date, tolerance: number, path: string): void {
    if (end.getTime() <= start.getTime()) throw invalid('event.end_date', 'must be after the start');
    if (end.getTime() - start.getTime() > EVENT_MAX_DURATION_HOURS * HOUR_MS)
      throw invalid('event.end_date', `an event lasts at most ${EVENT_MAX_DURATION_HOURS} hours`);
    if (end.getTime() + tolerance * HOUR_MS <= ctx.now().getTime()) throw invalid(path, 'the event is already over');
  }

  const validity = (e: { start_date: Date; end_date: Date; tolerance: number }) => ({
    validFrom: new Date(e.start_date.getTime() - e.tolerance * HOUR_MS),
    validUntil: new Date(e.end_date.getTime() + e.tolerance * HOUR_MS),
  });

  async function present(auth: Auth, rows: EventRow[], withGuests = false): Promise<Event[]> {
    const details = await eventDetails(db, auth.network.id, rows);
    const guests = withGuests
      ? new Map(
          await Promise.all(rows.map(async (e) => [e.id, await eventGuestKeys(db, auth.network.id, e.id)] as const)),
        )
      : undefined;
    return presentEvents(rows, details, guests);
  }

  const service = {
    async list(auth: Auth, q: EventListQuery): Promise<EventList> {
      const { rows, total } = await listEvents(db, {
        ...(await eventScope(db, auth)),
        userId: q.user,
        name: q.name || q.query || undefined,
        accessServerId: q.access_server,
        ...pageWindow(q),
      });
      return { events: await present(auth, rows), ...pageTotals(total, q) };
    },

    async show(auth: Auth, id: number): Promise<Event> {
      const [event] = await present(auth, [await load(auth, id)], true);
      if (!event) throw notFound();
      return event;
    },

    /** `lang`: the host's language, for the guests' invitation mails (docs/mail.md). */
    async create(auth: Auth, input: CreateEventRequest, lang: MailLanguage = 'es'): Promise<Event> {
      const servers = await checkAccessServers(auth, input.access_servers);
      const zone = servers[0]?.time_zone;
      if (!zone) throw invalid('access_servers', 'at least one access point');
      const start = wallClockToDate(input.event.start_date, zone);
      const end = input.event.end_date
        ? wallClockToDate(input.event.end_date, zone)
        : new Date(start.getTime() + EVENT_DEFAULT_DURATION_HOURS * HOUR_MS);
      const tolerance = input.event.tolerance;
      checkDates(start, end, tolerance, 'event.start_date');
      const guests = await resolveGuests(db, auth, input.guests);
      const duplicates = findDuplicates(guests, []);
      if (duplicates.length) throw duplicateGuest(duplicates);
      const networkId = auth.network.id;
      const serverIds = servers.map((s) => s.id);
      let isMailQueued = false;
      const id = await db.transaction().execute(async (trx) => {
        const eventId = await insertEvent(
          trx,
          {
            network_id: networkId,
            user_id: auth.user.id,
            name: input.event.name,
            description: input.event.description,
            start_date: start,
            end_date: end,
            tolerance,
            event_type_id: input.event.event_type_id,
            time_zone: zone,
          },
          serverIds,
        );
        const common = {
          networkId,
          eventId,
          userId: auth.user.id,
          ...validity({ start_date: start, end_date: end, tolerance }),
          reason: input.event.name,
          passbackTracking: auth.network.passback_activated_by_default,
          accessServerIds: serverIds,
        };
        const saved = await saveFavourites(trx, auth, guests);
        const keyIds = await insertGuestKeys(trx, common, saved);
        isMailQueued = await queueGuestMails(trx, keyIds, saved, lang);
        if (await emitGuestKeys(trx, common, keyIds, saved, ctx.now())) isMailQueued = true;
        return eventId;
      });
      if (isMailQueued) await ctx.outbox.kickAfterCommit();
      return service.show(auth, id);
    },

    async update(auth: Auth, id: number, input: UpdateEventRequest): Promise<Event> {
      const event = await load(auth, id);
      const networkId = auth.network.id;
      const e = input.event;
      const servers = input.access_servers ? await checkAccessServers(auth, input.access_servers) : undefined;
      const next = {
        name: e.name ?? event.name,
        start_date: event.start_date,
        end_date: event.end_date,
        tolerance: e.tolerance ?? event.tolerance,
      };
      let zone: string | undefined;
      if (e.start_date !== undefined || e.end_date !== undefined) {
        // Dates are read in the (new) first access point's zone, which becomes the event's.
        zone = servers?.[0]?.time_zone ?? eventTimeZone(event, (await eventDetails(db, networkId, [event])).servers);
        if (e.start_date !== undefined) {
          // A moved event keeps its length unless a new end is given too.
          next.start_date = wallClockToDate(e.start_date, zone);
          next.end_date = new Date(next.start_date.getTime() + event.end_date.getTime() - event.start_date.getTime());
        }
        if (e.end_date !== undefined) next.end_date = wallClockToDate(e.end_date, zone);
        checkDates(
          next.start_date,
          next.end_date,
          next.tolerance,
          e.start_date ? 'event.start_date' : 'event.end_date',
        );
      }
      const values: Updateable<EventsTable> = {
        ...(e.name !== undefined ? { name: e.name } : {}),
        ...(e.description !== undefined ? { description: e.description } : {}),
        ...(e.tolerance !== undefined ? { tolerance: e.tolerance } : {}),
        ...(zone ? { time_zone: zone, start_date: next.start_date, end_date: next.end_date } : {}),
      };
      const serverIds = servers?.map((s) => s.id);
      await db.transaction().execute(async (trx) => {
        if (!(await lockEvent(trx, networkId, event.id))) throw notFound();
        await updateEvent(trx, networkId, event.id, values, serverIds);
        await updateGuestKeys(trx, networkId, event.id, { ...validity(next), reason: next.name });
        if (serverIds) await setGuestKeysAccessServers(trx, networkId, event.id, serverIds);
      });
      return service.show(auth, event.id);
    },

    async addGuests(auth: Auth, id: number, input: AddGuestsRequest, lang: MailLanguage = 'es'): Promise<GuestsAdded> {
      const event = await load(auth, id);
      const networkId = auth.network.id;
      const guests = await resolveGuests(db, auth, input.guests);
      let isMailQueued = false;
      const addedIds = await db.transaction().execute(async (trx) => {
        // Locked: two requests adding the same guest at once cannot both pass the duplicate check.
        const locked = await lockEvent(trx, networkId, event.id);
        if (!locked) throw notFound();
        if (locked.end_date.getTime() + locked.tolerance * HOUR_MS <= ctx.now().getTime())
          throw invalid('event.end_date', 'the event is already over');
        const duplicates = findDuplicates(guests, await eventGuestKeys(trx, networkId, event.id));
        if (duplicates.length) throw duplicateGuest(duplicates);
        const common = {
          networkId,
          eventId: event.id,
          userId: locked.user_id,
          ...validity(locked),
          reason: locked.name,
          passbackTracking: auth.network.passback_activated_by_default,
          accessServerIds: await eventAccessServerIds(trx, networkId, event.id),
        };
        const saved = await saveFavourites(trx, auth, guests);
        const keyIds = await insertGuestKeys(trx, common, saved);
        isMailQueued = await queueGuestMails(trx, keyIds, saved, lang);
        if (await emitGuestKeys(trx, common, keyIds, saved, ctx.now())) isMailQueued = true;
        return keyIds;
      });
      if (isMailQueued) await ctx.outbox.kickAfterCommit();
      const all = await eventGuestKeys(db, networkId, event.id);
      return { guests: all.filter((g) => addedIds.includes(g.id)).map(presentGuest), number_of_guests: all.length };
    },

    /**
     * Corrects one guest's name, phone or email (the key and its QR stay). Refused like an added guest when
     * another guest of the event has the same name, phone or email, or when the event is over. A guest whose
     * phone changes is no longer the favourite they were added from, so that link is dropped.
     */
    async updateGuest(auth: Auth, id: number, guestId: number, input: UpdateGuestRequest): Promise<EventGuest> {
      const event = await load(auth, id);
      const networkId = auth.network.id;
      const phone = splitGuestPhone(input.guest.phone, input.guest.country_code);
      if (!phone || !isGuestPhone(phone.phone, phone.country_code)) throw invalid('guest.phone', GUEST_PHONE_MESSAGE);
      const updated = await db.transaction().execute(async (trx) => {
        const locked = await lockEvent(trx, networkId, event.id);
        if (!locked) throw notFound();
        const guests = await eventGuestKeys(trx, networkId, event.id);
        const current = guests.find((g) => g.id === guestId);
        if (!current) throw notFound();
        if (locked.end_date.getTime() + locked.tolerance * HOUR_MS <= ctx.now().getTime())
          throw invalid('event.end_date', 'the event is already over');
        const samePhone = current.visitor_phone === phone.phone && current.country_code === phone.country_code;
        const guest: ResolvedGuest = {
          name: input.guest.name,
          phone: phone.phone,
          countryCode: phone.country_code,
          email: input.guest.email ?? '',
          communityMemberId: samePhone ? current.community_member_id : null,
          save: false,
        };
        const duplicates = findDuplicates(
          [guest],
          guests.filter((g) => g.id !== guestId),
        ).map((issue) => ({ ...issue, path: issue.path.replace(/^guests\.0\./, 'guest.') }));
        if (duplicates.length) throw duplicateGuest(duplicates);
        return updateGuestKey(trx, networkId, event.id, guestId, guest);
      });
      if (!updated) throw notFound();
      return presentGuest(updated);
    },

    async accessKeys(
      auth: Auth,
      id: number,
      q: { page: number; results: number; query?: string },
    ): Promise<EventAccessKeyList> {
      const event = await load(auth, id);
      const { rows, total } = await listEventAccessKeys(db, {
        networkId: auth.network.id,
        eventId: event.id,
        query: q.query || undefined,
        ...pageWindow(q),
      });
      return {
        access_keys: rows.map(presentEventAccessKey),
        ...pageTotals(total, q),
      };
    },
  };
  return service;
}
