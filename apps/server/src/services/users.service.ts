// User management rules of spec §5/§6: who sees, creates, edits and deletes which users.
import type { CreateUserRequest, Role, UpdateUserRequest, User } from '@garita/contract';
import type { Updateable } from 'kysely';
import type { AppContext, Auth } from '../context.ts';
import type { UserRow, UsersTable } from '../db/schema.ts';
import { AppError, invalid, noAccess, notFound } from '../lib/errors.ts';
import { CREATABLE_ROLES, presentUser, presentUsers } from '../presenters/user.presenter.ts';
import { findAccessServer, findActiveAccessServers } from '../repositories/access-servers.repository.ts';
import { revokeUserSessions } from '../repositories/sessions.repository.ts';
import {
  countActiveUsers,
  findUser,
  findUserByEmail,
  insertUser,
  listUsers,
  softDeleteUser,
  type UserFilter,
  updateUser,
} from '../repositories/users.repository.ts';
import { hashPassword, sendPasswordLink } from './auth.service.ts';

/** Which users a role may see: admins all of their network, hosts their unit's secondary users,
 *  guards the residents a register can be made for. */
function visibleScope(auth: Auth): Pick<UserFilter, 'roles' | 'networkGroupId'> | null {
  switch (auth.user.role) {
    case 'network_admin':
      return {};
    case 'host':
      return auth.user.network_group_id
        ? { roles: ['secondary_user'], networkGroupId: auth.user.network_group_id }
        : null;
    case 'security_guard':
      return { roles: ['host', 'secondary_user'] };
    default:
      return null;
  }
}

function canSee(auth: Auth, target: UserRow): boolean {
  if (target.id === auth.user.id) return true;
  const scope = visibleScope(auth);
  if (!scope) return false;
  if (scope.roles && !scope.roles.includes(target.role)) return false;
  return !scope.networkGroupId || scope.networkGroupId === target.network_group_id;
}

