// A grant at a printing gate shows the key's first photo on its badge; most keys have none. `access_keys.has_photos`
// says whether a photo was ever stored for the key, set by the database when its first one is (a trigger, so no
// write path can forget it: an invitation's photos, add_photos), so the scan looks for photos only for those keys
// (docs/access-decisions.md, "Round trips on the guard's path"). It is never set back: a key whose photos were all
// removed reads an empty list, as before.
import { type Kysely, sql } from 'kysely';

const statements = [
  `alter table access_keys add column has_photos boolean not null default false`,
  `update access_keys k set has_photos = true where exists (select 1 from photos p where p.access_key_id = k.id)`,
  `create function access_keys_has_photos() returns trigger language plpgsql as $$
  begin
    update access_keys set has_photos = true where id = new.access_key_id and not has_photos;
    return null;
  end $$`,
  `create trigger photos_key_has_photos after insert or update of access_key_id on photos
    for each row when (new.access_key_id is not null) execute function access_keys_has_photos()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
