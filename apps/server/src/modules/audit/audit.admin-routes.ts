import { auditQuerySchema } from '@hanpan/contract';
import type { FastifyPluginAsync } from 'fastify';
import { sendCsvFile } from '../../lib/csv';
import { languageOf } from '../../plugins/request-language';
import type { ZodTypeProvider } from '../../plugins/validation';
import type { AuditService } from './audit.service';

/** The audit log under /api/admin: a page of entries, or with `format=csv` the whole filtered log as a file. */
export const auditAdminRoutes: FastifyPluginAsync<{ audit: AuditService }> = async (fastify, { audit }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin);

  app.get('/audit', { schema: { querystring: auditQuerySchema } }, async (request, reply) => {
    if (request.query.format === 'json') return audit.list(request.query);
    return sendCsvFile(reply, 'audit-log.csv', await audit.csv(request.query, languageOf(request)));
  });
};
