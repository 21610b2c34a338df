import { describe, expect, it } from 'vitest';
import { emailHref, emailSubject } from './share.ts';

const key = { visitor_email: 'ana.lopez@example.com' };

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
});
