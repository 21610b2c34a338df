// First run and new networks: the API's POST /setup and the command line's `setup` and `network create` all
// come here. Creating a network takes the networks lock (a PostgreSQL advisory lock held to the end of the
// transaction), so "is this the first network?" cannot be answered yes twice: of two racing setups one
// creates the site and the other answers 409 already_set_up, on PGlite and on PostgreSQL alike.
import { randomUUID } from 'node:crypto';
import type { LoginResponse, NewNetwork, SetupRequest, SetupStatus } from '@garita/contract';
import type { AppContext } from '../context.ts';
import type { NetworkRow, UserRow } from '../db/schema.ts';
import { AppError } from '../lib/errors.ts';
import { hasAnyNetwork, insertNetwork, lockNetworkCreation } from '../repositories/networks.repository.ts';
import { findUserByEmail, insertUser } from '../repositories/users.repository.ts';
import { createPasswordLink, hashPassword, loginAnswer, openSession } from './auth.service.ts';
import { queueCmsUserSync } from './cms-sync.ts';

export interface NewNetworkWithAdmin {
  network: NewNetwork;
  admin: { name: string; email: string };
}

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === UNIQUE_VIOLATION;

export const alreadySetUp = () => new AppError(409, 'already_set_up');

/** `outbox` is the server's worker; the CLI has none (the running server's timer sends what it queued). */
export function createSetupService(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'> & Partial<Pick<AppContext, 'outbox'>>,
) {
  const { db } = ctx;

  /** One transaction under the networks lock: the network, its default providers and its first admin. */
  async function createNetworkWithAdmin(
    input: NewNetworkWithAdmin,
    passwordHash: string | null,
    { onlyFirst }: { onlyFirst: boolean },
  ): Promise<{ network: NetworkRow; admin: UserRow }> {
    try {
      const created = await db.transaction().execute(async (trx) => {
        await lockNetworkCreation(trx);
        if (onlyFirst && (await hasAnyNetwork(trx))) throw alreadySetUp();
        if (await findUserByEmail(trx, input.admin.email)) throw new AppError(422, 'email_taken');
        const network = await insertNetwork(trx, {
          uuid: randomUUID(),
          name: input.network.name,
          kind: input.network.kind,
          time_zone: input.network.time_zone,
        });
        const admin = await insertUser(
          trx,
          {
            network_id: network.id,
            role: 'network_admin',
            name: input.admin.name,
            email: input.admin.email,
            password_hash: passwordHash,
          },
          [],
        );
        await queueCmsUserSync(ctx, trx, [admin.id]);
        return { network, admin };
      });
      void ctx.outbox?.kick();
      return created;
    } catch (error) {
      // The email was taken by a user created outside the lock (POST /users) between the check and the insert.
      if (isUniqueViolation(error)) throw new AppError(422, 'email_taken');
      throw error;
    }
  }

  return {
    /** Answers 409 once a network exists, before a setup body is even read. */
    async refuseIfSetUp(): Promise<void> {
      if (await hasAnyNetwork(db)) throw alreadySetUp();
    },

    async status(): Promise<SetupStatus> {
      return { needed: !(await hasAnyNetwork(db)) };
    },

    /** The site's first network and admin, signed in at once: the same answer as POST /login. */
    async setup(input: SetupRequest): Promise<LoginResponse> {
      // Hashed before the lock is taken: argon2 is the slow part and needs no database.
      const passwordHash = await hashPassword(input.admin.password);
      const { admin } = await createNetworkWithAdmin(input, passwordHash, { onlyFirst: true });
      return loginAnswer(ctx, admin, await openSession(ctx, admin));
    },

    /** Another network whose admin has no password yet: answers the single-use link to choose one. */
    async createNetwork(input: NewNetworkWithAdmin): Promise<{ network: NetworkRow; admin: UserRow; link: string }> {
      const { network, admin } = await createNetworkWithAdmin(input, null, { onlyFirst: false });
      return { network, admin, link: await createPasswordLink(ctx, admin, 'welcome') };
    },
  };
}
