// A person's data found across the network -> the admin's search answer, and the export's data.json.
import { PERSONAL_DATA_GROUP_LIMIT, type PersonalDataResult } from '@garita/contract';
import type {
  loadPersonalData,
  StoredPhoto,
  searchAccessKeys,
  searchCommunityMembers,
  searchTransactions,
  searchUsers,
} from '../repositories/personal-data.repository.ts';

type Rows<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

export interface FoundRows {
  users: Rows<typeof searchUsers>;
  accessKeys: Rows<typeof searchAccessKeys>;
  transactions: Rows<typeof searchTransactions>;
  contacts: Rows<typeof searchCommunityMembers>;
}

export function presentPersonalDataResult(found: FoundRows): PersonalDataResult {
  const groups = [found.users, found.accessKeys, found.transactions, found.contacts];
  return {
    users: found.users.map((u) => ({
      id: u.id,
      name: u.name,
      email: u.email,
      phone: u.phone,
      role: u.role,
      deleted: u.deleted_at !== null,
      created_at: u.created_at.toISOString(),
    })),
    access_keys: found.accessKeys.map((k) => ({
      id: k.id,
      visitor_name: k.visitor_name,
      visitor_email: k.visitor_email,
      visitor_phone: k.visitor_phone,
      access_key_type_id: k.access_key_type_id,
      host_name: k.host_name,
      event_name: k.event_name,
      valid_from: k.valid_from.toISOString(),
      photo_count: Number(k.photo_count ?? 0),
    })),
    transactions: found.transactions.map((t) => ({
      id: t.id,
      visitor_name: t.visitor_name,
      access_type: t.access_type,
      access_server_name: t.access_server_name,
      created_at: t.created_at.toISOString(),
      photo_count: Number(t.photo_count ?? 0),
    })),
    community_members: found.contacts.map((c) => ({
      id: c.id,
      name: c.name,
      email: c.email,
      phone: c.phone,
      saved_by: c.saved_by,
    })),
    truncated: groups.some((g) => g.length >= PERSONAL_DATA_GROUP_LIMIT),
  };
}

/** The file name of a photo inside the export's zip. */
export const photoFileName = (p: Pick<StoredPhoto, 'id' | 'photo_type'>) => `photos/${p.id}-${p.photo_type}.jpg`;

/** data.json of an export: who asked, when, and every record chosen, with the names of its photo files. */
export function presentPersonalDataExport(input: {
  network: { name: string; time_zone: string };
  exportedAt: Date;
  exportedBy: string;
  data: Rows<typeof loadPersonalData>;
  photos: StoredPhoto[];
}) {
  const photoFiles = (owner: 'transaction_id' | 'access_key_id', id: number) =>
    input.photos.filter((p) => p[owner] === id).map((p) => ({ file: photoFileName(p), type: p.photo_type }));
  const { users, accessKeys, transactions, contacts, watchlistMatches } = input.data;
  return {
    network: input.network.name,
    time_zone: input.network.time_zone,
    exported_at: input.exportedAt.toISOString(),
    exported_by: input.exportedBy,
    users,
    invitations: accessKeys.map((k) => ({ ...k, photos: photoFiles('access_key_id', k.id) })),
    logbook: transactions.map((t) => ({ ...t, photos: photoFiles('transaction_id', t.id) })),
    saved_contacts: contacts,
    watchlist_matches: watchlistMatches,
  };
}
