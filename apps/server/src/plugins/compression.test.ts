import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameListsResponse } from '@hanpan/contract';
import { listenOnLoopback } from '../../test/event-stream';
import type { TestApp } from '../../test/helpers';
import { createStudioTestApp } from '../../test/studio-test-kit';

describe('compression of answers made at request time', () => {
  let harness: TestApp;

  beforeAll(async () => {
    // The studio's games listed, so the lobby's lists are long enough to compress.
    harness = await createStudioTestApp('pglite');
  });
  afterAll(async () => {
    await harness.close();
  });

  const get = (url: string, acceptEncoding?: string) =>
    harness.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('compresses API JSON past the threshold, brotli first, and it decodes to the same JSON', async () => {
    const identity = await get('/api/games/slots');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.length).toBeGreaterThan(1024);

    const brotli = await get('/api/games/slots', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(identity.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(identity.json());

    const gzip = await get('/api/games/slots', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(identity.json());
  });

  it('leaves answers under the threshold as they are', async () => {
    const health = await get('/api/health', 'br');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
  });

  it('compresses the games’ SVG art and a slot’s symbol sheet, made per request', async () => {
    const [firstGame] = (await get('/api/games/slots')).json<GameListsResponse>().lists[0]?.games ?? [];
    for (const url of [firstGame!.image, '/studio/api/games/golden-fortune/symbols.svg']) {
      const identity = await get(url);
      const brotli = await get(url, 'br');
      expect(brotli.headers['content-type']).toContain('image/svg+xml');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(identity.body);
    }
  });

  it('never compresses an event stream, which must reach the browser event by event', async () => {
    const base = await listenOnLoopback(harness.app);
    const { headers, firstChunk } = await new Promise<{ headers: http.IncomingHttpHeaders; firstChunk: string }>(
      (resolve, reject) => {
        const request = http.get(
          `${base}/api/push/stream?topics=activity`,
          { headers: { 'accept-encoding': 'br, gzip' } },
          (response) => {
            response.once('data', (chunk: Buffer) => {
              resolve({ headers: response.headers, firstChunk: chunk.toString() });
              request.destroy();
            });
          },
        );
        request.on('error', reject);
      },
    );
    expect(headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(headers['content-encoding']).toBeUndefined();
    expect(firstChunk).toContain('event: ready');
  });
});
