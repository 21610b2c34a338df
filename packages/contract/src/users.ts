// Users, login and session calls: spec §3 User and §7 users/login.
import { z } from 'zod';
import { AccessServerSummary, Gate, PhotoSettings } from './access-servers.ts';
import { Email, IdRef, optionalQuery, Paged, PageQuery, requiredText, trimmed } from './common.ts';
import { COUNTRY_CODES, MAX_NAME, MAX_PASSWORD, MIN_PASSWORD, USER_PHONE_DIGITS } from './constants.ts';
import { Role } from './enums.ts';

export const NetworkInfo = z.object({
  id: z.number(),
  uuid: z.string(),
  logo_url: z.string().nullable(),
  company_name: z.string(),
  passback_activated_by_default: z.boolean(),
  block_antipassback: z.boolean(),
  /** Forces "multiple access" on new visit invitations (the spec's network 81). */
  force_multiple_access: z.boolean(),
  /** Asks for the back of the ID instead of a personal photo (the spec's network 64). */
  id_back_photo: z.boolean(),
  /** The address the Intelligence frame loads: the network's template with `{uuid}` filled in. */
  analytics_dashboard_url: z.string().nullable(),
  /** Capability flags (spec §6): the web shows providers, custom attributes and favourites only when on. */
  providers_enabled: z.boolean(),
  custom_attributes_enabled: z.boolean(),
  favorites_enabled: z.boolean(),
  /** The https form a custom attribute named `ctpat` opens in a framed dialog; null: none set. */
  ctpat_form_url: z.string().nullable(),
});
export type NetworkInfo = z.infer<typeof NetworkInfo>;

export const LastAccessSelected = z.object({
  id: z.number(),
  name: z.string(),
  time_zone: z.string(),
  gates: z.array(Gate),
  settings: PhotoSettings,
});

/** What the server lets this user do; the web app builds menus and buttons from it. */
export const Abilities = z.object({
  manage_users: z.boolean(),
  create_roles: z.array(Role),
  manage_units: z.boolean(),
  manage_access_points: z.boolean(),
  register_visits: z.boolean(),
  create_invitations: z.boolean(),
  view_intelligence: z.boolean(),
  /** GET/PATCH /network and its provider catalogue. */
  manage_network: z.boolean(),
  download_lists: z.boolean(),
  edit_own_user: z.boolean(),
  /** GET /audit_log (docs/audit.md). */
  view_audit_log: z.boolean(),
});
export type Abilities = z.infer<typeof Abilities>;

export const User = z.object({
  id: z.number(),
  name: z.string(),
  full_name: z.string(),
  email: z.string(),
  /** National number, digits only. */
  phone: z.string(),
  country_code: z.string(),
  /** Country code plus national number, e.g. +525512345678. */
  phone_number: z.string(),
  role: Role,
  /** Spec shape: the client reads roles[0].name. */
  roles: z.array(z.object({ name: Role })),
  active: z.boolean(),
  network: NetworkInfo,
  network_group: z.object({ id: z.number(), name: z.string() }).nullable(),
  access_servers: z.array(AccessServerSummary),
  last_access_selected: LastAccessSelected.nullable(),
  email_notification: z.boolean(),
  push_notification: z.boolean(),
  invited_by: z.object({ name: z.string(), email: z.string() }).nullable(),
  abilities: Abilities,
  /** Whether the caller may edit this user (PATCH /users/{id}); the web shows the action only then. */
  can_edit: z.boolean(),
  /** Whether the caller may delete this user (DELETE /users/{id}). */
  can_delete: z.boolean(),
  /** The deployment always shows this account the desktop layout (DESKTOP_MODE_EMAILS). Only ever true on the
   *  caller's own record: the list is nobody else's business. */
  desktop_mode: z.boolean(),
});
export type User = z.infer<typeof User>;

export const LoginRequest = z.object({
  email: Email,
  password: z.string().min(1).max(MAX_PASSWORD),
});
export type LoginRequest = z.infer<typeof LoginRequest>;
export const LoginResponse = z.object({ meta: z.object({ auth_token: z.string() }), user: User });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const CurrentUser = z.object({ user: User });

export type CurrentUser = z.infer<typeof CurrentUser>;
export const UserListQuery = PageQuery.extend({
  role: optionalQuery(Role),
  /** Only users of this unit (the register form lists hosts by unit). */
  network_group: optionalQuery(IdRef),
});
export const UserList = z.object({ users: z.array(User), ...Paged });
export type UserList = z.infer<typeof UserList>;
export const UserSearchQuery = z.object({
  q: trimmed(MAX_NAME).optional().default(''),
  network_group: optionalQuery(IdRef),
});
export const UserSearchResult = z.object({ users: z.array(User) });

export const Phone = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${USER_PHONE_DIGITS}}$`), `${USER_PHONE_DIGITS} digits`);
export const CountryCode = z.enum(COUNTRY_CODES);
export const Password = z.string().min(MIN_PASSWORD).max(MAX_PASSWORD);

export const NewUser = z.object({
  name: requiredText(MAX_NAME),
  email: Email,
  /** Guards need no phone (spec §5). */
  phone: z.union([Phone, z.literal('')]).optional(),
  country_code: CountryCode.default('+52'),
  role: Role,
  network_group: IdRef.nullish(),
  access_servers: z.array(IdRef).max(500).default([]),
  /** Optional: without one the user gets a link to choose their password. */
  password: Password.optional(),
});
export type NewUser = z.infer<typeof NewUser>;
export const CreateUserRequest = z.object({ user: NewUser });
export type CreateUserRequest = z.infer<typeof CreateUserRequest>;

export const UpdateUser = z
  .object({
    name: requiredText(MAX_NAME),
    email: Email,
    phone: z.union([Phone, z.literal('')]),
    country_code: CountryCode,
    email_notification: z.boolean(),
    push_notification: z.boolean(),
    active: z.boolean(),
    role: Role,
    network_group: IdRef.nullable(),
    access_servers: z.array(IdRef).max(500),
    password: Password,
    /** Required when users change their own email or password (docs/accounts.md); ignored otherwise. */
    current_password: z.string().max(MAX_PASSWORD),
  })
  .partial();
export type UpdateUser = z.infer<typeof UpdateUser>;
export const UpdateUserRequest = z.object({ user: UpdateUser });
export type UpdateUserRequest = z.infer<typeof UpdateUserRequest>;
export const UserSaved = z.object({ user: User });

export const ControlAccessServerRequest = z.object({ access_server: IdRef });

export const ResetPasswordRequest = z.object({ email: Email });
export const CompleteResetRequest = z.object({ token: trimmed(200).min(1), password: Password });
