// Text fields (issue 13): NUL and other control characters are refused with a 422 naming the field, never a 500;
// one-line fields (names, phones, emails, reasons, providers, searches) refuse line breaks too; multi-line fields
// (notes, an event's description) keep them. The rules are the contract's (packages/contract/src/common.ts).
import { TEXT_ISSUE } from '@garita/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvitation, createSite, createUser, type Site } from './factories.ts';
import { type Client, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let site: Site;
let host: Client;
let admin: Client;
let guard: Client;

beforeAll(async () => {
  server = await startTestServer();
  site = await createSite(server);
  [host, admin, guard] = [site.host.client, site.admin.client, site.guard.client];
});
afterAll(() => server.close());

const invite = (extra: Record<string, unknown>) =>
  host.post('/access_keys', {
    access_key: {
      visitor_name: 'Visita Texto',
      visitor_phone: '5512340000',
      access_key_type_id: 1,
      reason_for_visit: 'Visita',
      valid_from: '01/01/2099 10:00:00',
      access_servers: [site.accessPoint.id],
      ...extra,
    },
  });

const issueAt = (body: { fields?: { path: string; message: string }[] }, path: string) =>
  body.fields?.find((f) => f.path === path)?.message;

describe('a name', () => {
  it('with a NUL is refused with 422 on that field (it was a 500)', async () => {
    const res = await invite({ visitor_name: 'Ana\u0000Ruiz' });
    expect(res.status).toBe(422);
    expect(issueAt(res.body, 'body.access_key.visitor_name')).toBe(TEXT_ISSUE.control);
  });

  it('with a line break is refused with 422', async () => {
    for (const name of ['Ana\nRuiz', 'Ana\r\nRuiz', 'Ana\u2028Ruiz']) {
      const res = await invite({ visitor_name: name });
      expect(res.status, JSON.stringify(name)).toBe(422);
      expect(issueAt(res.body, 'body.access_key.visitor_name')).toBe(TEXT_ISSUE.lineBreak);
    }
  });

  it('with other control characters (tab, escape, DEL, C1) is refused', async () => {
    for (const name of ['Ana\tRuiz', 'Ana\u001b[31m', 'Ana\u007f', 'Ana\u0085Ruiz']) {
      const res = await invite({ visitor_name: name });
      expect(res.status, JSON.stringify(name)).toBe(422);
    }
  });

  it('with accents, emoji and spaces around is accepted (and trimmed)', async () => {
    const res = await invite({ visitor_name: '  José Ñúñez 🙂 ' });
    expect(res.status).toBe(201);
    expect(res.body.access_key.visitor_name).toBe('José Ñúñez 🙂');
  });

  it('of a user, a unit and a manual register is refused the same way', async () => {
    const user = await admin.post('/users', {
      user: { name: 'Luis\u0000', email: 'luis-text@factory.test', phone: '5512345678', role: 'host' },
    });
    expect(user.status).toBe(422);
    expect(issueAt(user.body, 'body.user.name')).toBe(TEXT_ISSUE.control);
    const unit = await admin.post('/network_groups', {
      network_group: { name: 'Torre\nA', access_servers: [site.accessPoint.id] },
    });
    expect(unit.status).toBe(422);
    const manual = await guard.post('/transactions', {
      visitor_name: 'Pedro\u0000',
      reason_for_visit: 'Visita',
      user_id: site.host.row.id,
      access_key_type_id: 6,
      gate_id: site.accessPoint.gates.Entrada?.id,
      access_allowed: true,
    });
    expect(manual.status).toBe(422);
  });
});

describe('other one-line fields', () => {
  it('refuse NUL and line breaks in phone, email, reason and provider', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ visitor_phone: '55123\u000040000' }, 'body.access_key.visitor_phone'],
      [{ visitor_email: 'a\u0000@b.test' }, 'body.access_key.visitor_email'],
      [{ reason_for_visit: 'Entrega\npaquete' }, 'body.access_key.reason_for_visit'],
      [{ access_key_type_id: 5, provider: 'DHL\u0000' }, 'body.access_key.provider'],
    ];
    for (const [extra, path] of cases) {
      const res = await invite(extra);
      expect(res.status, path).toBe(422);
      expect(res.body.fields?.map((f: { path: string }) => f.path)).toContain(path);
    }
  });

  it('refuse NUL in a search instead of failing in the database', async () => {
    for (const route of ['/access_keys?query=a%00b', '/users?query=a%00b', '/transactions?query=a%00b']) {
      const res = await admin.get(route);
      expect(res.status, route).toBe(422);
    }
  });

  it('refuse NUL and line breaks in a custom attribute value, keep a plain one', async () => {
    const created = await admin.post('/network/custom_attributes', {
      scope: 'access_key',
      attribute_name: 'Placas',
      attribute_type: 'string',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    for (const value of ['ABC\u00001', 'ABC\n123']) {
      const res = await invite({ custom_attrs: { Placas: value } });
      expect(res.status, JSON.stringify(value)).toBe(422);
    }
    expect((await invite({ custom_attrs: { Placas: 'ABC-123' } })).status).toBe(201);
    const bad = await admin.post('/network/custom_attributes', {
      scope: 'access_key',
      attribute_name: 'Color\u0000',
      attribute_type: 'string',
    });
    expect(bad.status).toBe(422);
  });
});

