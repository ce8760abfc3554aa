import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compresses answers made at request time (API JSON, the games' SVG art) by the browser's
 * Accept-Encoding, brotli before gzip; built files come compressed from the build (web-app.ts).
 * Registered before any route: it hooks only the routes registered after it. Event streams are
 * written to the socket after `reply.hijack()`, so no onSend hook, this one included, sees them.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    // Below ~1 KB the saving is a packet at most, not worth a compressor.
    threshold: 1024,
    // Quality 4 makes JSON as small as gzip 9 does; the build's 11 costs ~100 times the CPU, per call.
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
      },
    },
    zlibOptions: { level: 6 },
    // Request bodies are small JSON, and browsers never compress them: no inflating untrusted input.
    globalDecompression: false,
  });
});