export function createUsersService(ctx: AppContext) {
  const { db } = ctx;

  async function load(auth: Auth, id: number): Promise<UserRow> {
    const user = await findUser(db, auth.network.id, id);
    if (!user || !canSee(auth, user)) throw notFound();
    return user;
  }

  async function checkEmailFree(email: string, exceptId?: number): Promise<void> {
    const owner = await findUserByEmail(db, email);
    if (owner && owner.id !== exceptId) throw new AppError(422, 'email_taken');
  }

  async function checkAccessServers(auth: Auth, ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    const found = await findActiveAccessServers(db, auth.network.id, unique);
    if (found.length !== unique.length) throw invalid('access_servers', 'unknown access point');
    return unique;
  }

  async function checkGroup(auth: Auth, id: number | null | undefined): Promise<number | null> {
    if (!id) return null;
    const group = await db
      .selectFrom('network_groups')
      .select('id')
      .where('network_id', '=', auth.network.id)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!group) throw invalid('network_group', 'unknown unit');
    return group.id;
  }

  async function checkLimit(auth: Auth, role: Role): Promise<void> {
    const limit = auth.network.user_limits[role];
    if (limit !== undefined && (await countActiveUsers(db, auth.network.id, role)) >= limit) {
      throw new AppError(422, 'limit_reached');
    }
  }

  return {
    async list(auth: Auth, q: { page: number; results: number; query?: string; role?: Role; network_group?: number }) {
      const scope = visibleScope(auth);
      if (!scope) return { users: [], total_pages: 0, total_count: 0 };
      const roles = q.role ? (scope.roles ?? [q.role]).filter((r) => r === q.role) : scope.roles;
      const { rows, total } = await listUsers(db, {
        networkId: auth.network.id,
        ...scope,
        roles,
        networkGroupId: scope.networkGroupId ?? q.network_group,
        query: q.query,
        limit: q.results,
        offset: (q.page - 1) * q.results,
      });
      return {
        users: await presentUsers(db, auth.network, rows),
        total_pages: Math.ceil(total / q.results),
        total_count: total,
      };
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
      return presentUser(db, auth.network, await load(auth, id));
    },

    async create(auth: Auth, { user: input }: CreateUserRequest): Promise<User> {
      if (!CREATABLE_ROLES[auth.user.role].includes(input.role)) throw noAccess();
      const isGuard = input.role === 'security_guard';
      if (!isGuard && !input.phone) throw invalid('user.phone', 'required');
      await checkEmailFree(input.email);
      await checkLimit(auth, input.role);
      let groupId: number | null;
      let serverIds: number[];
      if (auth.user.role === 'host') {
        // A host's secondary users live in the host's unit and use the host's access points.
        groupId = auth.user.network_group_id;
        const hostServers = (await presentUser(db, auth.network, auth.user)).access_servers.map((s) => s.id);
        serverIds = input.access_servers.length
          ? (await checkAccessServers(auth, input.access_servers)).filter((id) => hostServers.includes(id))
          : hostServers;
      } else {
        groupId = await checkGroup(auth, input.network_group);
        serverIds = await checkAccessServers(auth, input.access_servers);
        if (input.role === 'host' && !groupId) throw invalid('user.network_group', 'required');
        if (isGuard && serverIds.length === 0) throw invalid('user.access_servers', 'required');
        if (input.role === 'host' && serverIds.length === 0 && groupId) {
          const unitServers = await db
            .selectFrom('network_group_access_servers')
            .select('access_server_id')
            .where('network_group_id', '=', groupId)
            .execute();
          serverIds = unitServers.map((r) => r.access_server_id);
        }
      }
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
      if (!input.password) await sendPasswordLink(ctx, created, 'welcome');
      return presentUser(db, auth.network, created);
    },

    async update(auth: Auth, id: number, { user: input }: UpdateUserRequest): Promise<User> {
      const target = await load(auth, id);
      const isSelf = target.id === auth.user.id;
      const isAdmin = auth.user.role === 'network_admin';
      if (!isSelf && !isAdmin) throw noAccess();
      if (
        !isAdmin &&
        (input.role || input.active !== undefined || input.network_group !== undefined || input.access_servers)
      ) {
        throw noAccess();
      }
      if (isSelf && (input.active === false || (input.role && input.role !== target.role))) throw noAccess();
      if (input.role && input.role !== target.role && !CREATABLE_ROLES[auth.user.role].includes(input.role))
        throw noAccess();
      const values: Updateable<UsersTable> = {};
      if (input.name !== undefined) values.name = input.name;
      if (input.email !== undefined && input.email !== target.email) {
        await checkEmailFree(input.email, target.id);
        values.email = input.email;
      }
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
      const serverIds = input.access_servers ? await checkAccessServers(auth, input.access_servers) : undefined;
      const updated = await updateUser(db, target, values, serverIds);
      // While deactivated, every call with an old token answers 403 suspended_account (the client logs out
      // with that message); reactivation revokes those tokens, so only a fresh login works again.
      if (values.active === true || values.password_hash) await revokeUserSessions(db, target.id, ctx.now());
      return presentUser(db, auth.network, updated);
    },

    async remove(auth: Auth, id: number): Promise<void> {
      const target = await load(auth, id);
      if (target.id === auth.user.id) throw noAccess();
      if (auth.user.role === 'host' && target.role !== 'secondary_user') throw noAccess();
      await softDeleteUser(db, target, ctx.now());
      await revokeUserSessions(db, target.id, ctx.now());
    },

    async controlAccessServer(auth: Auth, accessServerId: number): Promise<User> {
      const server = await findAccessServer(db, auth.network.id, accessServerId);
      const me = await presentUser(db, auth.network, auth.user);
      if (!server || !me.access_servers.some((s) => s.id === server.id)) throw notFound();
      const updated = await updateUser(db, auth.user, { last_access_server_id: server.id });
      return presentUser(db, auth.network, updated);
    },
  };
}
