// The logbook: list, detail, registers (by key or by hand), exits and remote gate opening.
// Thin: validate -> service -> presented answer; messages follow Accept-Language.
import {
  IdParams,
  LogExitRequest,
  LogExitResult,
  Ok,
  OpenGateRequest,
  RegisterRequest,
  RegisterResult,
  TransactionDetail,
  TransactionList,
  TransactionListQuery,
} from '@garita/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../services/access-decision.ts';
import { createGateOpeningsService } from '../../services/gate-openings.service.ts';
import { createExitService } from '../../services/transactions.exit.ts';
import { createRegisterService } from '../../services/transactions.register.ts';
import { createTransactionsService } from '../../services/transactions.service.ts';

export const transactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const logbook = createTransactionsService(app.ctx);
  const registers = createRegisterService(app.ctx);
  const exits = createExitService(app.ctx);
  const gateOpenings = createGateOpeningsService(app.ctx);
  const tags = ['logbook'];

  app.get(
    '/transactions',
    {
      config: { permission: 'transactions.list' },
      schema: { tags, querystring: TransactionListQuery, response: { 200: TransactionList } },
    },
    async (request) => logbook.list(request.auth, request.query, languageOf(request.headers['accept-language'])),
  );

  app.post(
    '/transactions',
    {
      config: { permission: 'transactions.create' },
      schema: { tags, body: RegisterRequest, response: { 201: RegisterResult } },
    },
    async (request, reply) => {
      const lang = languageOf(request.headers['accept-language']);
      const body = request.body;
      const result =
        'key' in body || 'access_key_id' in body
          ? await registers.registerWithKey(request.auth, body, lang)
          : await registers.registerManual(request.auth, body, lang);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/transactions/log_exit',
    {
      config: { permission: 'transactions.log_exit' },
      schema: { tags, body: LogExitRequest, response: { 201: LogExitResult } },
    },
    async (request, reply) => {
      const lang = languageOf(request.headers['accept-language']);
      return reply.status(201).send({ transaction: await exits.logExit(request.auth, request.body, lang) });
    },
  );

  app.post(
    '/transactions/open_gate',
    {
      config: { permission: 'transactions.open_gate' },
      schema: { tags, body: OpenGateRequest, response: { 200: Ok } },
    },
    async (request) => {
      await gateOpenings.openForTransaction(request.auth, request.body.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/transactions/:id',
    {
      config: { permission: 'transactions.show' },
      schema: { tags, params: IdParams, response: { 200: TransactionDetail } },
    },
    async (request) => ({
      transaction: await logbook.show(request.auth, request.params.id, languageOf(request.headers['accept-language'])),
    }),
  );
};
