// A network admin's custom attributes (routes/network): the extra fields guards are asked at registers and hosts
// on invitations. Names are unique per scope (values are stored under them); the scope and type stay once created;
// removing one deletes its definition only: records keep the values they were given, under its name.
import {
  type AttributeType,
  customAttributeOptionsProblem,
  type NetworkCustomAttribute,
  type NewCustomAttribute,
  type UpdateCustomAttribute,
} from '@garita/contract';
import type { Selectable } from 'kysely';
import type { AppContext, Auth } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { invalid, notFound } from '../lib/errors.ts';

type Row = Selectable<Database['custom_attributes']>;

const present = (row: Row): NetworkCustomAttribute => ({
  id: row.id,
  scope: row.scope,
  attribute_name: row.attribute_name,
  attribute_type: row.attribute_type,
  required: row.required,
  options: row.options,
});

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';
const nameTaken = () => invalid('attribute_name', 'another attribute of this kind has this name');

export function createCustomAttributesService(ctx: Pick<AppContext, 'db'>) {
  const { db } = ctx;

  async function load(auth: Auth, id: number): Promise<Row> {
    const row = await db
      .selectFrom('custom_attributes')
      .selectAll()
      .where('id', '=', id)
      .where('network_id', '=', auth.network.id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  async function write<T>(action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }

  return {
    async list(auth: Auth): Promise<{ custom_attributes: NetworkCustomAttribute[] }> {
      const rows = await db
        .selectFrom('custom_attributes')
        .selectAll()
        .where('network_id', '=', auth.network.id)
        .orderBy('scope')
        .orderBy('position')
        .orderBy('id')
        .execute();
      return { custom_attributes: rows.map(present) };
    },

    /** Added last in its scope's order. */
    async create(auth: Auth, input: NewCustomAttribute): Promise<NetworkCustomAttribute> {
      const row = await write(() =>
        db
          .insertInto('custom_attributes')
          .values((eb) => ({
            network_id: auth.network.id,
            scope: input.scope,
            attribute_name: input.attribute_name,
            attribute_type: input.attribute_type,
            required: input.required,
            options: JSON.stringify(input.options),
            position: eb
              .selectFrom('custom_attributes')
              .select((s) => s.fn.coalesce(s.fn.max('position'), s.lit(0)).as('p'))
              .where('network_id', '=', auth.network.id)
              .where('scope', '=', input.scope),
          }))
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return present(row);
    },

    async update(auth: Auth, id: number, input: UpdateCustomAttribute): Promise<NetworkCustomAttribute> {
      const row = await load(auth, id);
      const problem = input.options && customAttributeOptionsProblem(row.attribute_type, input.options);
      if (problem) throw invalid('options', problem);
      const changes = {
        ...(input.attribute_name !== undefined ? { attribute_name: input.attribute_name } : {}),
        ...(input.required !== undefined ? { required: input.required } : {}),
        ...(input.options !== undefined ? { options: JSON.stringify(input.options) } : {}),
      };
      if (Object.keys(changes).length === 0) return present(row);
      const updated = await write(() =>
        db
          .updateTable('custom_attributes')
          .set(changes)
          .where('id', '=', row.id)
          .where('network_id', '=', auth.network.id)
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return present(updated);
    },

    async remove(auth: Auth, id: number): Promise<void> {
      const row = await load(auth, id);
      await db.deleteFrom('custom_attributes').where('id', '=', row.id).execute();
    },
  };
}
