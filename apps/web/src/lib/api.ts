// HTTP client for the Garita API (/api/v1): token header, per-call timeout, optional retry on 500,
// and the session rules of spec §6/§8: a 403 on any call but login ends the session; a 401 shows
// "not authorized", or ends the session with "please log in again" where the caller asks for it.
// Routes come from the contract's zod-free table (endpoint-routes.ts): no schema is built before sign-in.
// A creation the contract marks `idempotent` goes with an Idempotency-Key made once per call (one user action)
// and is resent with that same key after a timeout, a connection error or a load balancer's 502/503/504 (the
// instance died or was unavailable mid-request): the server replays the first answer instead of creating twice
// (docs/architecture.md, "Idempotent creation"; docs/deploy.md, "The topology test").
import {
  type EndpointBody,
  type EndpointName,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponseBody,
  type EndpointRoute,
  ERROR_CODES,
  type ErrorCode,
  endpointPath,
  endpointRoutes,
  type FieldIssue,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_RETRY_LIMIT,
  REQUEST_TIMEOUT_MS,
  RETRY_LIMIT,
  SHORT_REQUEST_TIMEOUT_MS,
} from '@garita/contract';
import { DEVICE_ID_HEADER, deviceId, renewDeviceId } from './device.ts';
import { reportConnection } from './online.ts';
import { clearSession, clearTabState, getSession } from './session.ts';

export const API_BASE = '/api/v1';
export const RETRY_DELAY_MS = 300;
export { REQUEST_TIMEOUT_MS, SHORT_REQUEST_TIMEOUT_MS };

/** Codes the client itself produces when no server answer is available. */
export const CLIENT_ERROR_CODES = ['connection_error', 'timeout', 'unknown'] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];
export type ApiErrorCode = ErrorCode | ClientErrorCode;

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: FieldIssue[];
  /** True when the client already told the user (session ended): screens should not report it again. */
  readonly handled: boolean;
  constructor(status: number, code: ApiErrorCode, message: string, fields: FieldIssue[] = [], handled = false) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.handled = handled;
  }
}

export function errorCodeOf(error: unknown): ApiErrorCode {
  return error instanceof ApiError ? error.code : 'unknown';
}

/** What a 401 on a signed-in call does (spec §8: a message, silence, or logout with "please log in again"). */
export type On401 = 'message' | 'silent' | 'logout';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Defaults to 30 s; SHORT_REQUEST_TIMEOUT_MS (10 s) for the mobile screens of spec §7. */
  timeoutMs?: number;
  /** Retry up to RETRY_LIMIT times on a 500 (spec §8: logbook, invitation list, transaction card). */
  retryOn500?: boolean;
  /** Send the session token (default). Login, config and password reset go without one. */
  auth?: boolean;
  /** The token to send instead of the stored one: logout revokes the token it has just forgotten. */
  token?: string;
  on401?: On401;
  signal?: AbortSignal;
  /** 'blob' for an answer that is a file (a zip): the body is returned as a Blob, not parsed. */
  responseType?: 'json' | 'blob';
  /**
   * Sent as the Idempotency-Key header; with one, a timeout or a connection error is retried with the same key up
   * to IDEMPOTENT_RETRY_LIMIT times. `api.call` makes one for every endpoint the contract marks `idempotent`.
   */
  idempotencyKey?: string;
}

/** A fresh Idempotency-Key: 128 random bits (getRandomValues works on plain http too, unlike randomUUID). */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** No answer came: the request may or may not have been handled (only an idempotent one is safe to resend). */
const isLostAnswer = (error: unknown) =>
  error instanceof ApiError && (error.code === 'timeout' || error.code === 'connection_error');

/**
 * A load balancer's answer for an instance that died mid-request (502), that no instance could take (503: none is
 * ready, e.g. while the database is down; Garita answers its own database outage the same way) or that took too
 * long (504): the request may or may not have been handled, like a lost answer.
 */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** …and not one of Garita's own answers with those statuses that means something else (502 gate_driver_failed). */
async function isGatewayFailure(response: Response): Promise<boolean> {
  const { code } = await readError(response.clone());
  return code === 'service_unavailable' || code === 'internal_error';
}

export type SessionEndReason = 'token_expired' | 'suspended_account';
let onSessionEnded: (reason: SessionEndReason) => void = () => {};

/** The app registers how to tell the user that the session ended (the client clears it either way). */
export function setSessionEndedHandler(handler: (reason: SessionEndReason) => void): void {
  onSessionEnded = handler;
}

const KNOWN_CODES = new Set<string>(ERROR_CODES);
/** Spec §8's "session expired" status (419), which Garita's server never sends; a proxy or older server may. */
export const SESSION_EXPIRED_STATUS = 419;

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function readError(response: Response): Promise<ApiError> {
  let body: { code?: unknown; message?: unknown; fields?: unknown } = {};
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy page, an empty body): fall back to the status.
  }
  // Spec §8: a 419 ("on edit, wrong parameters") is treated like a 422 by the screen that made the call.
  const isWrongParameters = response.status === SESSION_EXPIRED_STATUS;
  const code: ApiErrorCode =
    typeof body.code === 'string' && KNOWN_CODES.has(body.code)
      ? (body.code as ErrorCode)
      : isWrongParameters
        ? 'validation_failed'
        : response.status === 503
          ? 'service_unavailable'
          : response.status >= 500
            ? 'internal_error'
            : 'unknown';
  const message = typeof body.message === 'string' ? body.message : response.statusText;
  const fields = Array.isArray(body.fields) ? (body.fields as FieldIssue[]) : [];
  return new ApiError(isWrongParameters ? 422 : response.status, code, message, fields);
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

