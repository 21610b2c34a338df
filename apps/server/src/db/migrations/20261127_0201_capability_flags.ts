// Capability flags (spec §6, issue 14 item 12): each network switches providers, custom attributes and favourites
// on or off. On by default, so the demo and every existing network keep working as before. With them, the address
// of the network's CTPAT form, which a custom attribute named `ctpat` opens in a frame (https only; null: none).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table networks
      add column providers_enabled boolean not null default true,
      add column custom_attributes_enabled boolean not null default true,
      add column favorites_enabled boolean not null default true,
      add column ctpat_form_url text check (ctpat_form_url is null or ctpat_form_url like 'https://%')`.execute(db);
}
