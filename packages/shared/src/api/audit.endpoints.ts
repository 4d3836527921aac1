import { AuditLogQuerySchema, AuditLogSchema } from '../contracts/audit';
import { describeEndpoints } from './endpoint';

export const auditEndpoints = describeEndpoints('Audit', {
  getAuditLog: {
    summary: 'Who changed what through the admin API, newest first',
    description:
      'Each entry holds the thing before and after the change, and its target in words (target_name); `names` names the ids the page’s entries mention. Filter by event, actor (user id) and kind; page with before_id.',
    query: AuditLogQuerySchema,
    responses: { 200: AuditLogSchema },
  },
});
