// User management (spec §5/§6): list, show, create, edit, delete. Who may do what: policies/users.ts.
import type { CreateUserRequest, Role, UpdateUserRequest, User } from '@garita/contract';
import type { Updateable } from 'kysely';
import type { AppContext, Auth } from '../context.ts';
import type { UserRow, UsersTable } from '../db/schema.ts';
import { AppError, invalid, noAccess, notFound } from '../lib/errors.ts';
import { pageTotals, pageWindow } from '../lib/paging.ts';
import { checkAccessPointIds } from '../policies/principal.ts';
import {
  canCreateRole,
  canDeleteUser,
  canSeeUser,
  createsInOwnUnit,
  mayApplyUserEdit,
  userScope,
} from '../policies/users.ts';
import { presentUsers } from '../presenters/user.presenter.ts';
import { findAccessServer } from '../repositories/access-servers.repository.ts';
import { findNetworkGroup, unitAccessServerIds } from '../repositories/network-groups.repository.ts';
import { revokeUserSessions } from '../repositories/sessions.repository.ts';
import {
  countActiveUsers,
  findUser,
  insertUser,
  listUsers,
  softDeleteUser,
  updateUser,
  userDetails,
} from '../repositories/users.repository.ts';
import { createAccountChecks } from './accounts.service.ts';
import { hashPassword } from './auth.service.ts';
import { queueCmsUserSync } from './cms-sync.ts';
import { queueEmailChangeNotice, queueWelcomeMail } from './mail.ts';

/** The user fields the CMS mirror carries (services/cms-sync.ts cmsUserFields). */
const MIRRORED = ['name', 'email', 'phone', 'country_code', 'role', 'network_group_id', 'active'] as const;

