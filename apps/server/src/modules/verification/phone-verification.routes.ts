import { phoneVerificationRequestSchema } from '@hanpan/contract';
import type { FastifyPluginAsync } from 'fastify';
import { languageOf } from '../../plugins/request-language';
import type { ZodTypeProvider } from '../../plugins/validation';
import type { PhoneVerificationService } from './phone-verification.service';

export const phoneVerificationRoutes: FastifyPluginAsync<{
  phoneVerification: PhoneVerificationService;
  sendsPerAddressPerHour: number;
}> = async (fastify, { phoneVerification, sendsPerAddressPerHour }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Each phone waits 60 s between texts (the service); each address also gets few texts an hour,
  // so nobody makes the site text thousands of numbers at the operator's expense.
  const sendLimit = { rateLimit: { max: sendsPerAddressPerHour, timeWindow: '1 hour' } };
  app.post(
    '/phone-verification',
    { schema: { body: phoneVerificationRequestSchema }, config: sendLimit },
    async (request) => phoneVerification.requestCode(request.body.phone, languageOf(request)),
  );
};
