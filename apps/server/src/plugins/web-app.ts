import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built SPA beside the API: files as they are, any other GET outside /api as
 * index.html so the client router takes the path. Unknown /api paths stay JSON 404s.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, { distDir }: { distDir: string }) => {
  const indexFile = path.join(distDir, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes brotli and gzip forms beside each text file (vite.config.ts): sent by the
      // browser's Accept-Encoding, with Vary, and never served under their own names.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(reply, filePath) {
        // Vite puts a content hash in every asset name; index.html must always be revalidated.
        const immutable = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // Not a route, so the per-address limit is applied here by hand.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // /studio/ belongs to the studio app (plugins/studio-app.ts), never to the member site's router.
    const outsideSpa =
      pathname === '/api' || pathname.startsWith('/api/') || pathname === '/studio' || pathname.startsWith('/studio/');
    if (outsideSpa || request.method !== 'GET') {
      return reply.status(404).send({ error: 'not_found', message: '요청한 주소를 찾을 수 없습니다.' });
    }
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