export function createUsersService(ctx: AppContext) {
  const { db } = ctx;
  const accounts = createAccountChecks(ctx);

  async function load(auth: Auth, id: number): Promise<UserRow> {
    const user = await findUser(db, auth.network.id, id);
    if (!user || !canSeeUser(auth, user)) throw notFound();
    return user;
  }

  async function presentAll(auth: Auth, users: UserRow[]): Promise<User[]> {
    const details = await userDetails(db, auth.network.id, users);
    return presentUsers(auth, auth.network, users, details, ctx.config.desktopModeEmails);
  }

  async function present(auth: Auth, user: UserRow): Promise<User> {
    const [presented] = await presentAll(auth, [user]);
    if (!presented) throw notFound();
    return presented;
  }

  /** The active access points a user works at (an admin: every one of the network). */
  async function workingIds(user: UserRow): Promise<number[]> {
    return (await userDetails(db, user.network_id, [user])).servers.map((s) => s.id);
  }

  const checkAccessServers = async (auth: Auth, ids: number[], path: string) =>
    (await checkAccessPointIds(db, auth, ids, { path, anyOfNetwork: true })).map((s) => s.id);

  async function checkGroup(auth: Auth, id: number | null | undefined): Promise<number | null> {
    if (!id) return null;
    const group = await findNetworkGroup(db, auth.network.id, id);
    if (!group) throw invalid('network_group', 'unknown unit');
    return group.id;
  }

  /**
   * Mirrors the users to the CMS, when there is one (services/cms-sync.ts): queued in this request's transaction,
   * sent by the outbox's worker after it commits.
   */
  async function syncToCms(ids: number[]): Promise<void> {
    if (await queueCmsUserSync(ctx, db, ids)) await ctx.outbox.kickAfterCommit();
  }

  async function checkLimit(auth: Auth, role: Role): Promise<void> {
    const limit = auth.network.user_limits[role];
    if (limit !== undefined && (await countActiveUsers(db, auth.network.id, role)) >= limit) {
      throw new AppError(422, 'limit_reached');
    }
  }

  return {
    async list(auth: Auth, q: { page: number; results: number; query?: string; role?: Role; network_group?: number }) {
      const scope = userScope(auth);
      if (!scope) return { users: [], total_pages: 0, total_count: 0 };
      const roles = q.role ? (scope.roles ?? [q.role]).filter((r) => r === q.role) : scope.roles;
      const { rows, total } = await listUsers(db, {
        networkId: auth.network.id,
        ...scope,
        roles,
        networkGroupId: scope.networkGroupId ?? q.network_group,
        query: q.query,
        ...pageWindow(q),
      });
      return { users: await presentAll(auth, rows), ...pageTotals(total, q) };
    },

    async search(auth: Auth, q: string, networkGroup?: number) {
      const { users } = await this.list(auth, {
        page: 1,
        results: 20,
        query: q || undefined,
        network_group: networkGroup,
      });
      return { users };
    },

    async show(auth: Auth, id: number): Promise<User> {
      return present(auth, await load(auth, id));
    },

    async create(auth: Auth, { user: input }: CreateUserRequest): Promise<User> {
      if (!canCreateRole(auth, input.role)) throw noAccess();
      const isGuard = input.role === 'security_guard';
      if (!isGuard && !input.phone) throw invalid('user.phone', 'required');
      await checkLimit(auth, input.role);
      let groupId: number | null;
      let serverIds: number[];
      if (createsInOwnUnit(auth)) {
        // A host's secondary users live in the host's unit and use the host's access points.
        groupId = auth.user.network_group_id;
        const hostServers = await workingIds(auth.user);
        serverIds = input.access_servers.length
          ? (await checkAccessServers(auth, input.access_servers, 'access_servers')).filter((id) =>
              hostServers.includes(id),
            )
          : hostServers;
      } else {
        groupId = await checkGroup(auth, input.network_group);
        serverIds = await checkAccessServers(auth, input.access_servers, 'access_servers');
        if (input.role === 'host' && !groupId) throw invalid('user.network_group', 'required');
        if (isGuard && serverIds.length === 0) throw invalid('user.access_servers', 'required');
        if (input.role === 'host' && serverIds.length === 0 && groupId)
          serverIds = await unitAccessServerIds(db, groupId);
      }
      // Last: "email taken" is only ever the answer to an otherwise valid request (docs/accounts.md).
      await accounts.checkEmailFree(auth, input.email);
      const created = await insertUser(
        db,
        {
          network_id: auth.network.id,
          network_group_id: groupId,
          role: input.role,
          name: input.name,
          email: input.email,
          phone: input.phone ?? '',
          country_code: input.country_code,
          password_hash: input.password ? await hashPassword(input.password) : null,
          invited_by_id: auth.user.id,
        },
        serverIds,
      );
      // The welcome link leaves through the outbox after the commit: an SMTP outage never fails the new user.
      if (!input.password) {
        await queueWelcomeMail(ctx, db, created.id);
        await ctx.outbox.kickAfterCommit();
      }
      await syncToCms([created.id]);
      return present(auth, created);
    },

    async update(auth: Auth, id: number, { user: input }: UpdateUserRequest): Promise<User> {
      const target = await load(auth, id);
      if (!mayApplyUserEdit(auth, target, input)) throw noAccess();
      const isSelf = target.id === auth.user.id;
      const newEmail = input.email !== undefined && input.email !== target.email ? input.email : undefined;
      // Users prove who they are before changing how they sign in; admins editing others do not (docs/accounts.md).
      if (isSelf && (newEmail !== undefined || input.password !== undefined)) {
        await accounts.checkCurrentPassword(auth, input.current_password);
      }
      const values: Updateable<UsersTable> = {};
      if (input.name !== undefined) values.name = input.name;
      if (input.phone !== undefined) {
        if (!input.phone && (input.role ?? target.role) !== 'security_guard') throw invalid('user.phone', 'required');
        values.phone = input.phone;
      }
      if (input.country_code !== undefined) values.country_code = input.country_code;
      if (input.email_notification !== undefined) values.email_notification = input.email_notification;
      if (input.push_notification !== undefined) values.push_notification = input.push_notification;
      if (input.role !== undefined) values.role = input.role;
      if (input.network_group !== undefined) values.network_group_id = await checkGroup(auth, input.network_group);
      if (input.password !== undefined) values.password_hash = await hashPassword(input.password);
      if (input.active !== undefined && input.active !== target.active) {
        if (input.active) await checkLimit(auth, input.role ?? target.role);
        values.active = input.active;
      }
      const serverIds = input.access_servers
        ? await checkAccessServers(auth, input.access_servers, 'access_servers')
        : undefined;
      if (newEmail !== undefined) {
        await accounts.checkEmailFree(auth, newEmail, target.id);
        values.email = newEmail;
      }
      const updated = await updateUser(db, target, values, serverIds);
      // While deactivated, every call with an old token answers 403 suspended_account (the client logs out
      // with that message); reactivation revokes those tokens, so only a fresh login works again. A new password
      // ends every other session; users who changed their own keep the one they changed it from.
      if (values.active === true || values.password_hash) {
        await revokeUserSessions(db, target.id, ctx.now(), isSelf ? auth.sessionId : undefined);
      }
      if (isSelf && newEmail !== undefined) {
        const change = { userId: target.id, name: target.name, oldEmail: target.email, newEmail };
        await queueEmailChangeNotice(ctx, db, change);
        await ctx.outbox.kickAfterCommit();
      }
      // What the CMS keeps (cms-sync.ts cmsUserFields); a password or notification choice is not its business.
      if (serverIds || MIRRORED.some((field) => field in values)) await syncToCms([target.id]);
      return present(auth, updated);
    },

    async remove(auth: Auth, id: number): Promise<void> {
      const target = await load(auth, id);
      if (!canDeleteUser(auth, target)) throw noAccess();
      await softDeleteUser(db, target, ctx.now());
      await revokeUserSessions(db, target.id, ctx.now());
      await syncToCms([target.id]);
    },

    async controlAccessServer(auth: Auth, accessServerId: number): Promise<User> {
      const server = await findAccessServer(db, auth.network.id, accessServerId);
      if (!server || !(await workingIds(auth.user)).includes(server.id)) throw notFound();
      const updated = await updateUser(db, auth.user, { last_access_server_id: server.id });
      return present(auth, updated);
    },
  };
}
