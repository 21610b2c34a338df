// A network admin's custom attributes (routes/network): the extra fields guards are asked at registers and hosts
// on invitations. Names are unique per scope (values are stored under them); the scope and type stay once created;
// removing one deletes its definition only: records keep the values they were given, under its name.
import {
  type CustomAttributeList,
  type CustomAttributeScope,
  customAttributeOptionsProblem,
  type NetworkCustomAttribute,
  type NewCustomAttribute,
  type UpdateCustomAttribute,
} from '@garita/contract';
import type { AppContext, Auth } from '../context.ts';
import { invalid, notFound } from '../lib/errors.ts';
import {
  deleteCustomAttribute,
  findCustomAttribute,
  insertCustomAttribute,
  listCustomAttributes,
  type CustomAttributeRow as Row,
  updateCustomAttribute,
} from '../repositories/custom-attributes.repository.ts';

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
    const row = await findCustomAttribute(db, auth.network.id, id);
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
      return { custom_attributes: (await listCustomAttributes(db, auth.network.id)).map(present) };
    },

    /** Added last in its scope's order. */
    async create(auth: Auth, input: NewCustomAttribute): Promise<NetworkCustomAttribute> {
      return present(await write(() => insertCustomAttribute(db, auth.network.id, input)));
    },

    async update(auth: Auth, id: number, input: UpdateCustomAttribute): Promise<NetworkCustomAttribute> {
      const row = await load(auth, id);
      const problem = input.options && customAttributeOptionsProblem(row.attribute_type, input.options);
      if (problem) throw invalid('options', problem);
      const changes = {
        ...(input.attribute_name !== undefined ? { attribute_name: input.attribute_name } : {}),
        ...(input.required !== undefined ? { required: input.required } : {}),
        ...(input.options !== undefined ? { options: input.options } : {}),
      };
      if (Object.keys(changes).length === 0) return present(row);
      return present(await write(() => updateCustomAttribute(db, row, changes)));
    },

    async remove(auth: Auth, id: number): Promise<void> {
      await deleteCustomAttribute(db, await load(auth, id));
    },

    /** The forms' list of one scope (GET /transactions/custom_attributes, /access_keys/custom_attributes). */
    async catalog(auth: Auth, scope: CustomAttributeScope): Promise<CustomAttributeList> {
      const rows = await listCustomAttributes(db, auth.network.id, scope);
      return {
        custom_attributes: rows.map((r) => ({
          id: r.id,
          attribute_name: r.attribute_name,
          attribute_type: r.attribute_type,
          required: r.required,
          options: r.options,
          value: r.attribute_type === 'boolean' ? false : null,
        })),
      };
    },
  };
}
