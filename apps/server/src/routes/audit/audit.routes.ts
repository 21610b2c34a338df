// The audit log (network admins): GET /audit_log, filtered and paged; `export=1` is the CSV download.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuditService } from '../../services/audit.service.ts';
import { route } from '../endpoint.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const audit = createAuditService(app.ctx);

  route(app, 'audit_log.list', async (request) => audit.list(request.auth, request.query));
};
