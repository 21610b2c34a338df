// The audit log's one hook (docs/audit.md): `route()` wraps every handler with `audited()`, which does what the
// endpoint's rule in services/audit.rules.ts says. A change runs inside one transaction with its audit row, and
// its answer leaves only after that transaction committed: a handler's own `reply.send(x)` is held back (taken
// as its return value) until then, so no client ever hears "done" about a change that was rolled back.
import type { EndpointName } from '@garita/contract';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { type AuditRequest, auditRules } from '../services/audit.rules.ts';
import { createAuditService } from '../services/audit.service.ts';
import type { ZodApp } from './endpoint.ts';

export type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * Runs the handler with `reply.send` held back: answers what it sent, or what it returned. (A reply is a thenable
 * that settles once the answer has gone out, so while held it must not look like one: a handler that returns
 * `reply.send(x)` would otherwise wait for an answer that is only sent after it returns.)
 */
export async function answerOf(handler: Handler, request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  let sent: { payload: unknown } | undefined;
  const held = reply as unknown as { send: FastifyReply['send']; then?: unknown };
  held.send = ((payload?: unknown) => {
    sent = { payload };
    return reply;
  }) as FastifyReply['send'];
  // biome-ignore lint/suspicious/noThenProperty: hides the reply's own `then` (see above) while send is held
  held.then = undefined;
  try {
    const returned = await handler(request, reply);
    return sent ? sent.payload : returned;
  } finally {
    delete (held as Partial<typeof held>).send;
    delete held.then;
  }
}

const requestParts = (request: FastifyRequest): AuditRequest => ({
  auth: request.auth,
  params: (request.params ?? {}) as Record<string, unknown>,
  query: (request.query ?? {}) as Record<string, unknown>,
  body: (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>,
});

export function audited(app: ZodApp, name: EndpointName, handler: RouteHandlerMethod): RouteHandlerMethod {
  const rule = auditRules[name];
  if (rule.kind === 'none') return handler;
  const audit = createAuditService(app.ctx);
  const run = handler as unknown as Handler;

  return async function auditedHandler(this: unknown, request, reply) {
    const parts = requestParts(request);
    const actor = { auth: request.auth, address: request.ip };
    switch (rule.kind) {
      case 'change':
        return audit.change(
          name,
          actor,
          rule.subject?.(parts),
          () => answerOf(run, request, reply),
          rule.details ? (answer) => rule.details?.(parts, answer) : undefined,
        );

      case 'export': {
        if (parts.query.export === undefined) return run(request, reply);
        const answer = await answerOf(run, request, reply);
        const rows = (answer as Record<string, unknown> | undefined)?.[rule.rows];
        await audit.export(rule.action, actor, parts.query, Array.isArray(rows) ? rows.length : 0);
        return answer;
      }

      case 'sign_in': {
        const email = String(parts.body.email ?? '');
        let answer: unknown;
        try {
          answer = await answerOf(run, request, reply);
        } catch (error) {
          if (error instanceof AppError) await audit.signIn(email, request.ip, error.code);
          throw error;
        }
        await audit.signIn(email, request.ip);
        return answer;
      }

      case 'attempt': {
        const subject = rule.subject(parts);
        let answer: unknown;
        try {
          answer = await answerOf(run, request, reply);
        } catch (error) {
          if (error instanceof AppError && rule.failures.includes(error.code))
            await audit.attempt(
              {
                action: name,
                outcome: 'failure',
                subject_type: subject.type,
                subject_id: subject.id,
                details: { code: error.code },
              },
              actor,
            );
          throw error;
        }
        await audit.attempt(
          { action: name, subject_type: subject.type, subject_id: subject.id, details: rule.details?.(answer) },
          actor,
        );
        return answer;
      }
    }
  };
}
