import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@hanpan/contract';
import { LANGUAGE_COOKIE, PAGE_ANSWERS_ELEMENT_ID, type PageAnswers } from '@hanpan/contract/page-answers';
import { z } from 'zod';

/**
 * Serves the built SPA beside the API: files as they are, any other GET outside /api as
 * index.html so the client router takes the path. Unknown /api paths stay JSON 404s.
 */
export interface WebAppOptions {
  distDir: string;
  /** What a page paints first, sent with its HTML. */
  firstPaint?: (page: PageRequest) => Promise<FirstPaint>;
}

export interface PageRequest {
  pathname: string;
  /** The address's query without its `?` ('' for none). */
  search: string;
  /** The member site's language, as its cookie names it (the contract's LANGUAGE_COOKIE); Korean without it. */
  language: Language;
}

export interface FirstPaint {
  /**
   * The images the page paints first (its largest paint, typically), named as preloads so they
   * load beside the entry instead of after it and the data naming them.
   */
  images?: string[];
  /** The answers of the public calls the page makes first, by the call's path (contract's page-answers). */
  answers?: Record<string, unknown>;
  /**
   * The page's first screen as the server drew it (apps/web/src/first-screen), put under
   * index.html's header: it paints with the HTML and the stylesheet, before any script has run.
   */
  screen?: string;
}

/** index.html's comment marking where a page's first screen goes, under the header. */
const FIRST_SCREEN_MARK = '<!-- first screen:';

export const webAppPlugin = fp(async (app: FastifyInstance, { distDir, firstPaint }: WebAppOptions) => {
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

  const notFound = (reply: FastifyReply) =>
    reply.status(404).send({ error: 'not_found', message: '요청한 주소를 찾을 수 없습니다.' });
  // Not a route, so the per-address limit is applied here by hand.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (_request, reply) => notFound(reply));

  // Any other address is a page of the SPA: a route, not the not-found handler, so the page's own
  // HTML goes compressed like any answer (plugins/compression.ts hooks routes only).
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // /studio/ belongs to the studio app (plugins/studio-app.ts), never to the member site's router.
    const outsideSpa =
      pathname === '/api' || pathname.startsWith('/api/') || pathname === '/studio' || pathname.startsWith('/studio/');
    if (outsideSpa) return notFound(reply);
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    reply.header('cache-control', 'no-cache');
    const page = pagesWithPreloads.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`));
    let html = page?.html ?? (pathname === '/' ? indexHtml : otherPagesHtml);
    const search = request.url.slice(pathname.length + 1);
    const language = cookieLanguage(request.headers.cookie);
    const {
      images = [],
      answers,
      screen,
    } = firstPaint ? await firstPaintOf(firstPaint, { pathname, search, language }) : {};
    const links = images.map(
      (href) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(href)}">`,
    );
    const answersElement = answers ? pageAnswersElement({ readAt: Date.now(), answers }) : '';
    // Replaced by functions: a string replacement reads `$'` or `$&` (in a game's name, say) as patterns.
    if (links.length > 0 || answersElement)
      html = html.replace('</head>', () => `${links.join('')}${answersElement}</head>`);
    if (screen) {
      html = html.replace(FIRST_SCREEN_MARK, () => `${screen}${FIRST_SCREEN_MARK}`);
      // Drawn in the language of the member's cookie.
      reply.header('vary', 'Cookie');
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

/** What a page paints first, or nothing when it cannot be read: the page asks for it itself then. */
async function firstPaintOf(
  firstPaint: NonNullable<WebAppOptions['firstPaint']>,
  page: PageRequest,
): Promise<FirstPaint> {
  try {
    return await firstPaint(page);
  } catch {
    return {};
  }
}

/**
 * The answers as a JSON script element: never run, and no text in them can close it, as every `<`
 * is written as its JSON escape (a name with "</script>" stays a name).
 */
export const pageAnswersElement = (pageAnswers: PageAnswers) =>
  `<script type="application/json" id="${PAGE_ANSWERS_ELEMENT_ID}">${JSON.stringify(pageAnswers).replaceAll('<', '\\u003c')}</script>`;

/** The language the member site's cookie names, or Korean when it names none of the site's. */
export function cookieLanguage(cookieHeader: string | undefined): Language {
  const value = cookieHeader
    ?.split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return LANGUAGES.find((language) => language === value) ?? DEFAULT_LANGUAGE;
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
