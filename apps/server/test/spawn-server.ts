import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type RunningServer = { child: ChildProcess; url: string; output: () => string; exited: Promise<number | null> };

/**
 * Starts `src/server.ts` in its own process, as `npm start` does, and resolves once it prints
 * its address. PORT 0 lets the system pick a free port; `nodeArgs` go to node (`--cpu-prof`).
 */
export function startServer(env: Record<string, string>, nodeArgs: string[] = []): Promise<RunningServer> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env },
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve({ child, url: match[1].replace('localhost', '127.0.0.1'), output: () => output, exited });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited with ${code} before listening:\n${output}`)));
  });
}

/** SIGTERM, as a process manager sends it; resolves with the exit code. */
export function stopServer(server: RunningServer): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}
