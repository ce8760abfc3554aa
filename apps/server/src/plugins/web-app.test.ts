import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { gameListsResponseSchema, groupGameLists, type GameListKey } from '@hanpan/contract';
import { PAGE_ANSWERS_ELEMENT_ID, type PageAnswers } from '@hanpan/contract/page-answers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIXTURE_GAMES } from '../../test/casino-test-kit';
import { createTestApp, testConfig, type TestApp } from '../../test/helpers';
import { pageAnswersElement } from './web-app';

const answersElement = new RegExp(`<script type="application/json" id="${PAGE_ANSWERS_ELEMENT_ID}">(.*?)</script>`);

/** The page answers an HTML carries, as a browser's JSON.parse of the element's text reads them. */
function pageAnswersOf(html: string): PageAnswers | undefined {
  const element = answersElement.exec(html);
  return element ? (JSON.parse(element[1]!) as PageAnswers) : undefined;
}

/** The HTML without its page answers (the games pages carry them: tested on their own below). */
const withoutAnswers = (html: string) => html.replace(answersElement, '');

/** A file of the build and the brotli and gzip forms the build writes beside it (vite.config.ts). */
async function writeBuilt(file: string, content: string) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, content);
  await fs.writeFile(`${file}.br`, brotliCompressSync(content));
  await fs.writeFile(`${file}.gz`, gzipSync(content));
}

