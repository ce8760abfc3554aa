import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const NOT_FOUND = { error: 'not_found', message: '요청한 주소를 찾을 수 없습니다.' };

/**
 * Serves Hanpan Studio's built game pages (a Vite app built with base '/studio/') at /studio/,
 * with a history fallback to its index.html. Unlike the rest of the site, these pages may be
 * framed by this same origin (the member site's game player): frame-ancestors 'self'.
 */
export async function studioAppPlugin(app: FastifyInstance, { distDir }: { distDir: string }) {
  const indexFile = path.join(distDir, 'index.html');
  const built = fs.existsSync(indexFile);

  app.addHook('onSend', async (request, reply) => {
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string')
      reply.header('content-security-policy', policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
  });

  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/studio/',
      wildcard: false,
      index: false,
      // The build writes brotli and gzip forms beside each text file (vite.config.ts): sent by the
      // browser's Accept-Encoding, with Vary, and never served under their own names.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // The member site's static plugin owns reply.sendFile; the fallback below reads index.html itself.
      decorateReply: false,
      setHeaders(reply, filePath) {
        // Vite puts a content hash in every asset name; index.html must always be revalidated.
        const immutable = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const sendIndex = async (reply: FastifyReply) => {
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The studio app is not built yet: run `npm run build` (npm start does it for you).');
    }
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await fs.promises.readFile(indexFile));
  };

  app.get('/studio', (_request, reply) => reply.redirect('/studio/'));
  app.get('/studio/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // The studio's API paths stay JSON 404s; everything else is a page of the studio app.
    if (pathname === '/studio/api' || pathname.startsWith('/studio/api/')) return reply.status(404).send(NOT_FOUND);
    return sendIndex(reply);
  });
}
