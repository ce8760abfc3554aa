import {
  openSessionRequestSchema,
  placeDrawBetRequestSchema,
  playRoundRequestSchema,
  roundActionRequestSchema,
  setClientSeedRequestSchema,
  studioRoundsQuerySchema,
  verifyRoundRequestSchema,
} from '@hanpan/contract';
import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../plugins/validation';
import type { DatabaseChanges } from '../db/database-changes';
import { SEAT_REFRESH_MS } from './draw-play';
import { slotSymbolSheet } from './playable-games';
import type { StudioSessionRow } from './studio.repository';
import type { StudioService } from './studio.service';

declare module 'fastify' {
  interface FastifyRequest {
    studioSession: StudioSessionRow | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer ([A-Za-z0-9_-]{1,128})$/.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * Hanpan Studio's own API under /studio/api, called by its game pages. Calls after the session
 * is opened carry the studio's session token (not the member site's): the studio knows players
 * only as the operator's player ids.
 */
export const studioRoutes: FastifyPluginAsync<{ studio: StudioService; changes: DatabaseChanges }> = async (
  fastify,
  { studio, changes },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const streams = new Set<ServerResponse>();
  app.addHook('onClose', async () => {
    for (const stream of streams) stream.end();
  });
  app.decorateRequest('studioSession', null);
  const session = {
    onRequest: async (request: FastifyRequest) => {
      request.studioSession = await studio.sessionOf(bearerToken(request));
    },
  };
  const sessionOf = (request: FastifyRequest) => request.studioSession as StudioSessionRow;
  const roundIdParams = z.strictObject({ round_id: z.string().min(1).max(100) });

  // The game links the sheet with a version of what it draws, so it may be cached for good.
  const symbolSheetParams = z.strictObject({
    slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, '게임을 찾을 수 없습니다.'),
  });
  app.get('/games/:slug/symbols.svg', { schema: { params: symbolSheetParams } }, async (request, reply) =>
    reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(slotSymbolSheet(request.params.slug)),
  );

  app.post('/sessions', { schema: { body: openSessionRequestSchema } }, async (request, reply) => {
    reply.status(201);
    return studio.openSession(request.body);
  });
  app.get('/state', session, async (request) => studio.state(sessionOf(request)));
  app.post('/rounds', { ...session, schema: { body: playRoundRequestSchema } }, async (request) =>
    studio.playRound(sessionOf(request), request.body.bet),
  );
  app.post(
    '/rounds/:round_id/actions',
    { ...session, schema: { params: roundIdParams, body: roundActionRequestSchema } },
    async (request) => studio.act(sessionOf(request), request.params.round_id, request.body.step, request.body.action),
  );
  app.get('/draws', session, async (request) => studio.drawBoard(sessionOf(request)));
  // The deal the moment any process makes it (the database's change notices), for a table's page:
  // `ready` whenever listening (again), then `draw` events. The page seated here counts as a player.
  app.get(
    '/draws/stream',
    { schema: { querystring: z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/) }) } },
    async (request, reply) => {
      const seated = await studio.sessionOf(request.query.token);
      await studio.takeSeat(seated);
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const ready = () => stream.write('event: ready\ndata: {}\n\n');
      stream.write('retry: 3000\n\n');
      ready();
      const stopHearing = changes.subscribe({
        changed: (change) => {
          if (change.kind === 'draw' && change.gameSlug === seated.game_slug)
            stream.write(`event: draw\ndata: ${JSON.stringify({ draw_id: change.drawId, seq: change.seq })}\n\n`);
        },
        // Listening again after a gap: the page reads the board, since a deal may have gone unheard.
        connected: ready,
        lost: () => {},
      });
      const heartbeat = setInterval(() => {
        stream.write(': keep-alive\n\n');
        studio.takeSeat(seated).catch(() => {});
      }, SEAT_REFRESH_MS);
      const expiry = setTimeout(() => stream.end(), Math.max(seated.expires_at.getTime() - Date.now(), 0));
      streams.add(stream);
      stream.on('close', () => {
        clearInterval(heartbeat);
        clearTimeout(expiry);
        stopHearing();
        streams.delete(stream);
        studio.leaveSeat(seated).catch(() => {});
      });
    },
  );
  app.post('/draw-bets', { ...session, schema: { body: placeDrawBetRequestSchema } }, async (request, reply) => {
    reply.status(201);
    return studio.placeDrawBet(sessionOf(request), request.body.draw_id, request.body.bet);
  });
  app.get('/rounds', { ...session, schema: { querystring: studioRoundsQuerySchema } }, async (request) =>
    studio.rounds(sessionOf(request), request.query.limit),
  );
  app.put('/seeds/client', { ...session, schema: { body: setClientSeedRequestSchema } }, async (request) =>
    studio.setClientSeed(sessionOf(request), request.body.client_seed),
  );
  app.post('/seeds/rotate', session, async (request) => studio.rotateSeed(sessionOf(request)));
  // Public by design: seeds are committed by hash and revealed only by rotation.
  app.get('/rounds/:round_id/fairness', { schema: { params: roundIdParams } }, async (request) =>
    studio.roundFairness(request.params.round_id),
  );
  app.post('/verify', { schema: { body: verifyRoundRequestSchema } }, async (request) => studio.verify(request.body));
};