describe('the built sites’ files', () => {
  let harness: TestApp;
  let webDist: string;
  let studioDist: string;
  const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => `row ${index}`))};`;
  const indexHtml = '<!doctype html><head><title>Hanpan</title></head><div id="root"></div>';

  beforeAll(async () => {
    webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'hanpan-web-dist-'));
    studioDist = await fs.mkdtemp(path.join(os.tmpdir(), 'hanpan-studio-dist-'));
    await writeBuilt(path.join(webDist, 'index.html'), indexHtml);
    await writeBuilt(path.join(webDist, 'assets', 'index-abc123.js'), script);
    await fs.writeFile(path.join(webDist, 'manifest.webmanifest'), JSON.stringify({ name: 'Hanpan' }));
    await fs.writeFile(
      path.join(webDist, 'route-preloads.json'),
      JSON.stringify({ '/games': ['/assets/games-abc123.js', '/assets/casino-def456.js'] }),
    );
    await writeBuilt(path.join(studioDist, 'index.html'), '<!doctype html><title>Hanpan Studio</title>');
    await writeBuilt(path.join(studioDist, 'assets', 'game-abc123.js'), script);
    harness = await createTestApp('pglite', {
      config: testConfig({ WEB_DIST_DIR: webDist, STUDIO_DIST_DIR: studioDist }),
    });
  });
  afterAll(async () => {
    await harness.close();
    for (const dir of [webDist, studioDist]) await fs.rm(dir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    harness.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a hashed asset’s brotli form to a browser that takes it, gzip to one that takes only gzip, the file itself otherwise', async () => {
    for (const url of ['/assets/index-abc123.js', '/studio/assets/game-abc123.js']) {
      const brotli = await get(url, 'gzip, deflate, br');
      expect(brotli.statusCode).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['content-type']).toMatch(/javascript/);
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);

      const gzip = await get(url, 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

      const identity = await get(url);
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.headers.vary).toMatch(/accept-encoding/i);
      expect(identity.body).toBe(script);
    }
  });

  it('sends index.html compressed on every page path, still revalidated every time', async () => {
    const page = await get('/sports/soccer', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(indexHtml);
  });

  it('answers a call to no API route, or any other method on a page, with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['GET', '/api'],
      ['POST', '/games/slots'],
      ['DELETE', '/'],
    ] as const) {
      const answer = await harness.app.inject({ method, url });
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.json(), `${method} ${url}`).toEqual({
        error: 'not_found',
        message: '요청한 주소를 찾을 수 없습니다.',
      });
    }
  });

  it('serves the compressed forms only as encodings of their file, never by their own names', async () => {
    const byName = await get('/assets/index-abc123.js.br');
    expect(byName.headers['content-type']).toMatch(/text\/html/);
    expect(byName.body).toBe(indexHtml);
  });

  it('serves the web app manifest as a manifest', async () => {
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.json()).toEqual({ name: 'Hanpan' });
  });

  it("names a page's own chunks as module preloads in the HTML of its paths only", async () => {
    const preloads =
      '<link rel="modulepreload" crossorigin href="/assets/games-abc123.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/casino-def456.js">';
    for (const url of ['/games', '/games/slots', '/games/slots?page=2']) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(withoutAnswers(page.body)).toBe(indexHtml.replace('</head>', `${preloads}</head>`));
    }
    for (const url of ['/', '/gamesroom', '/game/golden-fortune', '/sports']) {
      expect((await get(url)).body).toBe(indexHtml);
    }
  });
});

describe("home's banner preload", () => {
  let harness: TestApp;
  let webDist: string;
  // As index.html writes them: a media query's ">" inside a quoted attribute does not end the tag.
  const banner =
    '<link rel="preload" as="image" href="/banners/welcome-mobile.svg" media="(width < 768px)" fetchpriority="high" />\n    ' +
    '<link rel="preload" as="image" href="/banners/welcome-desktop.svg" media="(width >= 768px)" fetchpriority="high" />';
  const indexHtml = `<!doctype html><head><title>Hanpan</title>\n    ${banner}\n  </head><div id="root"></div>`;
  const withoutBanner = '<!doctype html><head><title>Hanpan</title>\n  </head><div id="root"></div>';

  beforeAll(async () => {
    webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'hanpan-web-dist-'));
    await writeBuilt(path.join(webDist, 'index.html'), indexHtml);
    await fs.writeFile(
      path.join(webDist, 'route-preloads.json'),
      JSON.stringify({ '/sports': ['/assets/sports-abc123.js'] }),
    );
    harness = await createTestApp('pglite', { config: testConfig({ WEB_DIST_DIR: webDist }) });
  });
  afterAll(async () => {
    await harness.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  it('goes with home only: no other page fetches an image it never shows', async () => {
    const home = await harness.app.inject({ url: '/' });
    expect(home.body).toBe(indexHtml);
    for (const url of ['/notices', '/games/slots', '/my-page']) {
      const page = await harness.app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(withoutAnswers(page.body)).toBe(withoutBanner);
    }
    const sports = await harness.app.inject({ url: '/sports/soccer' });
    expect(sports.body).toBe(
      withoutBanner.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/sports-abc123.js"></head>'),
    );
  });
});

describe("a games page's HTML", () => {
  let harness: TestApp;
  let webDist: string;
  const indexHtml = '<!doctype html><head><title>Hanpan</title></head><div id="root"></div>';

  beforeAll(async () => {
    webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'hanpan-web-dist-'));
    await writeBuilt(path.join(webDist, 'index.html'), indexHtml);
    harness = await createTestApp('pglite', { config: testConfig({ WEB_DIST_DIR: webDist }) });
    await harness.app.services.casino.syncCatalog('studio', FIXTURE_GAMES);
  });
  afterAll(async () => {
    await harness.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  /** What the lobby lists first for `key`, as the web groups the two games calls. */
  const firstArt = async (key: GameListKey) => {
    const lists = await Promise.all(
      ['/api/games/slots', '/api/games/casino'].map(async (url) =>
        gameListsResponseSchema.parse((await harness.app.inject({ url })).json()),
      ),
    );
    const games = groupGameLists(lists.flatMap((response) => response.lists))[key];
    return games.slice(0, 2).map((game) => game.image);
  };
  const imagePreloads = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/g)].map((match) => match[1]);

  it("names the art of a list's first two games as image preloads, in the lobby's order", async () => {
    for (const key of ['slots', 'live-casino', 'new', 'all'] as const) {
      const expected = await firstArt(key);
      expect(expected.length, key).toBeGreaterThan(0);
      const page = await harness.app.inject({ url: `/games/${key}` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(imagePreloads(page.body), key).toEqual(expected.map((href) => href.replaceAll('&', '&amp;')));
    }
  });

  it('names none for another page of a list or a search, which show other games first', async () => {
    for (const url of ['/games/slots?page=2', '/games/slots?search=x']) {
      const page = await harness.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(imagePreloads(page.body), url).toEqual([]);
    }
  });

  it("carries both games calls' answers as they are now, on every address of a list", async () => {
    const [slots, casino] = await Promise.all(
      ['/api/games/slots', '/api/games/casino'].map(async (url) => (await harness.app.inject({ url })).json()),
    );
    for (const url of ['/games/slots', '/games/live-casino', '/games/all?page=2', '/games/slots?search=x']) {
      const before = Date.now();
      const page = await harness.app.inject({ url });
      const sent = pageAnswersOf(page.body);
      expect(sent?.answers, url).toEqual({ '/api/games/slots': slots, '/api/games/casino': casino });
      expect(sent?.readAt, url).toBeGreaterThanOrEqual(before);
      expect(sent?.readAt, url).toBeLessThanOrEqual(Date.now());
    }
  });

  it('goes compressed: it is written per request, not precompressed by the build', async () => {
    const page = await harness.app.inject({ url: '/games/slots', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    const plain = await harness.app.inject({ url: '/games/slots' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(pageAnswersOf(plain.body)?.answers).toBeDefined();
    // The same page but for when its answers were read.
    const undated = (html: string) => html.replace(/"readAt":\d+/, '');
    expect(undated(brotliDecompressSync(page.rawPayload).toString())).toBe(undated(plain.body));
    const gzip = await harness.app.inject({ url: '/games/slots', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(undated(gunzipSync(gzip.rawPayload).toString())).toBe(undated(plain.body));
  });

  it('sends neither for an unknown list or any other page', async () => {
    for (const url of ['/games/unknown', '/game/x', '/sports', '/']) {
      const page = await harness.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(indexHtml);
    }
  });

  it('counts pages, which read the catalog, against the per-address limit like any call', async () => {
    const limited = await createTestApp('pglite', {
      config: testConfig({ WEB_DIST_DIR: webDist, ADDRESS_RATE_LIMIT_PER_MINUTE: '3' }),
    });
    try {
      const statuses = [];
      for (const url of ['/games/slots', '/games/all', '/sports', '/games/slots', '/nothing-here']) {
        statuses.push((await limited.app.inject({ url })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('sends the page without them when the catalog cannot be read: the page asks the calls itself', async () => {
    const lobby = vi.spyOn(harness.app.services.casino, 'lobby').mockRejectedValueOnce(new Error('database down'));
    const page = await harness.app.inject({ url: '/games/slots' });
    expect(lobby).toHaveBeenCalledOnce();
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(indexHtml);
  });
});

describe("a games page's first screen", () => {
  let harness: TestApp;
  let buildDir: string;
  const header = '<div id="root"><div><header>Hanpan</header><!-- first screen: the server\'s --></div></div>';
  const indexHtml = `<!doctype html><head><title>Hanpan</title></head>${header}`;
  // The web build's module of first screens (apps/web/src/first-screen, tested there): here one
  // that writes what it was given, and counts its drawings.
  const screensModule = `
    globalThis.hanpanScreensDrawn = 0;
    export function renderGamesFirstScreen({ url, category, language, slots, casino }) {
      if (category === 'new') throw new Error('cannot draw');
      globalThis.hanpanScreensDrawn += 1;
      const first = [...slots.lists, ...casino.lists].flatMap((list) => list.games)[0];
      return '<div data-first-screen>' + [url, category, language, first.title].join(' ') + '</div>';
    }`;
  const drawings = () => (globalThis as { hanpanScreensDrawn?: number }).hanpanScreensDrawn;

  beforeAll(async () => {
    buildDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hanpan-web-build-'));
    await writeBuilt(path.join(buildDir, 'dist', 'index.html'), indexHtml);
    await fs.mkdir(path.join(buildDir, 'dist-server'));
    await fs.writeFile(path.join(buildDir, 'dist-server', 'render-games.js'), screensModule);
    harness = await createTestApp('pglite', { config: testConfig({ WEB_DIST_DIR: path.join(buildDir, 'dist') }) });
    await harness.app.services.casino.syncCatalog('studio', FIXTURE_GAMES);
  });
  afterAll(async () => {
    await harness.close();
    await fs.rm(buildDir, { recursive: true, force: true });
  });

  const screenOf = (html: string) => /<header>Hanpan<\/header>(.*?)<!-- first screen:/.exec(html)?.[1];

  it("goes under index.html's header, drawn from the lobby in the language of the site's cookie", async () => {
    const firstTitle = FIXTURE_GAMES.find((game) => game.category === 'slots')!.title;
    for (const [cookie, language] of [
      [undefined, 'ko'],
      ['hanpan_language=en', 'en'],
      ['theme=dark; hanpan_language=ko', 'ko'],
      ['hanpan_language=fr', 'ko'],
    ] as const) {
      const page = await harness.app.inject({ url: '/games/slots', headers: cookie ? { cookie } : {} });
      expect(page.statusCode).toBe(200);
      expect(screenOf(page.body), cookie).toBe(
        `<div data-first-screen>/games/slots slots ${language} ${firstTitle}</div>`,
      );
      expect(page.headers.vary, cookie).toMatch(/^Cookie\b/);
      // The answers still go with it: the client draws over the screen with them.
      expect(pageAnswersOf(page.body)?.answers).toHaveProperty('/api/games/slots');
    }
  });

  it('is drawn once for a catalog and a language, and again when the catalog changes', async () => {
    await harness.app.inject({ url: '/games/all' });
    const drawn = drawings()!;
    await harness.app.inject({ url: '/games/all' });
    await harness.app.inject({ url: '/games/all' });
    expect(drawings()).toBe(drawn);

    // A name with what a string replacement would read as patterns ($' is all after the match).
    const title = "새 이름 $' $& $`";
    const renamed = FIXTURE_GAMES.map((game, index) => (index === 0 ? { ...game, title } : game));
    await harness.app.services.casino.syncCatalog('studio', renamed);
    const page = await harness.app.inject({ url: '/games/all' });
    expect(drawings()).toBe(drawn + 1);
    expect(screenOf(page.body)).toContain(title);
    expect(JSON.stringify(pageAnswersOf(page.body))).toContain(JSON.stringify(title));
    await harness.app.services.casino.syncCatalog('studio', FIXTURE_GAMES);
  });

  it('is not drawn for another page of a list or a search, nor for any page but a list', async () => {
    for (const url of ['/games/slots?page=2', '/games/slots?q=x', '/games/unknown', '/sports', '/']) {
      const page = await harness.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(screenOf(page.body), url).toBe('');
    }
  });

  it('leaves the pages as the script draws them when the module cannot be loaded: the server still starts', async () => {
    const brokenDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hanpan-web-build-'));
    await writeBuilt(path.join(brokenDir, 'dist', 'index.html'), indexHtml);
    await fs.mkdir(path.join(brokenDir, 'dist-server'));
    await fs.writeFile(path.join(brokenDir, 'dist-server', 'render-games.js'), "throw new Error('a broken build');");
    const broken = await createTestApp('pglite', {
      config: testConfig({ WEB_DIST_DIR: path.join(brokenDir, 'dist') }),
    });
    try {
      const page = await broken.app.inject({ url: '/games/slots' });
      expect(page.statusCode).toBe(200);
      expect(screenOf(page.body)).toBe('');
      expect(pageAnswersOf(page.body)?.answers).toHaveProperty('/api/games/slots');
    } finally {
      await broken.close();
      await fs.rm(brokenDir, { recursive: true, force: true });
    }
  });

  it('leaves the page as the script draws it when it cannot be drawn, its answers still sent, and logs it', async () => {
    const logged = vi.spyOn(harness.app.log, 'error');
    const page = await harness.app.inject({ url: '/games/new' });
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/games/new', err: expect.any(Error) }),
      "a games page's first screen could not be drawn",
    );
    expect(page.statusCode).toBe(200);
    expect(screenOf(page.body)).toBe('');
    expect(pageAnswersOf(page.body)?.answers).toHaveProperty('/api/games/casino');
  });
});

describe('the answers element', () => {
  it('keeps any text in an answer from closing it or opening markup, and reads back as sent', () => {
    const hostile = { name: '</script><script>alert(1)</script><!-- 한판 & "quoted"' };
    const sent: PageAnswers = { readAt: 1, answers: { '/api/games/slots': hostile } };
    const element = pageAnswersElement(sent);
    expect(element.match(/<\/script>/g)).toEqual(['</script>']);
    expect(element).not.toContain('<!--');
    expect(pageAnswersOf(element)).toEqual(sent);
  });
});
