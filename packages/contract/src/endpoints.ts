// Every endpoint of the API under /api/v1, as plain data: its name, method, Fastify-style path, who may call it
// and the schemas of its params, query, body and success answer. The server registers its routes from this
// table (apps/server/src/routes/endpoint.ts) and the web's typed client calls by name (apps/web/src/lib/api.ts).
// Names are the server's permission keys (apps/server/src/policies/index.ts) where one endpoint has its own;
// `permission` is what the server checks, `public` means no token at all.
import type { z } from 'zod';
import {
  AccessKeyList,
  AccessKeyListQuery,
  AccessKeySaved,
  CreateAccessKeyRequest,
  DynamicKey,
  DynamicKeyQuery,
  EditAccessKeyRequest,
  ValidateQuery,
} from './access-keys.ts';
import {
  AccessServer,
  AccessServerList,
  AccessServerListQuery,
  AccessServerResult,
  CreateAccessServer,
  CreateGate,
  DeleteGateResult,
  GateParams,
  GateResult,
  GateTestResult,
  UpdateAccessServer,
  UpdateGate,
} from './access-servers.ts';
import { AuditList, AuditListQuery } from './audit.ts';
import { IdParams, Ok } from './common.ts';
import {
  CommunityMemberList,
  CommunityMemberListQuery,
  CommunityMemberResult,
  CommunityMemberSearchQuery,
  CommunityMemberSearchResult,
} from './community-members.ts';
import {
  CustomAttributeList,
  NetworkCustomAttribute,
  NetworkCustomAttributeList,
  NewCustomAttribute,
  UpdateCustomAttribute,
} from './custom-attributes.ts';
import type { HttpMethod } from './endpoint-routes.ts';
import {
  AddGuestsRequest,
  CreateEventRequest,
  EventAccessKeyList,
  EventAccessKeysQuery,
  EventList,
  EventListQuery,
  EventSaved,
  GuestParams,
  GuestSaved,
  GuestsAdded,
  UpdateEventRequest,
  UpdateGuestRequest,
} from './events.ts';
import { DashboardSettings, DashboardSettingsInput, Intelligence, IntelligenceQuery } from './intelligence.ts';
import { LiveStreamQuery } from './live.ts';
import {
  NetworkProvider,
  NetworkProviderList,
  NetworkSettings,
  NewProvider,
  UpdateNetworkSettings,
  UpdateProvider,
} from './network.ts';
import type { NetworkFeature } from './network-features.ts';
// ---- end offline snapshot ----
import { NetworkGroupInput, NetworkGroupList, NetworkGroupListQuery, NetworkGroupSaved } from './network-groups.ts';
// ---- offline snapshot (wt-snapshot) ----
import { OfflinePublicKey, OfflineSnapshot, OfflineSnapshotQuery } from './offline.ts';
import {
  OfflineConflictList,
  OfflineConflictListQuery,
  OfflineConflictResult,
  OfflineDeviceList,
  OfflinePeriodRequest,
  OfflinePeriodSaved,
  OfflineRegisterRequest,
  OfflineRegisterResult,
  ResolveConflictRequest,
} from './offline-sync.ts';
import { AddPhotosRequest, AddPhotosResponse, PhotoUrlQuery } from './photos.ts';
import {
  PersonalDataErased,
  PersonalDataQuery,
  PersonalDataResult,
  PersonalDataSelection,
  PrivacyNoticeSettings,
  PublicPrivacyNotice,
  PublicPrivacyNoticeParams,
  SitePrivacyNotice,
  UpdatePrivacyNotice,
} from './privacy.ts';
import { ProviderList } from './providers.ts';
import { PublicInvitationParams, PublicInvitationResponse } from './public-invitations.ts';
import { PurgeRunList } from './retention.ts';
import { SetupRequest, SetupStatus } from './setup.ts';
import {
  CurrentGuests,
  LogExitRequest,
  LogExitResult,
  OpenGateRequest,
  RegisterRequest,
  RegisterResult,
  ScanResult,
  TransactionDetail,
  TransactionList,
  TransactionListQuery,
} from './transactions.ts';
import {
  CompleteResetRequest,
  ControlAccessServerRequest,
  CreateUserRequest,
  CurrentUser,
  LoginRequest,
  LoginResponse,
  ResetPasswordRequest,
  UpdateUserRequest,
  UserList,
  UserListQuery,
  UserSaved,
  UserSearchQuery,
  UserSearchResult,
} from './users.ts';
import {
  NewWatchlistEntry,
  UpdateWatchlistEntry,
  WatchlistEntry,
  WatchlistEntryList,
  WatchlistListQuery,
} from './watchlist.ts';
import { WebConfig } from './web-config.ts';
import {
  NewWebhook,
  UpdateWebhook,
  WebhookCreated,
  WebhookDeliveryList,
  WebhookList,
  WebhookResult,
  WebhookSecret,
  WebhookTestResult,
} from './webhooks.ts';

