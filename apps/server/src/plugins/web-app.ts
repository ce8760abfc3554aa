import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

/**
 * Serves the built SPA beside the API: files as they are, any other GET outside /api as
 * index.html so the client router takes the path. Unknown /api paths stay JSON 404s.
 */
export interface WebAppOptions {
  distDir: string;
  /**
   * The images a page paints first (its largest paint, typically), named as preloads in its HTML
   * so they load beside the entry instead of after it and the data naming them. Only for a page's
   * plain address: a query (another page of a list, a search) shows other images.
   */
  firstImages?: (pathname: string) => Promise<string[]>;
}

export const webAppPlugin = fp(async (app: FastifyInstance, { distDir, firstImages }: WebAppOptions) => {
  const indexFile = path.join(distDir, 'index.html');
  const built = fs.existsSync(indexFile);
  const indexHtml = built ? fs.readFileSync(indexFile, 'utf8') : '';
  // index.html's image preloads are home's first banner (index.html says so): every other page is
  // sent without them, so a visit starting there does not fetch and decode an image it never shows.
  const otherPagesHtml = indexHtml.replace(/\s*<link rel="preload" as="image"(?:[^>"]|"[^"]*")*>/g, '');
  const pagesWithPreloads = built ? readPagesWithPreloads(distDir, otherPagesHtml) : [];
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
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
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
    reply.header('cache-control', 'no-cache');
    const page = pagesWithPreloads.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`));
    let html = page?.html ?? (pathname === '/' ? indexHtml : otherPagesHtml);
    const images = firstImages && !request.url.includes('?') ? await imagesOf(firstImages, pathname) : [];
    if (images.length > 0) {
      const links = images.map(
        (href) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(href)}">`,
      );
      html = html.replace('</head>', `${links.join('')}</head>`);
    }
    // The file as built goes precompressed; a page's own HTML is compressed as it is sent.
    return html === indexHtml ? reply.sendFile('index.html') : reply.type('text/html; charset=utf-8').send(html);
  });
});

/**
 * index.html with each page's own module preloads (the build's route-preloads.json, written by
 * tooling/vite-route-preloads.ts): a visit starting on that page fetches its chunk, texts and data
 * module beside the entry instead of after it. None when the build wrote no such file.
 */
function readPagesWithPreloads(distDir: string, indexHtml: string): { prefix: string; html: string }[] {
  const preloadsFile = path.join(distDir, 'route-preloads.json');
  if (!fs.existsSync(preloadsFile)) return [];
  const preloads = routePreloadsSchema.parse(JSON.parse(fs.readFileSync(preloadsFile, 'utf8')));
  return Object.entries(preloads).map(([prefix, files]) => ({
    prefix,
    html: indexHtml.replace(
      '</head>',
      `${files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('')}</head>`,
    ),
  }));
}

const routePreloadsSchema = z.record(z.string().startsWith('/'), z.array(z.string().regex(/^\/assets\/[\w.-]+\.js$/)));

/** A page's first images, or none when they cannot be read: the page loads them itself then. */
async function imagesOf(firstImages: (pathname: string) => Promise<string[]>, pathname: string): Promise<string[]> {
  try {
    return await firstImages(pathname);
  } catch {
    return [];
  }
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