describe('notes', () => {
  it('keep their line breaks', async () => {
    const res = await invite({ notes: 'Llega en taxi.\nTocar el timbre 2.\r\nGracias' });
    expect(res.status).toBe(201);
    expect(res.body.access_key.notes).toBe('Llega en taxi.\nTocar el timbre 2.\r\nGracias');
  });

  it('refuse a NUL or other control characters', async () => {
    for (const notes of ['Llega\u0000tarde', 'Llega\u0007', 'a\u001bb']) {
      const res = await invite({ notes });
      expect(res.status, JSON.stringify(notes)).toBe(422);
      expect(issueAt(res.body, 'body.access_key.notes')).toBe(TEXT_ISSUE.control);
    }
  });

  it('of a denial at the gate keep their line breaks and refuse NUL', async () => {
    const key = await createInvitation(host, site.accessPoint);
    const gate = site.accessPoint.gates.Entrada?.id;
    const nul = await guard.post('/transactions', {
      key: key.unique_id,
      gate_id: gate,
      access_allowed: false,
      notes: 'No\u0000',
    });
    expect(nul.status).toBe(422);
    const denied = await guard.post('/transactions', {
      key: key.unique_id,
      gate_id: gate,
      access_allowed: false,
      notes: 'Sin identificación.\nVolverá mañana.',
    });
    expect(denied.status).toBe(201);
  });

  it('of an event description keep their line breaks', async () => {
    const member = await createUser(server, site.network, 'host', {
      unit: site.unit,
      accessPoints: [site.accessPoint],
    });
    const res = await member.client.post('/events', {
      event: {
        name: 'Cumpleaños',
        description: 'Fiesta en el jardín.\nTraer traje de baño.',
        start_date: '01/01/2099 10:00:00',
        end_date: '01/01/2099 18:00:00',
      },
      access_servers: [site.accessPoint.id],
      guests: [{ name: 'Invitado Uno', phone: '5512340001' }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const bad = await member.client.post('/events', {
      event: {
        name: 'Cumple\naños',
        description: 'x',
        start_date: '01/01/2099 10:00:00',
        end_date: '01/01/2099 18:00:00',
      },
      access_servers: [site.accessPoint.id],
      guests: [{ name: 'Invitado\u0000', phone: '5512340001' }],
    });
    expect(bad.status).toBe(422);
    const paths = bad.body.fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['body.event.name', 'body.guests.0.name']));
    expect(res.body.event.description).toBe('Fiesta en el jardín.\nTraer traje de baño.');
  });
});
