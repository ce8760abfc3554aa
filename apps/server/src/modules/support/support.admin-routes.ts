import {
  adminInquiryListQuerySchema,
  idParamsSchema,
  inquiryReplyRequestSchema,
  sendMessageRequestSchema,
} from '@hanpan/contract';
import type { FastifyPluginAsync } from 'fastify';
import { sendCsvFile } from '../../lib/csv';
import { languageOf } from '../../plugins/request-language';
import type { ZodTypeProvider } from '../../plugins/validation';
import { auditActorOf } from '../audit';
import type { SupportService } from './support.service';

const inquiryParamsSchema = idParamsSchema('문의');

/** Operator: the inquiry queue and personal messages, under /api/admin. */
export const supportAdminRoutes: FastifyPluginAsync<{ support: SupportService }> = async (fastify, { support }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin);

  app.get('/inquiries', { schema: { querystring: adminInquiryListQuerySchema } }, async (request, reply) => {
    if (request.query.format === 'json') return support.adminInquiries(request.query);
    return sendCsvFile(reply, 'inquiries.csv', await support.adminInquiriesCsv(request.query, languageOf(request)));
  });
  app.post(
    '/inquiries/:id/reply',
    { schema: { params: inquiryParamsSchema, body: inquiryReplyRequestSchema } },
    async (request) => support.replyToInquiry(auditActorOf(request), request.params.id, request.body),
  );
  app.post('/inquiries/:id/close', { schema: { params: inquiryParamsSchema } }, async (request) =>
    support.closeInquiry(auditActorOf(request), request.params.id),
  );

  app.post('/messages', { schema: { body: sendMessageRequestSchema } }, async (request, reply) => {
    reply.status(201);
    return support.sendMessage(auditActorOf(request), request.body);
  });
};
