// The invitation message (issue 15): in the chosen language whatever the app speaks, with the visitor, the
// access points and the validity on the access point's clock with its zone named — also across a change to
// daylight saving time (America/Tijuana, 8 March 2026) — and the link; the WhatsApp link and the share sheet.
import { createInstance } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NAMESPACES, resources } from '../locales/index.ts';
import type { Language } from './language.ts';
import {
  canShareNatively,
  type InvitationMessageInput,
  invitationMessage,
  messageWithLink,
  shareNatively,
  whatsAppHref,
} from './share-message.ts';

const i18n = createInstance();
void i18n.init({ resources, ns: [...NAMESPACES], lng: 'en', fallbackLng: false, initAsync: false });
const build = (input: InvitationMessageInput, language: Language) =>
  invitationMessage(input, language, i18n.getFixedT(language, 'share'));

// Saturday 7 March 2026 10:00 in Tijuana is still standard time (UTC−8); Monday 9 March 10:00 is daylight
// time (UTC−7): the same wall-clock hour, one hour apart in UTC.
const acrossDst: InvitationMessageInput = {
  visitorName: 'Ana López',
  places: ['Caseta Principal', 'Acceso Norte'],
  validFrom: '2026-03-07T18:00:00.000Z',
  validUntil: '2026-03-09T17:00:00.000Z',
  timeZone: 'America/Tijuana',
  link: 'https://garita.example/en/i/abc-123',
};

describe('invitation message', () => {
  it('speaks English: visitor, places, validity on the Tijuana clock across the DST change, link', () => {
    const data = build(acrossDst, 'en');
    expect(data).toEqual({
      title: 'Garita invitation',
      text:
        'Hello Ana López, here is your Garita invitation to Caseta Principal and Acceso Norte. ' +
        'Valid from 7/Mar/26 10:00AM to 9/Mar/26 10:00AM (Pacific Time).',
      url: 'https://garita.example/en/i/abc-123',
    });
    expect(messageWithLink(data)).toBe(`${data.text}\nhttps://garita.example/en/i/abc-123`);
  });

  it('speaks Spanish with Spanish months, list words and zone name', () => {
    const data = build({ ...acrossDst, link: 'https://garita.example/es/i/abc-123' }, 'es');
    expect(data.title).toBe('Invitación de Garita');
    expect(data.text).toBe(
      'Hola Ana López, esta es tu invitación de Garita a Caseta Principal y Acceso Norte. ' +
        'Válida del 7/mar/26 10:00AM al 9/mar/26 10:00AM (hora del Pacífico).',
    );
    expect(data.url).toBe('https://garita.example/es/i/abc-123');
  });

  it("reads the access point's zone, not the machine's", () => {
    const cdmx = build({ ...acrossDst, places: ['Caseta Principal'], timeZone: 'America/Mexico_City' }, 'en');
    // Mexico City keeps UTC−6 all year.
    expect(cdmx.text).toContain('to Caseta Principal. Valid from 7/Mar/26 12:00PM to 9/Mar/26 11:00AM');
    expect(cdmx.text).toMatch(/\(Central( Standard)? Time\)\.$/);
  });

  it('leaves the place out when the invitation names none', () => {
    expect(build({ ...acrossDst, places: [] }, 'en').text).toBe(
      'Hello Ana López, here is your Garita invitation. Valid from 7/Mar/26 10:00AM to 9/Mar/26 10:00AM (Pacific Time).',
    );
  });
});

describe('WhatsApp link', () => {
  it("opens the visitor's chat with their international number, or lets WhatsApp ask whom to send to", () => {
    const text = 'Hola Ana\nhttps://x/es/i/1';
    expect(whatsAppHref(text, { countryCode: '+52', number: '5512345678' })).toBe(
      'https://wa.me/525512345678?text=Hola%20Ana%0Ahttps%3A%2F%2Fx%2Fes%2Fi%2F1',
    );
    expect(whatsAppHref('x', { countryCode: '+1', number: '' })).toBe('https://wa.me/?text=x');
    expect(whatsAppHref('x')).toBe('https://wa.me/?text=x');
  });
});

describe('share sheet', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const data = { title: 't', text: 'x', url: 'https://x/i/1' };

  it('is offered only where the browser has one that takes the data', () => {
    vi.stubGlobal('navigator', {});
    expect(canShareNatively(data)).toBe(false);
    vi.stubGlobal('navigator', { share: vi.fn() });
    expect(canShareNatively(data)).toBe(true);
    vi.stubGlobal('navigator', { share: vi.fn(), canShare: () => false });
    expect(canShareNatively(data)).toBe(false);
  });

  it('says "shared" only when the share call resolved', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { share });
    expect(await shareNatively(data)).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    share.mockRejectedValueOnce(new DOMException('closed', 'AbortError'));
    expect(await shareNatively(data)).toBe('cancelled');
    share.mockRejectedValueOnce(new DOMException('no', 'NotAllowedError'));
    expect(await shareNatively(data)).toBe('failed');
  });
});
