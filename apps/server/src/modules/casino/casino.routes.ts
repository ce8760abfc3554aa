import { historyQuerySchema } from '@hanpan/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import { languageOf } from '../../plugins/request-language';
import type { ZodTypeProvider } from '../../plugins/validation';
import type { CasinoService } from './casino.service';

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, '게임을 찾을 수 없습니다.');
const artParamsSchema = z.strictObject({
  file: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}\.svg$/, '잘못된 이미지 주소입니다.'),
});

/** The casino lobby under /api/games: public lists and art, launching and rounds for members. */
export const casinoRoutes: FastifyPluginAsync<{ casino: CasinoService }> = async (fastify, { casino }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/slots', async () => casino.gameLists('slots'));
  app.get('/casino', async () => casino.gameLists('casino'));

  // The catalog links the art with a version of what it draws, so it may be cached for good.
  app.get('/art/:file', { schema: { params: artParamsSchema } }, async (request, reply) => {
    const svg = await casino.gameArt(request.params.file.replace(/\.svg$/, ''));
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=31536000, immutable').send(svg);
  });

  app.post(
    '/launch/:slug',
    { onRequest: app.requireUser, schema: { params: z.strictObject({ slug }) } },
    async (request) => casino.launch(authOf(request).userId, request.params.slug, languageOf(request)),
  );

  app.get('/rounds', { onRequest: app.requireUser, schema: { querystring: historyQuerySchema } }, async (request) =>
    casino.rounds(authOf(request), request.query),
  );
};
