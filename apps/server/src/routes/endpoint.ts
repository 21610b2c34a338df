// Registers a route from the contract's endpoint table (packages/contract/src/endpoints.ts): method, path,
// schemas (params, querystring, body, success response), OpenAPI tags and notes, and `config.permission` or
// `config.public` all come from the table, and the body limit from lib/body-limits.ts, so a route file only adds
// its handler and any special options (a pre-validation check, extra headers).
import {
  type Endpoint,
  type EndpointDefinition,
  type EndpointName,
  endpoints,
  type NetworkFeature,
} from '@garita/contract';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyLimitOf } from '../lib/body-limits.ts';
import type { Permission } from '../policies/index.ts';
import { audited } from './audited.ts';
import { idempotent } from './idempotent.ts';

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Part<E, K extends string, As extends string> = E extends { readonly [P in K]: infer S }
  ? { [P in As]: S }
  : unknown;
type ResponsePart<E> = E extends {
  readonly response: { readonly status: infer C extends number; readonly schema: infer S };
}
  ? { response: { [P in C]: S } }
  : unknown;

/** The Fastify schema of an endpoint, typed from the table so handlers get typed requests and replies. */
export type RouteSchema<N extends EndpointName> = { tags?: string[] } & Part<Endpoint<N>, 'params', 'params'> &
  Part<Endpoint<N>, 'query', 'querystring'> &
  Part<Endpoint<N>, 'body', 'body'> &
  ResponsePart<Endpoint<N>>;

// (Through `infer`: checking the generic schema against FastifySchema up front is too much for the compiler.)
export type RouteHandler<N extends EndpointName> =
  RouteSchema<N> extends infer S extends FastifySchema
    ? RouteHandlerMethod<
        RawServerDefault,
        RawRequestDefaultExpression,
        RawReplyDefaultExpression,
        RouteGenericInterface,
        ContextConfigDefault,
        S,
        ZodTypeProvider
      >
    : never;

/** What a route may add to the table's definition. */
export type RouteExtras<N extends EndpointName> =
  RouteSchema<N> extends infer S extends FastifySchema
    ? Omit<
        RouteShorthandOptions<
          RawServerDefault,
          RawRequestDefaultExpression,
          RawReplyDefaultExpression,
          RouteGenericInterface,
          ContextConfigDefault,
          S,
          ZodTypeProvider
        >,
        'schema' | 'config'
      >
    : never;

// Every permission the table names is one the policies know (checked when this file compiles).
type TablePermission = Extract<Endpoint<EndpointName>, { permission: string }>['permission'];
const _permissionsKnown = (p: TablePermission): Permission => p;
void _permissionsKnown;

/** The Fastify schema object of an endpoint: only the keys it has, as the routes wrote them by hand. */
export function routeSchema(definition: EndpointDefinition): Record<string, unknown> {
  const schema: Record<string, unknown> = {};
  if (definition.tags.length) schema.tags = [...definition.tags];
  if (definition.docs?.security) schema.security = [];
  if (definition.docs?.description) schema.description = definition.docs.description;
  if (definition.docs?.hide) schema.hide = true;
  if (definition.params) schema.params = definition.params;
  if (definition.query) schema.querystring = definition.query;
  if (definition.body) schema.body = definition.body;
  if (definition.response.schema) schema.response = { [definition.response.status]: definition.response.schema };
  return schema;
}

export function route<N extends EndpointName>(
  app: ZodApp,
  name: N,
  handler: RouteHandler<N>,
  extras?: RouteExtras<N>,
): void {
  const definition: EndpointDefinition = endpoints[name];
  const config: { public?: boolean; permission?: Permission; feature?: NetworkFeature } = {};
  if (definition.public) config.public = true;
  if (definition.permission) config.permission = definition.permission as Permission;
  if (definition.feature) config.feature = definition.feature;
  app.route({
    bodyLimit: bodyLimitOf(name, !!definition.public),
    ...(extras as object),
    method: definition.method,
    url: definition.path,
    ...(Object.keys(config).length ? { config } : {}),
    schema: routeSchema(definition),
    // Every endpoint's audit rule (services/audit.rules.ts) is applied here, in one place (docs/audit.md); a
    // creation the table marks `idempotent` runs it inside the transaction that stores its answer (idempotent.ts).
    handler: definition.idempotent
      ? idempotent(app, audited(app, name, handler as RouteHandlerMethod))
      : audited(app, name, handler as RouteHandlerMethod),
  });
}
