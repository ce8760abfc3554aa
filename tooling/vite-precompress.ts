import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Text formats; fonts and raster images are compressed already. */
const COMPRESSIBLE_FILE = /\.(?:html|js|css|svg|json|webmanifest|txt)$/;

/**
 * Writes a brotli (quality 11) and a gzip (level 9) form beside every text file of the build, for
 * the server to send by the browser's Accept-Encoding without compressing at request time
 * (apps/server/src/plugins/web-app.ts and studio-app.ts). A form no smaller than its file is not
 * written. Used by the member site's and the studio's builds.
 */
export function precompress(): Plugin {
  return {
    name: 'hanpan:precompress',
    apply: 'build',
    writeBundle: {
      // After every other plugin has written, public/ included (copied before the bundle).
      order: 'post',
      async handler({ dir }) {
        if (!dir) return;
        const files = (await fs.readdir(dir, { recursive: true })).filter((file) => COMPRESSIBLE_FILE.test(file));
        await Promise.all(
          files.map(async (file) => {
            const source = await fs.readFile(path.join(dir, file));
            const forms = await Promise.all([
              brotli(source, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }).then((bytes) => ({ extension: '.br', bytes })),
              gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }).then((bytes) => ({ extension: '.gz', bytes })),
            ]);
            for (const { extension, bytes } of forms) {
              if (bytes.length < source.length) await fs.writeFile(path.join(dir, file + extension), bytes);
            }
          }),
        );
      },
    },
  };
}
