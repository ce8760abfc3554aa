import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** Where the build writes the preloads, beside index.html; read by apps/server/src/plugins/web-app.ts. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * A page loaded on demand costs a visit that starts on it a chain of round trips: the entry, then
 * its chunk, its texts and its data module. Given, per path prefix, the modules that page loads on
 * demand (source paths from the project root), this writes `route-preloads.json`: prefix → every
 * built file those modules need that the entry does not already load. The server names them in
 * that path's HTML as module preloads, so the browser fetches them beside the entry.
 */
export function routePreloads(routes: Record<string, readonly string[]>): Plugin {
  let root = '';
  return {
    name: 'hanpan:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
      const chunkByFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // A chunk and everything it imports statically, which the browser needs before running it.
      const withImports = (file: string, found = new Set<string>()): Set<string> => {
        if (found.has(file)) return found;
        found.add(file);
        for (const imported of chunkByFile.get(file)?.imports ?? []) withImports(imported, found);
        return found;
      };
      const entryFiles = new Set(
        chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...withImports(chunk.fileName)]),
      );
      const preloads: Record<string, string[]> = {};
      for (const [prefix, modules] of Object.entries(routes)) {
        const files = new Set<string>();
        for (const module of modules) {
          const moduleId = path.resolve(root, module);
          const chunk = chunks.find((candidate) => candidate.moduleIds.includes(moduleId));
          if (!chunk) this.error(`route preloads: ${module} is in no chunk of the build`);
          for (const file of withImports(chunk.fileName)) if (!entryFiles.has(file)) files.add(`/${file}`);
        }
        preloads[prefix] = [...files];
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads, null, 2) });
    },
  };
}
