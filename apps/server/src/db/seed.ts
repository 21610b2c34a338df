// Demo data for DEMO=1 on an empty database: two networks, the demo accounts of the README,
// and a few weeks of invitations, favourites and logbook rows so no screen opens empty.
import { randomUUID } from 'node:crypto';
import { KEY_TYPE_NAME_BY_ID, type KeyTypeId, type NetworkKind, type Role } from '@garita/contract';
import { hash } from '@node-rs/argon2';
import { newKeyId } from '../lib/tokens.ts';
import { insertNetwork } from '../repositories/networks.repository.ts';
import type { Db } from './index.ts';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_ACCOUNTS: { email: string; role: Role; network: string }[] = [
  { email: 'admin@demo.test', role: 'network_admin', network: 'Residencial Las Palmas' },
  { email: 'guard@demo.test', role: 'security_guard', network: 'Residencial Las Palmas' },
  { email: 'host@demo.test', role: 'host', network: 'Residencial Las Palmas' },
  { email: 'family@demo.test', role: 'secondary_user', network: 'Residencial Las Palmas' },
  { email: 'admin@other.test', role: 'network_admin', network: 'Corporativo Norte' },
  { email: 'guard@other.test', role: 'security_guard', network: 'Corporativo Norte' },
  { email: 'host@other.test', role: 'host', network: 'Corporativo Norte' },
];

