import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import * as audit from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  serve(app, 'getAuditLog', async (request) => audit.readAuditLog(db, request.query));
};