async function send(url: string, init: RequestInit, timeoutMs: number, signal?: AbortSignal): Promise<Response> {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, { ...init, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
    reportConnection(false);
    return response;
  } catch (error) {
    if (signal?.aborted) throw error;
    if (timeout.aborted) throw new ApiError(0, 'timeout', `No answer within ${timeoutMs} ms`);
    // fetch's TypeError: no server answered at all (offline, no route, refused): the app is offline for now.
    reportConnection(true);
    throw new ApiError(0, 'connection_error', error instanceof Error ? error.message : 'Network error');
  }
}

function endSession(error: ApiError, reason: SessionEndReason): ApiError {
  clearTabState();
  clearSession();
  onSessionEnded(reason);
  return new ApiError(error.status, reason, error.message, error.fields, true);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, timeoutMs = REQUEST_TIMEOUT_MS, retryOn500 = false, auth = true } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = auth ? (options.token ?? getSession()?.token) : undefined;
  if (token) headers.Authorization = `Token=${token}`;
  if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  // Which device calls (docs/offline.md, "A device"): the server records a guard's device and its offline queue.
  headers[DEVICE_ID_HEADER] = deviceId();
  // The app's language, not the browser's: the server writes its messages and the visitor's invitation mail in it.
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (language) headers['Accept-Language'] = language;
  const init: RequestInit = { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };
  const url = buildUrl(path, query);

  let renewedDevice = false;
  for (let attempt = 0, resent = 0; ; attempt++) {
    let response: Response;
    try {
      response = await send(url, init, timeoutMs, options.signal);
    } catch (error) {
      if (!options.idempotencyKey || !isLostAnswer(error) || resent >= IDEMPOTENT_RETRY_LIMIT) throw error;
      resent++;
      await wait(RETRY_DELAY_MS * resent, options.signal);
      continue;
    }
    if (response.ok) {
      if (response.status === 204) return undefined as T;
      if (options.responseType === 'blob') return (await response.blob()) as T;
      const text = await response.text();
      return (text ? JSON.parse(text) : undefined) as T;
    }
    if (
      options.idempotencyKey &&
      GATEWAY_STATUSES.has(response.status) &&
      resent < IDEMPOTENT_RETRY_LIMIT &&
      (await isGatewayFailure(response))
    ) {
      resent++;
      await wait(RETRY_DELAY_MS * resent, options.signal);
      continue;
    }
    if (response.status === 500 && retryOn500 && attempt < RETRY_LIMIT) {
      await wait(RETRY_DELAY_MS * (attempt + 1), options.signal);
      continue;
    }
    const error = await readError(response);
    // The device id is another network's (docs/offline.md, "A device"): this browser takes a new one. A read goes
    // again at once; a body naming the device (the offline sync) is the caller's to send again.
    if (error.code === 'device_taken' && !renewedDevice) {
      renewedDevice = true;
      headers[DEVICE_ID_HEADER] = renewDeviceId();
      if (body === undefined) continue;
    }
    if (!auth) throw error;
    if (response.status === 403) throw endSession(error, 'suspended_account');
    if (response.status === 401) {
      if (error.code === 'token_expired' || options.on401 === 'logout') throw endSession(error, 'token_expired');
      if (options.on401 === 'silent') throw new ApiError(error.status, error.code, error.message, error.fields, true);
    }
    throw error;
  }
}

/** A part of a call: forbidden where the endpoint has none, optional where every field is, required otherwise. */
type CallPart<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: never }
  : Record<never, never> extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What `api.call` takes: the endpoint's path params, query and body, and the request options. */
export type CallOptions<N extends EndpointName> = Omit<RequestOptions, 'method' | 'body' | 'query'> &
  CallPart<'params', EndpointParams<N>> &
  CallPart<'query', EndpointQuery<N>> &
  CallPart<'body', EndpointBody<N>>;

type CallArgs<N extends EndpointName> =
  Record<never, never> extends CallOptions<N> ? [options?: CallOptions<N>] : [options: CallOptions<N>];

/**
 * Calls an endpoint of the contract's table by name: its method, its path with the params filled in
 * (URL-encoded), no token for a public endpoint unless `auth` says otherwise; answers the typed success body.
 */
function call<N extends EndpointName>(name: N, ...[options]: CallArgs<N>): Promise<EndpointResponseBody<N>> {
  const definition: EndpointRoute = endpointRoutes[name];
  const { params, query, body, ...rest } = (options ?? {}) as RequestOptions & {
    params?: Record<string, unknown>;
    query?: Record<string, QueryValue>;
    body?: unknown;
  };
  return apiRequest<EndpointResponseBody<N>>(endpointPath(definition.path, params), {
    auth: !definition.public,
    ...(definition.idempotent ? { idempotencyKey: newIdempotencyKey() } : {}),
    ...rest,
    method: definition.method,
    query,
    body,
  });
}

/** The API, by endpoint name (packages/contract/src/endpoints.ts; its zod-free routes, endpoint-routes.ts). */
export const api = { call };