/** Whether the database holds a demo account: a server that has them must not face a network unasked. */
export async function hasDemoAccounts(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(
      'email',
      'in',
      DEMO_ACCOUNTS.map((a) => a.email),
    )
    .where('deleted_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export async function seedDemo(db: Db, now = new Date()): Promise<void> {
  const passwordHash = await hash(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const network = async (values: { name: string; passback: boolean; kind: NetworkKind; tz: string }) =>
      (
        await insertNetwork(trx, {
          uuid: randomUUID(),
          name: values.name,
          kind: values.kind,
          time_zone: values.tz,
          logo_url: null,
          analytics_dashboard_url: null,
          passback_activated_by_default: values.passback,
        })
      ).id;
    const accessServer = async (
      networkId: number,
      values: { name: string; venue: string; address: string; lat: number; lon: number; tz: string; photoId: boolean },
    ) =>
      (
        await trx
          .insertInto('access_servers')
          .values({
            network_id: networkId,
            name: values.name,
            venue_name: values.venue,
            address: values.address,
            latitude: values.lat,
            longitude: values.lon,
            time_zone: values.tz,
            photo_id: values.photoId,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const gate = async (
      networkId: number,
      serverId: number,
      name: string,
      type: 'access' | 'exit',
      extra: { remote_pulse?: boolean; data_print_response?: boolean } = {},
    ) =>
      (
        await trx
          .insertInto('gates')
          .values({ network_id: networkId, access_server_id: serverId, name, type, ...extra })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const unit = async (networkId: number, name: string, serverIds: number[]) => {
      const id = (
        await trx
          .insertInto('network_groups')
          .values({ network_id: networkId, name })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      await trx
        .insertInto('network_group_access_servers')
        .values(
          serverIds.map((access_server_id) => ({ network_group_id: id, access_server_id, network_id: networkId })),
        )
        .execute();
      return id;
    };
    const user = async (
      networkId: number,
      values: {
        email: string;
        name: string;
        role: Role;
        phone: string;
        unit?: number;
        servers: number[];
        invitedBy?: number;
        last?: number;
      },
    ) => {
      const id = (
        await trx
          .insertInto('users')
          .values({
            network_id: networkId,
            network_group_id: values.unit ?? null,
            role: values.role,
            name: values.name,
            email: values.email,
            phone: values.phone,
            password_hash: passwordHash,
            invited_by_id: values.invitedBy ?? null,
            last_access_server_id: values.last ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      if (values.servers.length) {
        await trx
          .insertInto('user_access_servers')
          .values(values.servers.map((access_server_id) => ({ user_id: id, access_server_id, network_id: networkId })))
          .execute();
      }
      return id;
    };

    // Residencial Las Palmas
    const palmas = await network({
      name: 'Residencial Las Palmas',
      passback: true,
      kind: 'residential',
      tz: 'America/Mexico_City',
    });
    const caseta = await accessServer(palmas, {
      name: 'Caseta Principal',
      venue: 'Residencial Las Palmas',
      address: 'Paseo de las Palmas 405, Lomas de Chapultepec, Ciudad de México',
      lat: 19.4284,
      lon: -99.2066,
      tz: 'America/Mexico_City',
      photoId: true,
    });
    const norte = await accessServer(palmas, {
      name: 'Acceso Norte',
      venue: 'Residencial Las Palmas Norte',
      address: 'Blvd. Agua Caliente 10750, Tijuana, B.C.',
      lat: 32.5149,
      lon: -117.0382,
      tz: 'America/Tijuana',
      photoId: false,
    });
    const peatonal = await gate(palmas, caseta, 'Entrada Peatonal', 'access', { data_print_response: true });
    const vehicular = await gate(palmas, caseta, 'Entrada Vehicular', 'access', { remote_pulse: true });
    const salida = await gate(palmas, caseta, 'Salida', 'exit');
    const entradaNorte = await gate(palmas, norte, 'Entrada Norte', 'access');
    const salidaNorte = await gate(palmas, norte, 'Salida Norte', 'exit');
    const torreA = await unit(palmas, 'Torre A', [caseta, norte]);
    await unit(palmas, 'Torre B', [caseta]);
    await trx
      .insertInto('custom_attributes')
      .values({
        network_id: palmas,
        scope: 'transaction',
        attribute_name: 'Empresa',
        attribute_type: 'string',
        required: false,
        options: '[]',
      })
      .execute();

    const admin = await user(palmas, {
      email: 'admin@demo.test',
      name: 'Ana Administradora',
      role: 'network_admin',
      phone: '5512345670',
      servers: [],
    });
    const guard = await user(palmas, {
      email: 'guard@demo.test',
      name: 'Gustavo Guardia',
      role: 'security_guard',
      phone: '',
      servers: [caseta, norte],
      last: caseta,
      invitedBy: admin,
    });
    const host = await user(palmas, {
      email: 'host@demo.test',
      name: 'Héctor Residente',
      role: 'host',
      phone: '5512345671',
      unit: torreA,
      servers: [caseta, norte],
      invitedBy: admin,
    });
    const family = await user(palmas, {
      email: 'family@demo.test',
      name: 'Fernanda Residente',
      role: 'secondary_user',
      phone: '5512345672',
      unit: torreA,
      servers: [caseta, norte],
      invitedBy: host,
    });

    // Favourites of the host.
    const favourites = [
      ['Mariana López', '5522334455', 'mariana@example.com'],
      ['Jorge Ramírez', '5533445566', ''],
      ['Lucía Fernández', '5544556677', 'lucia@example.com'],
      ['Plomería Hernández', '5566778899', ''],
      ['Carlos Méndez', '5577889900', ''],
    ] as const;
    const memberIds: number[] = [];
    for (const [name, phone, email] of favourites) {
      memberIds.push(
        (
          await trx
            .insertInto('community_members')
            .values({ network_id: palmas, user_id: host, name, phone, email })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    }

    const key = async (values: {
      owner: number;
      type: KeyTypeId;
      name: string;
      phone?: string;
      reason: string;
      from: Date;
      until: Date;
      servers: number[];
      provider?: string;
      member?: number;
      deleted?: boolean;
      restriction?: object;
      multiple?: boolean;
    }) => {
      const id = (
        await trx
          .insertInto('access_keys')
          .values({
            network_id: palmas,
            user_id: values.owner,
            unique_id: newKeyId(),
            access_key_type_id: values.type,
            visitor_name: values.name,
            visitor_phone: values.phone ?? '',
            reason_for_visit: values.reason,
            valid_from: values.from,
            valid_until: values.until,
            visitor_duration: values.type === 1 ? 1 : null,
            provider: values.provider ?? null,
            community_member_id: values.member ?? null,
            key_restriction: values.restriction ? JSON.stringify(values.restriction) : null,
            multiple_access: values.multiple ?? false,
            passback_tracking: true,
            deleted_at: values.deleted ? new Date(values.from.getTime() + HOUR) : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      await trx
        .insertInto('access_key_access_servers')
        .values(values.servers.map((access_server_id) => ({ access_key_id: id, access_server_id, network_id: palmas })))
        .execute();
      return id;
    };
    const log = async (values: {
      keyId?: number;
      type: KeyTypeId;
      name: string;
      host: number;
      at: Date;
      gate: number;
      server: number;
      direction: 'access' | 'exit';
      granted?: boolean;
      allowed?: boolean;
      status?: string;
      related?: number;
      reason?: string;
      provider?: string;
      notes?: string;
    }) => {
      const granted = values.granted ?? true;
      // A denied key is never let in, whatever the guard clicked.
      const allowed = granted && (values.allowed ?? true);
      const id = (
        await trx
          .insertInto('transactions')
          .values({
            network_id: palmas,
            access_server_id: values.server,
            gate_id: values.gate,
            access_key_id: values.keyId ?? null,
            access_key_type: KEY_TYPE_NAME_BY_ID[values.type],
            access_type: values.direction,
            access_granted: granted,
            access_allowed: allowed,
            status: values.status ?? null,
            visitor_name: values.name,
            reason_for_visit: values.reason ?? '',
            user_id: values.host,
            created_by_user_id: guard,
            notes: values.notes ?? '',
            provider: values.provider ?? null,
            related_transaction_id: values.related ?? null,
            created_at: values.at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      // An exit closes its entry, as every exit the app writes does (transactions.repository insertExit).
      if (values.related)
        await trx
          .updateTable('transactions')
          .set({ exit_transaction_id: id })
          .where('id', '=', values.related)
          .where('access_type', '=', 'access')
          .execute();
      if (values.keyId) {
        const last = granted && allowed ? values.direction : 'try';
        await trx
          .updateTable('access_keys')
          .set((eb) => ({
            last_transaction_type: last,
            last_transaction_at: values.at,
            entries_count: last === 'access' ? eb('entries_count', '+', 1) : eb.ref('entries_count'),
            exits_count: last === 'exit' ? eb('exits_count', '+', 1) : eb.ref('exits_count'),
          }))
          .where('id', '=', values.keyId)
          .execute();
      }
      return id;
    };

    // Past visits over the last four weeks: most entered and left, a few still unused.
    const visitors = [
      'Mariana López',
      'Jorge Ramírez',
      'Lucía Fernández',
      'Carlos Méndez',
      'Sofía Castillo',
      'Diego Torres',
      'Valeria Ruiz',
      'Andrés Molina',
    ];
    for (let day = 27; day >= 1; day -= 2) {
      const name = visitors[day % visitors.length] ?? 'Visitante';
      const owner = day % 5 === 0 ? family : host;
      const from = new Date(now.getTime() - day * DAY - 6 * HOUR);
      const keyId = await key({
        owner,
        type: 1,
        name,
        phone: `55${String(10000000 + day * 7919).slice(0, 8)}`,
        reason: day % 3 ? 'Visita familiar' : 'Comida',
        from,
        until: new Date(from.getTime() + 3 * HOUR),
        servers: [caseta, norte],
        member: memberIds[day % memberIds.length],
      });
      if (day % 7 === 3) continue; // never came
      const atCaseta = day % 4 !== 1;
      const entry = await log({
        keyId,
        type: 1,
        name,
        host: owner,
        at: new Date(from.getTime() + 20 * 60_000),
        gate: atCaseta ? peatonal : entradaNorte,
        server: atCaseta ? caseta : norte,
        direction: 'access',
        reason: 'Visita',
      });
      await log({
        keyId,
        type: 1,
        name,
        host: owner,
        at: new Date(from.getTime() + 2 * HOUR),
        gate: atCaseta ? salida : salidaNorte,
        server: atCaseta ? caseta : norte,
        direction: 'exit',
        related: entry,
      });
    }

    // A deleted invitation and a refused attempt with it.
    const deletedKey = await key({
      owner: host,
      type: 1,
      name: 'Roberto Salinas',
      phone: '5588990011',
      reason: 'Entrega de muebles',
      from: new Date(now.getTime() - 3 * DAY),
      until: new Date(now.getTime() - 3 * DAY + 2 * HOUR),
      servers: [caseta],
      deleted: true,
    });
    await log({
      keyId: deletedKey,
      type: 1,
      name: 'Roberto Salinas',
      host,
      at: new Date(now.getTime() - 3 * DAY + 30 * 60_000),
      gate: peatonal,
      server: caseta,
      direction: 'access',
      granted: false,
      status: 'access_removed',
    });

    // Today's visitors: one inside now, one expected later.
    const today = await key({
      owner: host,
      type: 1,
      name: 'Sofía Castillo',
      phone: '5511223344',
      reason: 'Visita familiar',
      from: new Date(now.getTime() - HOUR),
      until: new Date(now.getTime() + 3 * HOUR),
      servers: [caseta, norte],
    });
    await log({
      keyId: today,
      type: 1,
      name: 'Sofía Castillo',
      host,
      at: new Date(now.getTime() - 40 * 60_000),
      gate: peatonal,
      server: caseta,
      direction: 'access',
    });
    await key({
      owner: host,
      type: 1,
      name: 'Jorge Ramírez',
      phone: '5533445566',
      reason: 'Cena',
      from: new Date(now.getTime() + 4 * HOUR),
      until: new Date(now.getTime() + 5 * HOUR),
      servers: [caseta],
      member: memberIds[1],
    });

    // Recurrent cleaning staff, weekdays 08:00 for 9 hours, for a month.
    const cleaning = await key({
      owner: host,
      type: 2,
      name: 'María Guadalupe Ortiz',
      phone: '5599001122',
      reason: 'Limpieza',
      from: new Date(now.getTime() - 10 * DAY),
      until: new Date(now.getTime() + 20 * DAY),
      servers: [caseta],
      restriction: { days: ['1', '2', '3', '4', '5'], time: '08:00', duration_in_minutes: 540 },
      multiple: true,
    });
    for (const day of [9, 8, 7, 6, 3, 2, 1]) {
      const at = new Date(now.getTime() - day * DAY);
      const entry = await log({
        keyId: cleaning,
        type: 2,
        name: 'María Guadalupe Ortiz',
        host,
        at,
        gate: peatonal,
        server: caseta,
        direction: 'access',
      });
      await log({
        keyId: cleaning,
        type: 2,
        name: 'María Guadalupe Ortiz',
        host,
        at: new Date(at.getTime() + 8 * HOUR),
        gate: salida,
        server: caseta,
        direction: 'exit',
        related: entry,
      });
    }

    // Providers: one expected, one manual register by the guard.
    await key({
      owner: host,
      type: 5,
      name: 'Repartidor Amazon',
      reason: 'Paquetería',
      from: new Date(now.getTime() - HOUR),
      until: new Date(now.getTime() + 6 * HOUR),
      servers: [caseta],
      provider: 'amazon',
    });
    const delivery = await log({
      type: 5,
      name: 'Repartidor DHL',
      host,
      at: new Date(now.getTime() - 2 * DAY),
      gate: vehicular,
      server: caseta,
      direction: 'access',
      provider: 'dhl',
      reason: 'Paquetería',
    });
    await log({
      type: 5,
      name: 'Repartidor DHL',
      host,
      at: new Date(now.getTime() - 2 * DAY + 15 * 60_000),
      gate: salida,
      server: caseta,
      direction: 'exit',
      provider: 'dhl',
      related: delivery,
    });
    await log({
      type: 6,
      name: 'Técnico de internet',
      host: family,
      at: new Date(now.getTime() - 5 * DAY),
      gate: peatonal,
      server: caseta,
      direction: 'access',
      reason: 'Instalación',
      allowed: false,
      notes: 'Sin identificación',
    });

    // An event next weekend with two guests.
    const eventStart = new Date(now.getTime() + 6 * DAY);
    const eventId = (
      await trx
        .insertInto('events')
        .values({
          network_id: palmas,
          user_id: host,
          name: 'Cumpleaños de Héctor',
          description: 'Comida en el jardín de la Torre A',
          start_date: eventStart,
          end_date: new Date(eventStart.getTime() + 6 * HOUR),
          tolerance: 1,
          event_type_id: 2,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await trx
      .insertInto('event_access_servers')
      .values({ event_id: eventId, access_server_id: caseta, network_id: palmas })
      .execute();
    for (const [name, phone] of [
      ['Mariana López', '5522334455'],
      ['Lucía Fernández', '5544556677'],
    ] as const) {
      const guestKey = await key({
        owner: host,
        type: 3,
        name,
        phone,
        reason: 'Cumpleaños de Héctor',
        from: new Date(eventStart.getTime() - HOUR),
        until: new Date(eventStart.getTime() + 7 * HOUR),
        servers: [caseta],
      });
      await trx.updateTable('access_keys').set({ event_id: eventId }).where('id', '=', guestKey).execute();
    }

    // The secondary host's own event: a book club at Acceso Norte in three days, one guest.
    const clubStart = new Date(now.getTime() + 3 * DAY);
    const clubId = (
      await trx
        .insertInto('events')
        .values({
          network_id: palmas,
          user_id: family,
          name: 'Club de lectura',
          description: 'Sala común de la Torre A',
          start_date: clubStart,
          end_date: new Date(clubStart.getTime() + 2 * HOUR),
          tolerance: 1,
          event_type_id: 2,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await trx
      .insertInto('event_access_servers')
      .values({ event_id: clubId, access_server_id: norte, network_id: palmas })
      .execute();
    const clubGuest = await key({
      owner: family,
      type: 3,
      name: 'Daniela Vega',
      phone: '5566112233',
      reason: 'Club de lectura',
      from: new Date(clubStart.getTime() - HOUR),
      until: new Date(clubStart.getTime() + 3 * HOUR),
      servers: [norte],
    });
    await trx.updateTable('access_keys').set({ event_id: clubId }).where('id', '=', clubGuest).execute();

    // Corporativo Norte: a second network that must stay invisible to the first.
    const corporativo = await network({
      name: 'Corporativo Norte',
      passback: false,
      kind: 'corporate',
      tz: 'America/Monterrey',
    });
    const recepcion = await accessServer(corporativo, {
      name: 'Recepción',
      venue: 'Torre Corporativa',
      address: 'Av. Constitución 2050, Monterrey, N.L.',
      lat: 25.6714,
      lon: -100.3093,
      tz: 'America/Monterrey',
      photoId: false,
    });
    await gate(corporativo, recepcion, 'Torniquete Entrada', 'access');
    await gate(corporativo, recepcion, 'Torniquete Salida', 'exit');
    const piso3 = await unit(corporativo, 'Piso 3', [recepcion]);
    const otherAdmin = await user(corporativo, {
      email: 'admin@other.test',
      name: 'Olga Directora',
      role: 'network_admin',
      phone: '8112345670',
      servers: [],
    });
    await user(corporativo, {
      email: 'guard@other.test',
      name: 'Óscar Vigilante',
      role: 'security_guard',
      phone: '',
      servers: [recepcion],
      last: recepcion,
      invitedBy: otherAdmin,
    });
    await user(corporativo, {
      email: 'host@other.test',
      name: 'Omar Ejecutivo',
      role: 'host',
      phone: '8112345671',
      unit: piso3,
      servers: [recepcion],
      invitedBy: otherAdmin,
    });
  });
}
