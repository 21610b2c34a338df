// The contract's endpoint table is the API: every row is a registered route with the row's permission (or none
// where public), and no route exists outside it.
import { type EndpointDefinition, endpoints } from '@garita/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('endpoint table', () => {
  it('matches the registered routes one for one, permissions included', () => {
    const rows = Object.values(endpoints as Record<string, EndpointDefinition>).map((e) => ({
      method: e.method,
      url: `/api/v1${e.path}`,
      permission: e.permission,
      isPublic: !!e.public,
    }));
    const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
    const sort = <T extends { method: string; url: string }>(list: T[]) =>
      [...list].sort((a, b) => key(a).localeCompare(key(b)));
    expect(sort(server.routes)).toEqual(sort(rows));
  });
});
