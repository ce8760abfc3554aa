import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  walletAuthenticateRequestSchema,
  walletBalanceRequestSchema,
  walletBetRequestSchema,
  walletRollbackRequestSchema,
  walletWinRequestSchema,
} from '@hanpan/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import type { ZodTypeProvider } from '../../plugins/validation';
import type { IntegrationRow } from './casino.repository';
import { refusals, type WalletAnswer } from './casino-wallet.protocol';
import type { CasinoService } from './casino.service';

/** hex HMAC-SHA256 of the raw body with the integration's secret. */
export const signWalletBody = (secret: string, rawBody: string) =>
  createHmac('sha256', secret).update(rawBody).digest('hex');

function signatureMatches(secret: string, rawBody: string, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signWalletBody(secret, rawBody), 'hex'), Buffer.from(signature, 'hex'));
}

/** Stands in for a body that is not JSON until the signature has been checked. */
const NOT_JSON = Symbol('not json');

/**
 * The seamless-wallet protocol under /api/casino/wallet (docs/casino-protocol.md): signed
 * server-to-server calls, so the signature is checked before anything else, against the body
 * exactly as it was sent, and the per-address rate limit does not apply (the in-house studio
 * calls for every member from one address).
 */
export const casinoWalletRoutes: FastifyPluginAsync<{ casino: CasinoService }> = async (fastify, { casino }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rawBodies = new WeakMap<FastifyRequest, string>();
  const integrations = new WeakMap<FastifyRequest, IntegrationRow>();

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const raw = body.toString();
    rawBodies.set(request, raw);
    parseJson(request, raw, (error, value) => done(null, error ? NOT_JSON : value));
  });

  app.addHook('preValidation', async (request) => {
    const code = request.headers['x-casino-provider'];
    const integration = typeof code === 'string' && code !== '' ? await casino.findIntegration(code) : undefined;
    if (!integration?.enabled) throw refusals.unknownProvider();
    const signature = request.headers['x-casino-signature'];
    if (typeof signature !== 'string' || !signatureMatches(integration.secret, rawBodies.get(request) ?? '', signature))
      throw refusals.invalidSignature();
    if (request.body === NOT_JSON) throw new AppError(400, 'invalid_json', '요청 본문이 올바른 JSON이 아닙니다.');
    integrations.set(request, integration);
  });

  const integrationOf = (request: FastifyRequest): IntegrationRow => {
    const integration = integrations.get(request);
    if (!integration) throw refusals.unknownProvider();
    return integration;
  };
  const send = (reply: FastifyReply, answer: WalletAnswer) => reply.status(answer.status).send(answer.body);
  const signed = { config: { rateLimit: false } } as const;

  app.post('/authenticate', { ...signed, schema: { body: walletAuthenticateRequestSchema } }, async (request, reply) =>
    send(reply, await casino.protocol.authenticate(integrationOf(request), request.body)),
  );
  app.post('/balance', { ...signed, schema: { body: walletBalanceRequestSchema } }, async (request, reply) =>
    send(reply, await casino.protocol.balance(integrationOf(request), request.body)),
  );
  app.post('/bet', { ...signed, schema: { body: walletBetRequestSchema } }, async (request, reply) =>
    send(reply, await casino.protocol.bet(integrationOf(request), request.body)),
  );
  app.post('/win', { ...signed, schema: { body: walletWinRequestSchema } }, async (request, reply) =>
    send(reply, await casino.protocol.win(integrationOf(request), request.body)),
  );
  app.post('/rollback', { ...signed, schema: { body: walletRollbackRequestSchema } }, async (request, reply) =>
    send(reply, await casino.protocol.rollback(integrationOf(request), request.body)),
  );
};
