import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { gameListsResponseSchema, groupGameLists, type GameListKey } from '@hanpan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_GAMES } from '../../test/casino-test-kit';
import { createTestApp, testConfig, type TestApp } from '../../test/helpers';

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
      expect(page.body).toBe(indexHtml.replace('</head>', `${preloads}</head>`));
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
      expect(page.body).toBe(withoutBanner);
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

  it('names none for another page of a list, an unknown list, or any other page', async () => {
    for (const url of ['/games/slots?page=2', '/games/slots?search=x', '/games/unknown', '/game/x', '/sports', '/']) {
      const page = await harness.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(indexHtml);
    }
  });
});
