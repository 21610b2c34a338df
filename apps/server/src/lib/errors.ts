// Application errors carry an HTTP status and a machine-readable code from the contract.
// The error handler turns them (and framework errors) into { code, message, fields } bodies;
// a database that does not answer becomes a 503 (service_unavailable); anything else unexpected a 500 with no
// internals exposed. Field paths follow the contract's one format
// (`body.access_key.name`, `querystring.gate`: see fieldPath in packages/contract/src/errors.ts); services name
// body values relative to the body (`invalid('user.phone', …)`) and the handler adds the location.
import {
  ERROR_MESSAGES,
  type ErrorBody,
  type ErrorCode,
  type FieldIssue,
  type FieldPathLocation,
  fieldPath,
} from '@garita/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields?: FieldIssue[];
  /** Headers sent with the error answer (Retry-After on a 429). */
  headers?: Record<string, string>;
  constructor(status: number, code: ErrorCode, message?: string, fields?: FieldIssue[]) {
    super(message ?? ERROR_MESSAGES[code]);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export const notFound = () => new AppError(404, 'not_found');
export const noAccess = () => new AppError(422, 'user_no_access');
/** 429 rate_limited, with Retry-After: the seconds until `until`. */
export function rateLimited(until: Date, now: Date): AppError {
  const error = new AppError(429, 'rate_limited');
  error.headers = { 'retry-after': String(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))) };
  return error;
}
export const invalid = (path: string, message: string) =>
  new AppError(422, 'validation_failed', `${path}: ${message}`, [{ path, message }]);

function body(code: ErrorCode, message?: string, fields?: FieldIssue[]): ErrorBody {
  return { code, message: message ?? ERROR_MESSAGES[code], ...(fields ? { fields } : {}) };
}

/** The same issues with their paths in the contract's format. */
const located = (fields?: FieldIssue[]) => fields?.map((f) => ({ ...f, path: fieldPath(f.path) }));

const describe = (fields: FieldIssue[]) => fields.map((f) => `${f.path}: ${f.message}`).join('; ');

// PostgreSQL's SQLSTATEs for a server that went away or is not taking connections: class 08 (connection
// exception), 57P01–57P03 (shut down by an administrator, crashed, starting or stopping), 53300 (too many
// connections). node-postgres reports a refused or cut socket by the system's code, and a pool or client that lost
// its connection by these messages.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /is not queryable/,
  /^Client was closed/,
];

/**
 * The database did not answer (stopped, restarting, unreachable): the request was not served, through no fault of
 * the client's. Answered 503 `service_unavailable` rather than 500, so a guard reads that nothing was granted and
 * that trying again later is the fix (docs/deploy.md, "The topology test").
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, message, errors, cause } = error as {
    code?: unknown;
    message?: unknown;
    errors?: unknown;
    cause?: unknown;
  };
  if (
    typeof code === 'string' &&
    (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code))
  )
    return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // A refused connection to a name with several addresses is an AggregateError of one error per address.
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

const FRAMEWORK_CODES: Record<string, [number, ErrorCode]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'malformed_body'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'malformed_body'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'malformed_body'],
  FST_ERR_RATE_LIMIT: [429, 'rate_limited'],
};

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(body(error.code, error.message, located(error.fields)));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Our routes validate only the body, the query string and the path (no header schemas).
      const location = (error.validationContext ?? 'body') as FieldPathLocation;
      const fields = error.validation.map((v) => ({
        path: [location, ...String(v.instancePath).split('/').filter(Boolean)].join('.'),
        message: v.message ?? 'invalid',
      }));
      return reply.status(422).send(body('validation_failed', describe(fields), fields));
    }
    const known = error.code ? FRAMEWORK_CODES[error.code] : undefined;
    if (known) return reply.status(known[0]).send(body(known[1]));
    if (error instanceof SyntaxError || (error.statusCode && error.statusCode < 500)) {
      return reply
        .status(error.statusCode && error.statusCode >= 400 ? error.statusCode : 400)
        .send(body('malformed_body'));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send(body('service_unavailable'));
    }
    if (isResponseSerializationError(error))
      request.log.error({ err: error, cause: error.cause }, 'response does not match its schema');
    else request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(body('internal_error'));
  });
}
