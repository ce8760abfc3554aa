import { fixtureListQuerySchema, idParamsSchema } from '@hanpan/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { languageOf } from '../../plugins/request-language';
import type { ZodTypeProvider } from '../../plugins/validation';
import type { SportsbookService } from './sportsbook.service';
import { teamLogoSvg } from './team-logo';

const kindParamsSchema = z.strictObject({
  kind: z.enum(['prematch', 'inplay'], { error: 'prematch 또는 inplay만 가능합니다.' }),
});
const fixtureParamsSchema = idParamsSchema('경기');
const logoParamsSchema = z.strictObject({ file: z.string().regex(/^\d{1,9}\.svg$/, '잘못된 로고 주소입니다.') });

/**
 * The sportsbook's catalogue under /api/sports: public lists and logos, fixtures for members.
 * Names (leagues, locations, teams, markets, selections) are answered in the request's language.
 */
export const sportsbookRoutes: FastifyPluginAsync<{ sportsbook: SportsbookService }> = async (
  fastify,
  { sportsbook },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/sports/:kind', { schema: { params: kindParamsSchema } }, async (request) =>
    sportsbook.sports(request.params.kind, languageOf(request)),
  );

  // The spec's paths put the two lists and one fixture side by side: /fixtures/inplay, /fixtures/{id}.
  for (const kind of ['prematch', 'inplay'] as const) {
    app.get(
      `/fixtures/${kind}`,
      { onRequest: app.requireUserCached, schema: { querystring: fixtureListQuerySchema } },
      async (request, reply) => {
        const page = await sportsbook.fixturePage(kind, request.query, languageOf(request));
        // The browser revalidates every time and gets 304 while the page is the same; a page is
        // written in the request's language, so the browser keeps one per language.
        reply.header('etag', page.etag).header('cache-control', 'private, no-cache').header('vary', 'Accept-Language');
        if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
        return reply.type('application/json; charset=utf-8').send(page.body);
      },
    );
  }
  app.get(
    '/fixtures/:id',
    { onRequest: app.requireUserCached, schema: { params: fixtureParamsSchema } },
    async (request) => sportsbook.fixture(request.params.id, languageOf(request)),
  );

  app.get('/featured', async (request) => sportsbook.featured(languageOf(request)));

  app.get('/logos/:file', { schema: { params: logoParamsSchema } }, async (request, reply) => {
    const id = Number(request.params.file.replace('.svg', ''));
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(teamLogoSvg(id));
  });
};
