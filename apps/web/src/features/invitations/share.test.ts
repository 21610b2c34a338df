import { describe, expect, it } from 'vitest';
import { emailHref, emailSubject, whatsAppHref } from './share.ts';

const key = { visitor_email: 'ana.lopez@example.com', visitor_phone: '5512345678', country_code: '+52' };

describe('share', () => {
  it('builds the subject from product, text and date', () => {
    expect(emailSubject('Garita', 'Invitación', '20/11/2026 10:00')).toBe('Garita Invitación 20/11/2026 10:00');
  });

  it('mails the visitor with subject and link, or nothing without an address', () => {
    const href = emailHref(key, 'Garita Invitación 20/11/2026', 'https://g.example/es/i/abc');
    expect(href?.startsWith('mailto:ana.lopez@example.com?')).toBe(true);
    const params = new URL(href ?? '').searchParams;
    expect(params.get('subject')).toBe('Garita Invitación 20/11/2026');
    expect(params.get('body')).toBe('https://g.example/es/i/abc');
    expect(href).not.toContain('+');
    expect(emailHref({ ...key, visitor_email: ' ' }, 's', 'b')).toBeNull();
  });

  it('sends WhatsApp to the international number, or lets WhatsApp ask', () => {
    expect(whatsAppHref(key, 'Hola https://x/i/1')).toBe(
      'https://wa.me/525512345678?text=Hola%20https%3A%2F%2Fx%2Fi%2F1',
    );
    expect(whatsAppHref({ ...key, visitor_phone: '', country_code: '+1' }, 'x')).toBe('https://wa.me/?text=x');
  });
});
