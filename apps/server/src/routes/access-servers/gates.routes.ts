// The admin's gates of an access point: create, edit, remove (or deactivate) and the test button.
import {
  CreateGate,
  DeleteGateResult,
  GateParams,
  GateResult,
  GateTestResult,
  IdParams,
  UpdateGate,
} from '@garita/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createGatesService } from '../../services/gates.service.ts';

export const gatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const gates = createGatesService(app.ctx);
  const tags = ['access points'];

  app.post(
    '/access_servers/:id/gates',
    {
      config: { permission: 'gates.create' },
      schema: { tags, params: IdParams, body: CreateGate, response: { 201: GateResult } },
    },
    async (request, reply) =>
      reply.status(201).send({ gate: await gates.create(request.auth, request.params.id, request.body) }),
  );

  app.patch(
    '/access_servers/:id/gates/:gateId',
    {
      config: { permission: 'gates.update' },
      schema: { tags, params: GateParams, body: UpdateGate, response: { 200: GateResult } },
    },
    async (request) => ({
      gate: await gates.update(request.auth, request.params.id, request.params.gateId, request.body),
    }),
  );

  app.delete(
    '/access_servers/:id/gates/:gateId',
    {
      config: { permission: 'gates.delete' },
      schema: { tags, params: GateParams, response: { 200: DeleteGateResult } },
    },
    async (request) => gates.remove(request.auth, request.params.id, request.params.gateId),
  );

  app.post(
    '/access_servers/:id/gates/:gateId/test',
    {
      config: { permission: 'gates.test' },
      schema: { tags, params: GateParams, response: { 200: GateTestResult } },
    },
    async (request) => gates.test(request.auth, request.params.id, request.params.gateId),
  );
};
