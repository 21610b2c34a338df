// The SSRF guard of webhooks (docs/webhooks.md): which addresses count as public, and a request to a private one
// refused before any connection is made.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isPublicAddress, namesPrivateTarget, postJson } from './outbound.ts';

describe('isPublicAddress', () => {
  it('accepts public unicast addresses only', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '2001:4860:4860::8888', '::ffff:8.8.8.8'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      '::ffff:127.0.0.1',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('sees loopback and private hosts in a URL; names are left to the lookup at each request', () => {
    for (const url of ['http://localhost/', 'http://app.localhost:3000/', 'http://[::1]/', 'http://10.0.0.1/'])
      expect(namesPrivateTarget(new URL(url)), url).toBe(true);
    for (const url of ['https://hooks.example.com/x', 'http://8.8.8.8/'])
      expect(namesPrivateTarget(new URL(url)), url).toBe(false);
  });
});

describe('postJson', () => {
  it('refuses a loopback receiver unless private targets are allowed, and reports a 2xx truthfully', async () => {
    let hits = 0;
    const server = http.createServer((_req, res) => {
      hits++;
      res.writeHead(202).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    try {
      const refused = await postJson(url, {}, '{}', { timeoutMs: 2000, allowPrivate: false });
      expect(refused).toMatchObject({ status: null, error: 'the address is loopback or private (refused)' });
      expect(hits).toBe(0);
      const sent = await postJson(url, {}, '{}', { timeoutMs: 2000, allowPrivate: true });
      expect(sent).toMatchObject({ status: 202, error: null });
      expect(hits).toBe(1);
    } finally {
      server.close();
    }
  });
});
