import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createServer } from '../src/server.ts';
import { runGarita, useBlankSite } from './cli-runner.ts';

const PUBLIC_URL = 'https://garita.example.org';

const { env } = useBlankSite('garita-cli-', { PUBLIC_URL });
let ritaLink = '';

const garita = (...args: string[]) => runGarita(env, ...args);

const SETUP = [
  'setup',
  '--network-name',
  'Condominio Del Valle',
  '--kind',
  'residential',
  '--time-zone',
  'America/Mexico_City',
  '--admin-name',
  'Vera Valle',
  '--admin-email',
  'vera@valle.example',
];

// Each test starts the CLI as its own Node process (up to 4 times); on a loaded 2-core machine one start
// takes several seconds, which Vitest's 30-second default does not allow for.
describe('garita', { timeout: 120_000 }, () => {
  it('help lists every command with its options; a wrong command or option is exit 2', async () => {
    const help = await garita('help');
    expect(help.code).toBe(0);
    for (const word of ['help', 'migrate', 'setup', 'network create'])
      expect(help.stdout).toMatch(new RegExp(`^  ${word}\\s`, 'm'));
    for (const option of ['network-name', 'kind', 'time-zone', 'admin-name', 'admin-email', 'admin-password', 'name'])
      expect(help.stdout).toContain(`--${option} `);
    expect((await garita()).stdout).toBe(help.stdout);
    const unknown = await garita('launch');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown command: launch');
    const badOption = await garita('setup', '--colour', 'blue');
    expect(badOption.code).toBe(2);
    expect(badOption.stderr).toContain("Unknown option '--colour'");
    const missing = await garita('network', 'create', '--name', 'X');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--time-zone, --admin-name, --admin-email');
  });

  it('setup refuses weak or wrong values with exit 1, naming the options', async () => {
    const res = await garita(
      ...SETUP.map((arg) => (arg === 'America/Mexico_City' ? 'Mexico/Gotham' : arg)),
      '--admin-password',
      'valle',
    );
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('Setup refused (422 validation_failed)');
    expect(res.stderr).toContain('--time-zone: unknown time zone');
    expect(res.stderr).toContain('--admin-password: at least 10 characters');
    expect((await garita('migrate')).code).toBe(0);
  });

  it('setup creates the site once; a second setup is refused with 409', async () => {
    const first = await garita(...SETUP, '--admin-password', 'Valle-Verde-2026');
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(
      'Garita is set up: network "Condominio Del Valle" with its admin vera@valle.example.',
    );
    expect(first.stdout).toContain(`${PUBLIC_URL}/login`);
    const again = await garita(...SETUP, '--admin-password', 'Valle-Verde-2026');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('Setup refused (409 already_set_up)');
  });

  it('network create prints a one-time link; a taken email or bad kind is exit 1', async () => {
    const base = ['network', 'create', '--name', 'Torre Reforma', '--time-zone', 'America/Monterrey'];
    const taken = await garita(...base, '--admin-name', 'Otra Vera', '--admin-email', 'VERA@valle.example');
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('--admin-email: This email belongs to another account');
    const badKind = await garita(...base, '--kind', 'hotel', '--admin-name', 'Rita', '--admin-email', 'rita@x.example');
    expect(badKind.code).toBe(1);
    expect(badKind.stderr).toContain('--kind:');
    const created = await garita(
      ...base,
      '--kind',
      'corporate',
      '--admin-name',
      'Rita Reforma',
      '--admin-email',
      'rita@reforma.example',
    );
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/Network "Torre Reforma" \(id \d+\) created with its admin rita@reforma\.example\./);
    const link = new RegExp(`^  (${PUBLIC_URL}/reset-password\\?token=[A-Za-z0-9_-]{43})$`, 'm').exec(created.stdout);
    expect(link, created.stdout).not.toBeNull();
    ritaLink = link?.[1] ?? '';
  });

  it('leaves a database the server serves: both admins sign in, each on their own network', async () => {
    const config = loadConfig({ ...env, DEMO: '0', PORT: '0', HOST: '127.0.0.1' });
    const { app } = await createServer(config, { logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1`;
    const call = async (method: string, route: string, body?: unknown, token?: string) => {
      const res = await fetch(`${url}${route}`, {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Token=${token}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, body: res.status === 204 ? null : await res.json() };
    };
    try {
      expect((await call('GET', '/setup')).body).toEqual({ needed: false });
      const vera = await call('POST', '/login', { email: 'vera@valle.example', password: 'Valle-Verde-2026' });
      expect(vera.status).toBe(200);
      expect(vera.body.user.network.company_name).toBe('Condominio Del Valle');

      // Rita chooses her password through the printed link, as the web's /reset-password page does.
      const token = new URL(ritaLink).searchParams.get('token');
      const chosen = await call('POST', '/users/complete_reset', { token, password: 'Reforma-222-norte' });
      expect(chosen.status).toBe(204);
      const again = await call('POST', '/users/complete_reset', { token, password: 'Reforma-222-norte' });
      expect(again.body.code).toBe('invalid_reset_token');
      const rita = await call('POST', '/login', { email: 'rita@reforma.example', password: 'Reforma-222-norte' });
      expect(rita.status).toBe(200);
      expect(rita.body.user).toMatchObject({ role: 'network_admin', network: { company_name: 'Torre Reforma' } });
      const settings = await call('GET', '/network', undefined, rita.body.meta.auth_token);
      expect(settings.body).toMatchObject({ name: 'Torre Reforma', kind: 'corporate', time_zone: 'America/Monterrey' });
      const providers = await call('GET', '/network/providers', undefined, rita.body.meta.auth_token);
      expect(providers.body.providers.length).toBeGreaterThan(5);
      expect(vera.body.user.network.id).not.toBe(rita.body.user.network.id);
    } finally {
      await app.close();
    }
  });
});
