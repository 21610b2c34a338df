// Emailing an invitation (spec §6/§7): mailto, only with the visitor's address; subject = product name +
// invitation text + valid-from date; the body is the message of lib/share-message.ts (which also builds
// the WhatsApp link), carrying the public link of lib/share-link.ts.
import type { AccessKey } from '@garita/contract';

type ShareKey = Pick<AccessKey, 'visitor_email'>;

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
