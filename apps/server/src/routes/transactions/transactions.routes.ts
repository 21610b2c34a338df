// The logbook: list, detail, registers (by key or by hand), exits and remote gate opening.
// Thin: validate -> service -> presented answer; messages follow Accept-Language.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../services/access-decision.ts';
import { createGateOpeningsService } from '../../services/gate-openings.service.ts';
import { createExitService } from '../../services/transactions.exit.ts';
import { createRegisterService } from '../../services/transactions.register.ts';
import { createTransactionsService } from '../../services/transactions.service.ts';
import { route } from '../endpoint.ts';

export const transactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const logbook = createTransactionsService(app.ctx);
  const registers = createRegisterService(app.ctx);
  const exits = createExitService(app.ctx);
  const gateOpenings = createGateOpeningsService(app.ctx);

  route(app, 'transactions.list', async (request) =>
    logbook.list(request.auth, request.query, languageOf(request.headers['accept-language'])),
  );

  route(app, 'transactions.create', async (request, reply) => {
    const lang = languageOf(request.headers['accept-language']);
    const body = request.body;
    const result =
      'key' in body || 'access_key_id' in body
        ? await registers.registerWithKey(request.auth, body, lang)
        : await registers.registerManual(request.auth, body, lang);
    return reply.status(201).send(result);
  });

  route(app, 'transactions.log_exit', async (request, reply) => {
    const lang = languageOf(request.headers['accept-language']);
    return reply.status(201).send({ transaction: await exits.logExit(request.auth, request.body, lang) });
  });

  route(app, 'transactions.open_gate', async (request) => {
    await gateOpenings.openForTransaction(request.auth, request.body.id);
    return { ok: true as const };
  });

  route(app, 'transactions.show', async (request) => ({
    transaction: await logbook.show(request.auth, request.params.id, languageOf(request.headers['accept-language'])),
  }));
};
