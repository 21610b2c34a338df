// A network's custom attribute names are unique per scope, whatever their case: values are stored under the name
// (transactions.custom_attrs, access_keys.custom_attrs), so two attributes of one name would share them. Until
// now only the demo seed wrote this table; the admin's catalogue (routes/network) writes it from here on.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index custom_attributes_name on custom_attributes (network_id, scope, lower(attribute_name))`.execute(
    db,
  );
}
