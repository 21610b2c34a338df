// Event guests before they become keys: favourites resolved (only the caller's own, spec §6), phones split
// into country code and number, duplicates found (same name, phone or non-empty email as a guest already on
// the event or earlier in the request, spec §5), and new guests saved as favourites when asked.
import type { FieldIssue, GuestInput } from '@garita/contract';
import { GUEST_PHONE_MESSAGE, splitGuestPhone } from '@garita/contract';
import { isGuestPhone } from '@garita/contract/guest-phone';
import type { Auth } from '../context.ts';
import type { Db } from '../db/index.ts';
import { AppError, invalid } from '../lib/errors.ts';
import { refuseUnlessOn } from '../policies/features.ts';
import {
  findOwnCommunityMembers,
  saveCommunityMemberUnlessPhoneKnown,
} from '../repositories/community-members.repository.ts';
import type { GuestKeyRow, NewGuestKey } from '../repositories/events-guests.repository.ts';

export interface ResolvedGuest extends NewGuestKey {
  /** Save as a favourite of the caller (new guests only). */
  save: boolean;
}

export async function resolveGuests(db: Db, auth: Auth, guests: GuestInput[]): Promise<ResolvedGuest[]> {
  // Favourites off (spec §6): no guest comes from one, nor is saved as one.
  guests.forEach((g, i) => {
    refuseUnlessOn(auth.network, 'favorites', g.community_member, `guests.${i}.community_member`);
    refuseUnlessOn(auth.network, 'favorites', !g.community_member && g.save, `guests.${i}.save`);
  });
  const favouriteIds = guests.flatMap((g) => (g.community_member && g.id ? [g.id] : []));
  const favourites = new Map(
    (await findOwnCommunityMembers(db, auth.network.id, auth.user.id, favouriteIds)).map((m) => [m.id, m]),
  );
  return guests.map((g, i) => {
    if (g.community_member) {
      const favourite = favourites.get(g.id ?? 0);
      if (!favourite) throw invalid(`guests.${i}.id`, 'not one of your favourites');
      return {
        name: favourite.name,
        phone: favourite.phone,
        countryCode: favourite.country_code,
        email: favourite.email,
        communityMemberId: favourite.id,
        save: false,
      };
    }
    const phone = splitGuestPhone(g.phone, g.country_code);
    if (!phone || !isGuestPhone(phone.phone, phone.country_code))
      throw invalid(`guests.${i}.phone`, GUEST_PHONE_MESSAGE);
    return {
      name: g.name,
      phone: phone.phone,
      countryCode: phone.country_code,
      email: g.email ?? '',
      communityMemberId: null,
      save: g.save,
    };
  });
}

const sameName = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** Issues naming each new guest that repeats the name, phone or email of an earlier or existing guest. */
export function findDuplicates(guests: ResolvedGuest[], existing: GuestKeyRow[]): FieldIssue[] {
  type Known = { name: string; keys: Record<'name' | 'phone' | 'email', string> };
  const keysOf = (name: string, countryCode: string, phone: string, email: string) => ({
    name: sameName(name),
    phone: phone ? `${countryCode}${phone}` : '',
    email: email.trim().toLowerCase(),
  });
  const known: Known[] = existing.map((k) => ({
    name: k.visitor_name,
    keys: keysOf(k.visitor_name, k.country_code, k.visitor_phone, k.visitor_email),
  }));
  const issues: FieldIssue[] = [];
  guests.forEach((g, i) => {
    const keys = keysOf(g.name, g.countryCode, g.phone, g.email);
    for (const field of ['name', 'phone', 'email'] as const) {
      if (!keys[field]) continue;
      const other = known.find((k) => k.keys[field] === keys[field]);
      if (other) issues.push({ path: `guests.${i}.${field}`, message: `${g.name}: same ${field} as ${other.name}` });
    }
    known.push({ name: g.name, keys });
  });
  return issues;
}

export function duplicateGuest(issues: FieldIssue[]): AppError {
  return new AppError(422, 'duplicate_guest', issues.map((i) => i.message).join('; '), issues);
}

/** Saves the guests marked `save` as the caller's favourites (unless one has the phone) and links them. */
export async function saveFavourites(db: Db, auth: Auth, guests: ResolvedGuest[]): Promise<ResolvedGuest[]> {
  const saved: ResolvedGuest[] = [];
  for (const g of guests) {
    if (!g.save || g.communityMemberId !== null) {
      saved.push(g);
      continue;
    }
    const communityMemberId = await saveCommunityMemberUnlessPhoneKnown(db, {
      networkId: auth.network.id,
      userId: auth.user.id,
      name: g.name,
      phone: g.phone,
      countryCode: g.countryCode,
      email: g.email,
    });
    saved.push({ ...g, communityMemberId });
  }
  return saved;
}