/** The success answer: its status and, when it has a JSON body, the schema of that body. */
export interface EndpointResponse {
  readonly status: 200 | 201 | 204;
  readonly schema?: z.ZodType;
}

export interface EndpointDefinition {
  readonly method: HttpMethod;
  /** Under /api/v1, Fastify style: `/access_keys/:id`. */
  readonly path: string;
  /** OpenAPI tags. */
  readonly tags: readonly string[];
  /** The permission the server checks (a key of the server's policies table). */
  readonly permission?: string;
  /** A capability flag of the caller's network (network-features.ts) the endpoint needs: off, it answers 422 feature_off. */
  readonly feature?: NetworkFeature;
  /** No token needed. Every endpoint has `permission` or `public`: the server refuses to start otherwise. */
  readonly public?: true;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: EndpointResponse;
  /**
   * A creation that honours an `Idempotency-Key` header (docs/architecture.md, "Idempotent creation"): a retry with
   * the same key and body replays the first answer instead of creating again. The web sends a key on each call.
   */
  readonly idempotent?: true;
  /** OpenAPI only: a description, an empty security list for token-free pages, or hidden from the document. */
  readonly docs?: { readonly description?: string; readonly security?: readonly []; readonly hide?: true };
}

export const endpoints = {
  // Session, first run and the web's settings.
  'health.show': {
    method: 'GET',
    path: '/health',
    tags: [],
    public: true,
    response: { status: 200 },
    docs: { hide: true },
  },
  'config.show': {
    method: 'GET',
    path: '/config',
    tags: ['session'],
    public: true,
    response: { status: 200, schema: WebConfig },
  },
  'session.create': {
    method: 'POST',
    path: '/login',
    tags: ['session'],
    public: true,
    body: LoginRequest,
    response: { status: 200, schema: LoginResponse },
  },
  'session.delete': {
    method: 'DELETE',
    path: '/logout',
    tags: ['session'],
    permission: 'session.delete',
    response: { status: 204 },
  },
  'session.show': {
    method: 'GET',
    path: '/session',
    tags: ['session'],
    permission: 'session.show',
    response: { status: 200, schema: CurrentUser },
  },
  'password_reset.request': {
    method: 'POST',
    path: '/users/reset_password',
    tags: ['session'],
    public: true,
    body: ResetPasswordRequest,
    response: { status: 204 },
  },
  'password_reset.complete': {
    method: 'POST',
    path: '/users/complete_reset',
    tags: ['session'],
    public: true,
    body: CompleteResetRequest,
    response: { status: 204 },
  },
  'setup.show': {
    method: 'GET',
    path: '/setup',
    tags: ['setup'],
    public: true,
    response: { status: 200, schema: SetupStatus },
    docs: { security: [] },
  },
  'setup.create': {
    method: 'POST',
    path: '/setup',
    tags: ['setup'],
    public: true,
    body: SetupRequest,
    response: { status: 201, schema: LoginResponse },
    docs: { security: [] },
  },

  // Users.
  'users.list': {
    method: 'GET',
    path: '/users',
    tags: ['users'],
    permission: 'users.list',
    query: UserListQuery,
    response: { status: 200, schema: UserList },
  },
  'users.search': {
    method: 'GET',
    path: '/users/list',
    tags: ['users'],
    permission: 'users.search',
    query: UserSearchQuery,
    response: { status: 200, schema: UserSearchResult },
  },
  'users.show': {
    method: 'GET',
    path: '/users/:id',
    tags: ['users'],
    permission: 'users.show',
    params: IdParams,
    response: { status: 200, schema: UserSaved },
  },
  'users.create': {
    method: 'POST',
    path: '/users',
    tags: ['users'],
    permission: 'users.create',
    body: CreateUserRequest,
    response: { status: 201, schema: UserSaved },
  },
  'users.update': {
    method: 'PATCH',
    path: '/users/:id',
    tags: ['users'],
    permission: 'users.update',
    params: IdParams,
    body: UpdateUserRequest,
    response: { status: 200, schema: UserSaved },
  },
  'users.delete': {
    method: 'DELETE',
    path: '/users/:id',
    tags: ['users'],
    permission: 'users.delete',
    params: IdParams,
    response: { status: 204 },
  },
  'users.control_access_server': {
    method: 'POST',
    path: '/users/control_access_server',
    tags: ['users'],
    permission: 'users.control_access_server',
    body: ControlAccessServerRequest,
    response: { status: 200, schema: UserSaved },
  },

  // Access points and their gates.
  'access_servers.list': {
    method: 'GET',
    path: '/access_servers',
    tags: ['access points'],
    permission: 'access_servers.list',
    query: AccessServerListQuery,
    response: { status: 200, schema: AccessServerList },
  },
  'access_servers.create': {
    method: 'POST',
    path: '/access_servers',
    tags: ['access points'],
    permission: 'access_servers.create',
    body: CreateAccessServer,
    response: { status: 201, schema: AccessServerResult },
  },
  'access_servers.show': {
    method: 'GET',
    path: '/access_servers/:id',
    tags: ['access points'],
    permission: 'access_servers.show',
    params: IdParams,
    response: { status: 200, schema: AccessServer },
  },
  'access_servers.update': {
    method: 'PATCH',
    path: '/access_servers/:id',
    tags: ['access points'],
    permission: 'access_servers.update',
    params: IdParams,
    body: UpdateAccessServer,
    response: { status: 200, schema: AccessServer },
  },
  'access_servers.delete': {
    method: 'DELETE',
    path: '/access_servers/:id',
    tags: ['access points'],
    permission: 'access_servers.delete',
    params: IdParams,
    response: { status: 200, schema: AccessServerResult },
  },
  'access_servers.current_guests': {
    method: 'GET',
    path: '/access_servers/:id/current_guests',
    tags: ['logbook'],
    permission: 'access_servers.current_guests',
    params: IdParams,
    response: { status: 200, schema: CurrentGuests },
  },
  'gates.create': {
    method: 'POST',
    path: '/access_servers/:id/gates',
    tags: ['access points'],
    permission: 'gates.create',
    params: IdParams,
    body: CreateGate,
    response: { status: 201, schema: GateResult },
  },
  'gates.update': {
    method: 'PATCH',
    path: '/access_servers/:id/gates/:gateId',
    tags: ['access points'],
    permission: 'gates.update',
    params: GateParams,
    body: UpdateGate,
    response: { status: 200, schema: GateResult },
  },
  'gates.delete': {
    method: 'DELETE',
    path: '/access_servers/:id/gates/:gateId',
    tags: ['access points'],
    permission: 'gates.delete',
    params: GateParams,
    response: { status: 200, schema: DeleteGateResult },
  },
  'gates.test': {
    method: 'POST',
    path: '/access_servers/:id/gates/:gateId/test',
    tags: ['access points'],
    permission: 'gates.test',
    params: GateParams,
    response: { status: 200, schema: GateTestResult },
  },

  // Units.
  'network_groups.list': {
    method: 'GET',
    path: '/network_groups',
    tags: ['units'],
    permission: 'network_groups.list',
    query: NetworkGroupListQuery,
    response: { status: 200, schema: NetworkGroupList },
  },
  'network_groups.create': {
    method: 'POST',
    path: '/network_groups',
    tags: ['units'],
    permission: 'network_groups.create',
    body: NetworkGroupInput,
    response: { status: 201, schema: NetworkGroupSaved },
  },
  'network_groups.update': {
    method: 'PATCH',
    path: '/network_groups/:id',
    tags: ['units'],
    permission: 'network_groups.update',
    params: IdParams,
    body: NetworkGroupInput,
    response: { status: 200, schema: NetworkGroupSaved },
  },

  // The forms' catalogues.
  'providers.list': {
    method: 'GET',
    path: '/providers',
    tags: ['catalog'],
    permission: 'providers.list',
    feature: 'providers',
    response: { status: 200, schema: ProviderList },
  },
  'transactions.custom_attributes': {
    method: 'GET',
    path: '/transactions/custom_attributes',
    tags: ['catalog'],
    permission: 'custom_attributes.list',
    feature: 'custom_attributes',
    response: { status: 200, schema: CustomAttributeList },
  },
  'access_keys.custom_attributes': {
    method: 'GET',
    path: '/access_keys/custom_attributes',
    tags: ['catalog'],
    permission: 'custom_attributes.list',
    feature: 'custom_attributes',
    response: { status: 200, schema: CustomAttributeList },
  },

  // Invitations (access keys).
  'access_keys.list': {
    method: 'GET',
    path: '/access_keys',
    tags: ['access keys'],
    permission: 'access_keys.list',
    query: AccessKeyListQuery,
    response: { status: 200, schema: AccessKeyList },
  },
  'access_keys.create': {
    method: 'POST',
    path: '/access_keys',
    tags: ['access keys'],
    permission: 'access_keys.create',
    body: CreateAccessKeyRequest,
    idempotent: true,
    response: { status: 201, schema: AccessKeySaved },
  },
  'access_keys.validate': {
    method: 'GET',
    path: '/access_keys/validate',
    tags: ['access keys'],
    permission: 'access_keys.validate',
    query: ValidateQuery,
    response: { status: 200, schema: ScanResult },
  },
  'access_keys.user_access_key': {
    method: 'GET',
    path: '/access_keys/user_access_key',
    tags: ['access keys'],
    permission: 'access_keys.user_access_key',
    query: DynamicKeyQuery,
    response: { status: 200, schema: DynamicKey },
  },
  'access_keys.show': {
    method: 'GET',
    path: '/access_keys/:id',
    tags: ['access keys'],
    permission: 'access_keys.show',
    params: IdParams,
    response: { status: 200, schema: AccessKeySaved },
  },
  'access_keys.update': {
    method: 'PATCH',
    path: '/access_keys/:id',
    tags: ['access keys'],
    permission: 'access_keys.update',
    params: IdParams,
    body: EditAccessKeyRequest,
    response: { status: 200, schema: AccessKeySaved },
  },
  'access_keys.delete': {
    method: 'DELETE',
    path: '/access_keys/:id',
    tags: ['access keys'],
    permission: 'access_keys.delete',
    params: IdParams,
    response: { status: 200, schema: AccessKeySaved },
  },
  'access_keys.add_photos': {
    method: 'POST',
    path: '/access_keys/add_photos',
    tags: ['photos'],
    permission: 'access_keys.add_photos',
    body: AddPhotosRequest,
    response: { status: 201, schema: AddPhotosResponse },
  },

  // The logbook.
  'transactions.list': {
    method: 'GET',
    path: '/transactions',
    tags: ['logbook'],
    permission: 'transactions.list',
    query: TransactionListQuery,
    response: { status: 200, schema: TransactionList },
  },
  'transactions.create': {
    method: 'POST',
    path: '/transactions',
    tags: ['logbook'],
    permission: 'transactions.create',
    body: RegisterRequest,
    idempotent: true,
    response: { status: 201, schema: RegisterResult },
  },
  // The offline gate's sync (docs/offline.md): a guard's device sends what it registered and decided offline.
  'offline.registers': {
    method: 'POST',
    path: '/offline/registers',
    tags: ['offline'],
    permission: 'offline.sync',
    body: OfflineRegisterRequest,
    idempotent: true,
    response: { status: 201, schema: OfflineRegisterResult },
    docs: {
      description:
        "A register the device queued offline, sent with its Idempotency-Key (the queued item's key): kept as a " +
        'fact at occurred_at, decided again by the server; where the two decisions disagree a conflict is recorded.',
    },
  },
  'offline.periods': {
    method: 'POST',
    path: '/offline/periods',
    tags: ['offline'],
    permission: 'offline.sync',
    body: OfflinePeriodRequest,
    idempotent: true,
    response: { status: 201, schema: OfflinePeriodSaved },
  },
  'offline.devices': {
    method: 'GET',
    path: '/offline/devices',
    tags: ['offline'],
    permission: 'offline.review',
    response: { status: 200, schema: OfflineDeviceList },
  },
  'offline.conflicts': {
    method: 'GET',
    path: '/offline/conflicts',
    tags: ['offline'],
    permission: 'offline.review',
    query: OfflineConflictListQuery,
    response: { status: 200, schema: OfflineConflictList },
  },
  'offline.resolve_conflict': {
    method: 'POST',
    path: '/offline/conflicts/:id/resolve',
    tags: ['offline'],
    permission: 'offline.review',
    params: IdParams,
    body: ResolveConflictRequest,
    response: { status: 200, schema: OfflineConflictResult },
  },
  'transactions.log_exit': {
    method: 'POST',
    path: '/transactions/log_exit',
    tags: ['logbook'],
    permission: 'transactions.log_exit',
    body: LogExitRequest,
    response: { status: 201, schema: LogExitResult },
  },
  'transactions.open_gate': {
    method: 'POST',
    path: '/transactions/open_gate',
    tags: ['logbook'],
    permission: 'transactions.open_gate',
    body: OpenGateRequest,
    response: { status: 200, schema: Ok },
  },
  'transactions.show': {
    method: 'GET',
    path: '/transactions/:id',
    tags: ['logbook'],
    permission: 'transactions.show',
    params: IdParams,
    response: { status: 200, schema: TransactionDetail },
  },

  // Photos: the signed, token-free JPEG download (not JSON: no response schema).
  'photos.show': {
    method: 'GET',
    path: '/photos/:id',
    tags: ['photos'],
    public: true,
    params: IdParams,
    query: PhotoUrlQuery,
    response: { status: 200 },
    docs: { security: [], description: 'A photo as JPEG, through the signed URL found in transactions and keys.' },
  },

  // Favourite contacts.
  'community_members.list': {
    method: 'GET',
    path: '/community_members',
    tags: ['community members'],
    permission: 'community_members.list',
    feature: 'favorites',
    query: CommunityMemberListQuery,
    response: { status: 200, schema: CommunityMemberList },
  },
  'community_members.search': {
    method: 'GET',
    path: '/community_members/list',
    tags: ['community members'],
    permission: 'community_members.list',
    feature: 'favorites',
    query: CommunityMemberSearchQuery,
    response: { status: 200, schema: CommunityMemberSearchResult },
  },
  'community_members.show': {
    method: 'GET',
    path: '/community_members/:id',
    tags: ['community members'],
    permission: 'community_members.list',
    params: IdParams,
    response: { status: 200, schema: CommunityMemberResult },
    docs: {
      description:
        "One favourite by id, to whom the paged list shows it (a resident their own, an admin the network's); 404 when it is missing or out of reach.",
    },
  },

  // Events.
  'events.list': {
    method: 'GET',
    path: '/events',
    tags: ['events'],
    permission: 'events.list',
    query: EventListQuery,
    response: { status: 200, schema: EventList },
  },
  'events.create': {
    method: 'POST',
    path: '/events',
    tags: ['events'],
    permission: 'events.create',
    body: CreateEventRequest,
    idempotent: true,
    response: { status: 201, schema: EventSaved },
  },
  'events.show': {
    method: 'GET',
    path: '/events/:id',
    tags: ['events'],
    permission: 'events.show',
    params: IdParams,
    response: { status: 200, schema: EventSaved },
  },
  'events.update': {
    method: 'PATCH',
    path: '/events/:id',
    tags: ['events'],
    permission: 'events.update',
    params: IdParams,
    body: UpdateEventRequest,
    response: { status: 200, schema: EventSaved },
  },
  'events.access_keys': {
    method: 'GET',
    path: '/events/:id/access_keys',
    tags: ['events'],
    permission: 'events.show',
    params: IdParams,
    query: EventAccessKeysQuery,
    response: { status: 200, schema: EventAccessKeyList },
  },
  'events.add_guests': {
    method: 'POST',
    path: '/events/:id/add_guests',
    tags: ['events'],
    permission: 'events.add_guests',
    params: IdParams,
    body: AddGuestsRequest,
    idempotent: true,
    response: { status: 201, schema: GuestsAdded },
  },
  'events.update_guest': {
    method: 'PATCH',
    path: '/events/:id/guests/:guestId',
    tags: ['events'],
    permission: 'events.update_guest',
    params: GuestParams,
    body: UpdateGuestRequest,
    response: { status: 200, schema: GuestSaved },
  },

  // Live screens (docs/live.md): a static path, matched before /events/:id.
  'live.stream': {
    method: 'GET',
    path: '/events/stream',
    tags: ['live'],
    permission: 'live.stream',
    query: LiveStreamQuery,
    response: { status: 200 },
    docs: {
      description:
        'Server-Sent Events (text/event-stream): one `change` event (data: LiveEvent) per logbook row or invitation the caller sees in its lists, from commit to screen within a second. The token goes in the Authorization header as on every call. `Last-Event-ID` replays what was missed (events are kept 24 h); `?once=1` sends only that replay and ends.',
    },
  },

  // The public invitation page (the share link's unique_id is the only credential).
  'public_invitations.show': {
    method: 'GET',
    path: '/public/invitations/:unique_id',
    tags: ['public'],
    public: true,
    params: PublicInvitationParams,
    response: { status: 200, schema: PublicInvitationResponse },
    docs: {
      security: [],
      description: "An invitation as its visitor sees it, by the share link's unique_id. Unknown ids: 404.",
    },
  },

  // Intelligence (network admins).
  'intelligence.show': {
    method: 'GET',
    path: '/intelligence',
    tags: ['intelligence'],
    permission: 'intelligence.show',
    query: IntelligenceQuery,
    response: { status: 200, schema: Intelligence },
  },
  'intelligence.update': {
    method: 'PATCH',
    path: '/intelligence/dashboard',
    tags: ['intelligence'],
    permission: 'intelligence.update',
    body: DashboardSettingsInput,
    response: { status: 200, schema: DashboardSettings },
  },

  // The admin's own network: settings, provider catalogue, custom attributes.
  'network.show': {
    method: 'GET',
    path: '/network',
    tags: ['network'],
    permission: 'network.show',
    response: { status: 200, schema: NetworkSettings },
  },
  'network.update': {
    method: 'PATCH',
    path: '/network',
    tags: ['network'],
    permission: 'network.update',
    body: UpdateNetworkSettings,
    response: { status: 200, schema: NetworkSettings },
  },
  'network_purge_runs.list': {
    method: 'GET',
    path: '/network/purge_runs',
    tags: ['network'],
    permission: 'network.show',
    response: { status: 200, schema: PurgeRunList },
  },
  'network_providers.list': {
    method: 'GET',
    path: '/network/providers',
    tags: ['network'],
    permission: 'providers.manage',
    response: { status: 200, schema: NetworkProviderList },
  },
  'network_providers.create': {
    method: 'POST',
    path: '/network/providers',
    tags: ['network'],
    permission: 'providers.manage',
    body: NewProvider,
    response: { status: 201, schema: NetworkProvider },
  },
  'network_providers.update': {
    method: 'PATCH',
    path: '/network/providers/:id',
    tags: ['network'],
    permission: 'providers.manage',
    params: IdParams,
    body: UpdateProvider,
    response: { status: 200, schema: NetworkProvider },
  },
  'network_providers.delete': {
    method: 'DELETE',
    path: '/network/providers/:id',
    tags: ['network'],
    permission: 'providers.manage',
    params: IdParams,
    response: { status: 204 },
  },
  'network_custom_attributes.list': {
    method: 'GET',
    path: '/network/custom_attributes',
    tags: ['network'],
    permission: 'custom_attributes.manage',
    response: { status: 200, schema: NetworkCustomAttributeList },
  },
  'network_custom_attributes.create': {
    method: 'POST',
    path: '/network/custom_attributes',
    tags: ['network'],
    permission: 'custom_attributes.manage',
    body: NewCustomAttribute,
    response: { status: 201, schema: NetworkCustomAttribute },
  },
  'network_custom_attributes.update': {
    method: 'PATCH',
    path: '/network/custom_attributes/:id',
    tags: ['network'],
    permission: 'custom_attributes.manage',
    params: IdParams,
    body: UpdateCustomAttribute,
    response: { status: 200, schema: NetworkCustomAttribute },
  },
  'network_custom_attributes.delete': {
    method: 'DELETE',
    path: '/network/custom_attributes/:id',
    tags: ['network'],
    permission: 'custom_attributes.manage',
    params: IdParams,
    response: { status: 204 },
  },

  // The network's watchlist (docs/watchlist.md): people to refuse (`deny`) or to warn the guard about (`alert`).
  'watchlist.list': {
    method: 'GET',
    path: '/watchlist',
    tags: ['watchlist'],
    permission: 'watchlist.manage',
    query: WatchlistListQuery,
    response: { status: 200, schema: WatchlistEntryList },
    docs: {
      description: "The network's watchlist, by name; expired entries are listed (expired: true), never matched.",
    },
  },
  'watchlist.create': {
    method: 'POST',
    path: '/watchlist',
    tags: ['watchlist'],
    permission: 'watchlist.manage',
    body: NewWatchlistEntry,
    response: { status: 201, schema: WatchlistEntry },
    docs: {
      description:
        'Adds a person. The phone is stored in E.164 (without a country code it is read as Mexican); an invalid ' +
        'phone is 422 validation_failed on `body.phone`.',
    },
  },
  'watchlist.update': {
    method: 'PATCH',
    path: '/watchlist/:id',
    tags: ['watchlist'],
    permission: 'watchlist.manage',
    params: IdParams,
    body: UpdateWatchlistEntry,
    response: { status: 200, schema: WatchlistEntry },
  },
  'watchlist.delete': {
    method: 'DELETE',
    path: '/watchlist/:id',
    tags: ['watchlist'],
    permission: 'watchlist.manage',
    params: IdParams,
    response: { status: 204 },
    docs: { description: 'Removes the entry; its recorded matches stay.' },
  },

  // Privacy (LFPDPPP): the network's privacy notice, public and edited by admins, and the ARCO tools.
  'public_privacy_notices.site': {
    method: 'GET',
    path: '/public/privacy_notice',
    tags: ['privacy'],
    public: true,
    response: { status: 200, schema: SitePrivacyNotice },
    docs: {
      security: [],
      description: "The login page's notice: the site's only network's, or null when the site has several.",
    },
  },
  'public_privacy_notices.show': {
    method: 'GET',
    path: '/public/privacy_notices/:public_id',
    tags: ['privacy'],
    public: true,
    params: PublicPrivacyNoticeParams,
    response: { status: 200, schema: PublicPrivacyNotice },
    docs: { security: [], description: "A network's privacy notice by its public id. Unknown ids: 404." },
  },
  'privacy_notice.own': {
    method: 'GET',
    path: '/privacy_notice/own',
    tags: ['privacy'],
    permission: 'privacy_notice.read',
    response: { status: 200, schema: PublicPrivacyNotice },
  },
  'privacy_notice.show': {
    method: 'GET',
    path: '/privacy_notice',
    tags: ['privacy'],
    permission: 'privacy.manage',
    response: { status: 200, schema: PrivacyNoticeSettings },
  },
  'privacy_notice.update': {
    method: 'PATCH',
    path: '/privacy_notice',
    tags: ['privacy'],
    permission: 'privacy.manage',
    body: UpdatePrivacyNotice,
    response: { status: 200, schema: PrivacyNoticeSettings },
  },
  'personal_data.search': {
    method: 'GET',
    path: '/personal_data',
    tags: ['privacy'],
    permission: 'privacy.manage',
    query: PersonalDataQuery,
    response: { status: 200, schema: PersonalDataResult },
  },
  'personal_data.export': {
    method: 'POST',
    path: '/personal_data/export',
    tags: ['privacy'],
    permission: 'privacy.manage',
    body: PersonalDataSelection,
    response: { status: 200 },
    docs: { description: 'The chosen records as a zip: data.json and photos/…jpg.' },
  },
  'personal_data.erase': {
    method: 'POST',
    path: '/personal_data/erase',
    tags: ['privacy'],
    permission: 'privacy.manage',
    body: PersonalDataSelection,
    response: { status: 200, schema: PersonalDataErased },
  },
  // Webhooks (network admins, docs/webhooks.md): subscriptions of other systems to what happens at the gate.
  'webhooks.list': {
    method: 'GET',
    path: '/webhooks',
    tags: ['webhooks'],
    permission: 'webhooks.manage',
    response: { status: 200, schema: WebhookList },
  },
  'webhooks.create': {
    method: 'POST',
    path: '/webhooks',
    tags: ['webhooks'],
    permission: 'webhooks.manage',
    body: NewWebhook,
    response: { status: 201, schema: WebhookCreated },
    docs: {
      description:
        'Subscribes an http(s) address to events. Each event is POSTed as JSON with X-Garita-Event, ' +
        'X-Garita-Event-Id, X-Garita-Timestamp and X-Garita-Signature (hex HMAC-SHA256 of "<timestamp>.<raw body>" ' +
        'with the secret answered here). The bodies are the schemas WebhookEvent_<type> under components.schemas; ' +
        'delivery is at least once, so de-duplicate on the event id.',
    },
  },
  'webhooks.update': {
    method: 'PATCH',
    path: '/webhooks/:id',
    tags: ['webhooks'],
    permission: 'webhooks.manage',
    params: IdParams,
    body: UpdateWebhook,
    response: { status: 200, schema: WebhookResult },
  },
  'webhooks.delete': {
    method: 'DELETE',
    path: '/webhooks/:id',
    tags: ['webhooks'],
    permission: 'webhooks.manage',
    params: IdParams,
    response: { status: 204 },
  },
  'webhooks.secret': {
    method: 'GET',
    path: '/webhooks/:id/secret',
    tags: ['webhooks'],
    permission: 'webhooks.manage',
    params: IdParams,
    response: { status: 200, schema: WebhookSecret },
    docs: { description: 'The signing secret, on demand (each showing is written to the audit log).' },
  },
  'webhooks.test': {
    method: 'POST',
    path: '/webhooks/:id/test',
    tags: ['webhooks'],
    permission: 'webhooks.manage',
    params: IdParams,
    response: { status: 200, schema: WebhookTestResult },
    docs: { description: 'Sends a signed `webhook.test` ping now; `ok` only when the receiver answered 2xx.' },
  },
  'webhooks.deliveries': {
    method: 'GET',
    path: '/webhooks/:id/deliveries',
    tags: ['webhooks'],
    permission: 'webhooks.manage',
    params: IdParams,
    response: { status: 200, schema: WebhookDeliveryList },
    docs: { description: 'The latest 100 attempts, newest first.' },
  },
  // The audit log (network admins): who did what, filtered, paged, and as CSV with `export`.
  'audit_log.list': {
    method: 'GET',
    path: '/audit_log',
    tags: ['audit'],
    permission: 'audit_log.list',
    query: AuditListQuery,
    response: { status: 200, schema: AuditList },
  },
  // ---- offline snapshot (wt-snapshot, docs/offline.md) ----
  'offline.snapshot': {
    method: 'GET',
    path: '/offline/snapshot',
    tags: ['offline'],
    permission: 'offline.snapshot',
    query: OfflineSnapshotQuery,
    response: { status: 200, schema: OfflineSnapshot },
  },
  'offline.public_key': {
    method: 'GET',
    path: '/offline/public_key',
    tags: ['offline'],
    permission: 'offline.public_key',
    response: { status: 200, schema: OfflinePublicKey },
  },
  // ---- end offline snapshot ----
} as const satisfies Record<string, EndpointDefinition>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type Endpoint<N extends EndpointName> = Endpoints[N];

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the path needs (`{ id: 1 }`), or undefined for a path without parameters. */
export type EndpointParams<N extends EndpointName> = SchemaInput<Endpoint<N> extends { params: infer S } ? S : never>;
/** The query string the endpoint reads, as a client may send it. */
export type EndpointQuery<N extends EndpointName> = SchemaInput<Endpoint<N> extends { query: infer S } ? S : never>;
/** The JSON body the endpoint reads, as a client may send it. */
export type EndpointBody<N extends EndpointName> = SchemaInput<Endpoint<N> extends { body: infer S } ? S : never>;
/** The success status. */
export type EndpointStatus<N extends EndpointName> = Endpoint<N>['response']['status'];
/** The success answer's body: undefined for 204, unknown for a body that is not JSON. */
export type EndpointResponseBody<N extends EndpointName> = Endpoint<N>['response'] extends { schema: infer S }
  ? S extends z.ZodType
    ? z.output<S>
    : unknown
  : EndpointStatus<N> extends 204
    ? undefined
    : unknown;
