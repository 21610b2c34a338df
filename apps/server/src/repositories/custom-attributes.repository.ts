// A network's custom attributes (the extra fields of registers and invitations), in their scope's order.
import type { CustomAttributeScope } from '@garita/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../db/index.ts';
import type { Database } from '../db/schema.ts';

export type CustomAttributeRow = Selectable<Database['custom_attributes']>;

/** Every attribute of a network, or of one scope, in the order the forms show them. */
export async function listCustomAttributes(db: Db, networkId: number, scope?: CustomAttributeScope) {
  let q = db.selectFrom('custom_attributes').selectAll().where('network_id', '=', networkId);
  if (scope) q = q.where('scope', '=', scope);
  return q.orderBy('scope').orderBy('position').orderBy('id').execute();
}

export async function findCustomAttribute(db: Db, networkId: number, id: number) {
  return db
    .selectFrom('custom_attributes')
    .selectAll()
    .where('id', '=', id)
    .where('network_id', '=', networkId)
    .executeTakeFirst();
}

/** Added last in its scope's order. */
export async function insertCustomAttribute(
  db: Db,
  networkId: number,
  input: Pick<CustomAttributeRow, 'scope' | 'attribute_name' | 'attribute_type' | 'required' | 'options'>,
): Promise<CustomAttributeRow> {
  return db
    .insertInto('custom_attributes')
    .values((eb) => ({
      network_id: networkId,
      scope: input.scope,
      attribute_name: input.attribute_name,
      attribute_type: input.attribute_type,
      required: input.required,
      options: JSON.stringify(input.options),
      position: eb
        .selectFrom('custom_attributes')
        .select((s) => s.fn.coalesce(s.fn.max('position'), s.lit(0)).as('p'))
        .where('network_id', '=', networkId)
        .where('scope', '=', input.scope),
    }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateCustomAttribute(
  db: Db,
  row: CustomAttributeRow,
  changes: Partial<Pick<CustomAttributeRow, 'attribute_name' | 'required' | 'options'>>,
): Promise<CustomAttributeRow> {
  const { options, ...rest } = changes;
  return db
    .updateTable('custom_attributes')
    .set({ ...rest, ...(options !== undefined ? { options: JSON.stringify(options) } : {}) })
    .where('id', '=', row.id)
    .where('network_id', '=', row.network_id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteCustomAttribute(db: Db, row: CustomAttributeRow): Promise<void> {
  await db.deleteFrom('custom_attributes').where('id', '=', row.id).where('network_id', '=', row.network_id).execute();
}
