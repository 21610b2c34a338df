// The message a host sends a visitor with their invitation (issue 15): who it is for, where (the access
// points' names), when it is valid — on the wall clock of the access point's named zone, in the message's own
// language, whatever the browser's zone or the app's language — and the public link. One builder for every
// way it leaves the app: the phone's share sheet (Web Share API), WhatsApp (wa.me) and email (mailto).
import type { TFunction } from 'i18next';
import { formatInZone, zoneName } from './dates.ts';
import type { Language } from './language.ts';

export interface InvitationMessageInput {
  visitorName: string;
  /** The access points' names, in the invitation's order. */
  places: readonly string[];
  /** ISO instants. */
  validFrom: string;
  validUntil: string;
  /** IANA zone of the invitation's (first) access point. */
  timeZone: string;
  /** The public invitation link, in the message's language (lib/share-link.ts). */
  link: string;
}

/** What navigator.share receives: the link apart from the text, so share targets can show it as a link. */
export interface InvitationShareData {
  title: string;
  text: string;
  url: string;
}

/**
 * Builds the message in `language`. `t` must be that language's translator of the `share` namespace
 * (`i18n.getFixedT(language, 'share')`), so the words and the dates speak the same language.
 */
export function invitationMessage(
  input: InvitationMessageInput,
  language: Language,
  t: TFunction<'share'>,
): InvitationShareData {
  const places = new Intl.ListFormat(language, { type: 'conjunction', style: 'long' }).format(input.places);
  const values = {
    name: input.visitorName,
    places,
    from: formatInZone(input.validFrom, input.timeZone, 'dateTime', language),
    until: formatInZone(input.validUntil, input.timeZone, 'dateTime', language),
    zone: zoneName(input.timeZone, language, new Date(input.validFrom)),
  };
  return {
    title: t('title'),
    text: input.places.length ? t('message', values) : t('messageNoPlace', values),
    url: input.link,
  };
}

/** The whole message as one text (WhatsApp, email bodies): the words, then the link on a line of its own. */
export function messageWithLink(data: InvitationShareData): string {
  return `${data.text}\n${data.url}`;
}

/**
 * WhatsApp's click-to-chat link. With the visitor's number (international form, digits only) the chat with
 * that visitor opens with the message ready; without one WhatsApp asks the host whom to send it to.
 */
export function whatsAppHref(text: string, phone?: { countryCode: string; number: string }): string {
  const digits = phone?.number ? `${phone.countryCode}${phone.number}`.replace(/\D/g, '') : '';
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** The browser can open the system's share sheet with this data (Web Share API). */
export function canShareNatively(data: InvitationShareData): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false;
  try {
    return typeof navigator.canShare === 'function' ? navigator.canShare(data) : true;
  } catch {
    return false;
  }
}

export type NativeShareOutcome = 'shared' | 'cancelled' | 'failed';

/**
 * Opens the share sheet. 'shared' only once navigator.share resolved (the person picked a target and the
 * system handed the data over); 'cancelled' when they closed the sheet (AbortError); 'failed' otherwise.
 */
export async function shareNatively(data: InvitationShareData): Promise<NativeShareOutcome> {
  try {
    await navigator.share(data);
    return 'shared';
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'failed';
  }
}
