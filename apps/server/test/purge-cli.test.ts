// `garita purge` as an operator runs it (spawned with Node 24, on a temporary DATA_DIR with PGlite or a blank
// PostgreSQL database): on a set-up site with a logbook record and its photo from 400 days ago, it deletes the
// photo's file and row and erases the record's visitor data, prints the counts and exits 0; a network that is not
// an id is exit 2; help lists the command.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDb } from '../src/db/index.ts';
import { runGarita, useBlankSite } from './cli-runner.ts';

const { env, dataDir } = useBlankSite('garita-purge-cli-', { GARITA_ADMIN_PASSWORD: 'una-clave-larga-9' });

const garita = (...args: string[]) => runGarita(env, ...args);

// Each test starts the CLI as its own Node process (up to 4 times); on a loaded 2-core machine one start
// takes several seconds, which Vitest's 30-second default does not allow for.
describe('garita purge', { timeout: 120_000 }, () => {
  it('deletes old photos and erases old personal data now, and prints what it did', async () => {
    expect((await garita('help')).stdout).toMatch(/^ {2}purge\s/m);
    const setup = await garita(
      'setup',
      '--network-name',
      'Condominio Los Pinos',
      '--kind',
      'residential',
      '--time-zone',
      'America/Mexico_City',
      '--admin-name',
      'Rita Pinos',
      '--admin-email',
      'rita@pinos.example',
    );
    expect(setup.code).toBe(0);

    // A visit 400 days ago, with its ID photo: older than both default windows on any clock.
    const longAgo = new Date(Date.now() - 400 * 86_400_000);
    const db = createDb({ databaseUrl: env.DATABASE_URL, dataDir: dataDir(), poolSize: 1 });
    const network = await db.selectFrom('networks').select('id').executeTakeFirstOrThrow();
    const server = await db
      .insertInto('access_servers')
      .values({ network_id: network.id, name: 'Caseta', time_zone: 'America/Mexico_City' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const record = await db
      .insertInto('transactions')
      .values({
        network_id: network.id,
        access_server_id: server.id,
        access_key_type: 'Registro manual',
        access_type: 'access',
        access_granted: true,
        access_allowed: true,
        visitor_name: 'Lucía Mora',
        notes: 'Placas XYZ-987',
        created_at: longAgo,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const storageKey = `${network.id}/old/photo.jpg`;
    const file = path.join(dataDir(), 'photos', storageKey);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'jpeg');
    await db
      .insertInto('photos')
      .values({
        network_id: network.id,
        transaction_id: record.id,
        photo_type: 'photo_id',
        storage_key: storageKey,
        byte_size: 4,
        created_at: longAgo,
      })
      .execute();
    await db.destroy();

    const purge = await garita('purge');
    expect(purge.stderr).toBe('');
    expect(purge.code).toBe(0);
    expect(purge.stdout).toContain(`Network ${network.id}: 1 photos deleted (4 bytes`);
    expect(purge.stdout).toContain('1 logbook records');
    expect(fs.existsSync(file)).toBe(false);

    const after = createDb({ databaseUrl: env.DATABASE_URL, dataDir: dataDir(), poolSize: 1 });
    try {
      const row = await after
        .selectFrom('transactions')
        .select(['visitor_name', 'notes', 'access_type', 'created_at'])
        .where('id', '=', record.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ visitor_name: '', notes: '', access_type: 'access', created_at: longAgo });
      expect(await after.selectFrom('photos').select('id').execute()).toEqual([]);
      const runs = await after.selectFrom('purge_runs').select(['trigger', 'photos_deleted']).execute();
      expect(runs).toEqual([{ trigger: 'cli', photos_deleted: 1 }]);
    } finally {
      await after.destroy();
    }

    const wrong = await garita('purge', '--network', 'pinos');
    expect(wrong.code).toBe(2);
  }, 120_000);
});
