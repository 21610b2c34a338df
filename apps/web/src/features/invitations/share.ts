// Sharing an invitation (spec §6/§7): the email (mailto, only with the visitor's address; subject = product
// name + invitation text + valid-from date) and WhatsApp (to the visitor's number when there is one), both
// carrying the public link of lib/share-link.ts.
import type { AccessKey } from '@garita/contract';

type ShareKey = Pick<AccessKey, 'visitor_email' | 'visitor_phone' | 'country_code'>;

/** "Garita Invitation 20/11/2026 10:00". */
export function emailSubject(productName: string, invitationText: string, validFrom: string): string {
  return [productName, invitationText, validFrom].filter(Boolean).join(' ');
}

export function emailHref(key: ShareKey, subject: string, body: string): string | null {
  const to = key.visitor_email.trim();
  if (!to) return null;
  const query = new URLSearchParams({ subject, body }).toString().replace(/\+/g, '%20');
  return `mailto:${encodeURIComponent(to).replace('%40', '@')}?${query}`;
}

/** wa.me wants the number in international form, digits only; without one WhatsApp asks whom to send to. */
export function whatsAppHref(key: ShareKey, text: string): string {
  const digits = key.visitor_phone ? `${key.country_code}${key.visitor_phone}`.replace(/\D/g, '') : '';
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
