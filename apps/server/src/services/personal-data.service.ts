// ARCO requests (LFPDPPP): an admin finds a person's data across their network by name, email or phone, exports the
// records they chose (a zip streamed as it is built: data.json and the photos) and erases them. Erasing keeps the
// logbook's facts and times, as the retention purge does, and deletes accounts through the users' own rule
// (policies/users.ts canDeleteUser: never oneself). A record of another network is not found (404), like a missing one.
import { Readable } from 'node:stream';
import type { PersonalDataErased, PersonalDataResult, PersonalDataSelection } from '@garita/contract';
import type { z } from 'zod';
import type { AppContext, Auth } from '../context.ts';
import { noAccess, notFound } from '../lib/errors.ts';
import { canDeleteUser } from '../policies/users.ts';
import {
  photoFileName,
  presentPersonalDataExport,
  presentPersonalDataResult,
} from '../presenters/personal-data.presenter.ts';
import {
  anonymiseUser,
  countInNetwork,
  erasePersonalRecords,
  loadPersonalData,
  type PersonalDataIds,
  photosOf,
  searchAccessKeys,
  searchCommunityMembers,
  searchTransactions,
  searchUsers,
  usersByIds,
} from '../repositories/personal-data.repository.ts';
import { revokeUserSessions } from '../repositories/sessions.repository.ts';
import { softDeleteUser } from '../repositories/users.repository.ts';
import { recordAudit } from './audit.service.ts';
import { queueCmsUserSync } from './cms-sync.ts';

type Selection = z.output<typeof PersonalDataSelection>;

export interface PersonalDataExport {
  fileName: string;
  stream: Readable;
}

const unique = (ids: number[]) => [...new Set(ids)];

export function createPersonalDataService(ctx: AppContext) {
  const { db } = ctx;

  /** The selection without duplicates; 404 when any id is not a record of the caller's network. */
  async function checked(auth: Auth, selection: Selection): Promise<PersonalDataIds> {
    const ids: PersonalDataIds = {
      users: unique(selection.users),
      access_keys: unique(selection.access_keys),
      transactions: unique(selection.transactions),
      community_members: unique(selection.community_members),
    };
    const found = await countInNetwork(db, auth.network.id, ids);
    const complete = (Object.keys(ids) as (keyof PersonalDataIds)[]).every(
      (kind) => found[kind].length === ids[kind].length,
    );
    if (!complete) throw notFound();
    return ids;
  }

  return {
    async search(auth: Auth, query: string): Promise<PersonalDataResult> {
      const networkId = auth.network.id;
      const [users, accessKeys, contacts] = await Promise.all([
        searchUsers(db, networkId, query),
        searchAccessKeys(db, networkId, query),
        searchCommunityMembers(db, networkId, query),
      ]);
      const transactions = await searchTransactions(
        db,
        networkId,
        query,
        accessKeys.map((k) => k.id),
      );
      return presentPersonalDataResult({ users, accessKeys, transactions, contacts });
    },

    /** The zip of the chosen records. Photos are read from storage one at a time, as the zip reaches them. */
    async export(auth: Auth, selection: Selection): Promise<PersonalDataExport> {
      const ids = await checked(auth, selection);
      const networkId = auth.network.id;
      const [data, photos] = await Promise.all([loadPersonalData(db, networkId, ids), photosOf(db, networkId, ids)]);
      // The audit log keeps which records left and how many photos, never their contents (docs/audit.md).
      await recordAudit(db, {
        network_id: networkId,
        actor_user_id: auth.user.id,
        action: 'arco.export',
        details: { ...ids, photos: photos.length },
      });
      const exportedAt = ctx.now();
      const json = presentPersonalDataExport({
        network: auth.network,
        exportedAt,
        exportedBy: auth.user.email,
        data,
        photos,
      });
      // archiver and its streams (about 70 modules) load with the first export, not at start-up.
      const { ZipArchive } = await import('archiver');
      const zip = new ZipArchive({ zlib: { level: 6 } });
      zip.append(JSON.stringify(json, null, 2), { name: 'data.json', date: exportedAt });
      for (const photo of photos) {
        const { storage } = ctx;
        // A lazy stream: the file is read only when the zip gets to it.
        const bytes = Readable.from(
          (async function* () {
            const found = await storage.get(photo.storage_key);
            if (found) yield found;
          })(),
        );
        // JPEGs are compressed already: stored as they are.
        zip.append(bytes, { name: photoFileName(photo), date: photo.created_at, store: true });
      }
      zip.on('error', (error) => ctx.log.error({ err: error }, 'personal data export failed'));
      void zip.finalize().catch(() => {});
      const day = exportedAt.toISOString().slice(0, 10);
      return { fileName: `personal-data-${day}.zip`, stream: zip };
    },

    /**
     * Erases the chosen records: logbook rows and invitations lose their personal fields and photos (the facts and
     * times stay), invitations are cancelled, saved contacts are deleted, and accounts are deleted and anonymised.
     * Any account the caller may not delete (themselves) refuses the whole request with 422 user_no_access.
     */
    async erase(auth: Auth, selection: Selection): Promise<PersonalDataErased> {
      const ids = await checked(auth, selection);
      const networkId = auth.network.id;
      const users = await usersByIds(db, networkId, ids.users);
      if (users.some((user) => !canDeleteUser(auth, user))) throw noAccess();
      const now = ctx.now();
      const done = await db.transaction().execute(async (trx) => {
        for (const user of users) {
          if (!user.deleted_at) await softDeleteUser(trx, user, now);
          await revokeUserSessions(trx, user.id, now);
          await anonymiseUser(trx, networkId, user.id, now);
        }
        // The CMS's copy is blocked and stripped too (services/cms-sync.ts), once this commits.
        await queueCmsUserSync(
          ctx,
          trx,
          users.map((user) => user.id),
        );
        const erased = await erasePersonalRecords(trx, networkId, ids, now);
        // In the erasure's transaction: no erasure without its line in the audit log.
        await recordAudit(trx, {
          network_id: networkId,
          actor_user_id: auth.user.id,
          action: 'arco.erase',
          details: {
            ...ids,
            erased: {
              access_keys: erased.access_keys,
              transactions: erased.transactions,
              community_members: erased.community_members,
              photos: erased.photoKeys.length,
            },
          },
        });
        return erased;
      });
      if (users.length) void ctx.outbox.kick();
      // After the commit: a failed removal leaves a file no row points at, never a row without its file.
      for (const key of done.photoKeys) {
        try {
          await ctx.storage.delete(key);
        } catch (error) {
          ctx.log.error({ err: error, key }, 'erased photo file could not be removed');
        }
      }
      return {
        users: users.length,
        access_keys: done.access_keys,
        transactions: done.transactions,
        community_members: done.community_members,
        photos: done.photoKeys.length,
      };
    },
  };
}
