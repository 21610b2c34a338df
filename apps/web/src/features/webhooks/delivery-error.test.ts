// The server's delivery failures in the admin's words, both languages; an unknown sentence is never shown raw.
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, resources } from '../../locales/index.ts';
import { deliveryErrorText } from './delivery-error.ts';

const i18n = createInstance();
void i18n.init({ resources, ns: [...NAMESPACES], lng: 'en', fallbackLng: false, initAsync: false });

describe('deliveryErrorText', () => {
  it('translates each known failure with its figures', () => {
    const en = i18n.getFixedT('en', 'webhooks');
    const es = i18n.getFixedT('es', 'webhooks');
    expect(deliveryErrorText(en, 'connection refused')).toBe('connection refused');
    expect(deliveryErrorText(es, 'connection refused')).toBe('conexión rechazada');
    expect(deliveryErrorText(en, 'the receiver refused (HTTP 503)')).toBe('the receiver answered HTTP 503');
    expect(deliveryErrorText(es, 'no answer within 10000 ms')).toBe('sin respuesta en 10000 ms');
    expect(deliveryErrorText(es, 'answered with a redirect (HTTP 302)')).toBe(
      'el receptor respondió con una redirección (HTTP 302)',
    );
    expect(deliveryErrorText(en, 'the address is loopback or private (refused)')).toBe(
      'the address is on this machine or a private network',
    );
    expect(deliveryErrorText(es, 'not sent: the webhook is paused')).toBe('no enviado: el webhook está en pausa');
    expect(deliveryErrorText(en, 'request failed (EWHATEVER)')).toBe('the request failed');
  });
});
