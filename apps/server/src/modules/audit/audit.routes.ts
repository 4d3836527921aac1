import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditLogQuerySchema, AuditLogSchema } from '@app/shared';
import { guards } from '../../lib/guards';
import { readAuditLog } from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/audit-log',
    {
      config: { guard: guards.anyOf('admin', 'manager') },
      schema: {
        tags: ['Audit'],
        summary: 'Who changed what through the admin API, newest first',
        description:
          'Each entry holds the thing before and after the change, and its target in words (target_name); `names` names the ids the page’s entries mention. Filter by event, actor (user id) and kind; page with before_id.',
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogSchema },
      },
    },
    async (request) => readAuditLog(db, request.query),
  );
};
