import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

// The server as `npm start` runs it (bin/charla-server.js), for the start-up suites (startup*.test.ts).
const SERVER = fileURLToPath(new URL('../../bin/charla-server.js', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Starts the server as `npm start` does, until it prints its start-up message; returns it and the process. */
export async function start(
  dataDir: string,
  more: (port: number) => Record<string, string> = () => ({}),
): Promise<{ child: ChildProcess; output: string; base: string; port: number }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = more(port);
  const child = spawn(process.execPath, [SERVER], {
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => {
    output += d;
  });
  child.stderr!.on('data', (d) => {
    output += d;
  });
  const started = Date.now();
  while (!/SECRET_KEY/.test(output)) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output}`);
    if (Date.now() - started > 120_000) {
      child.kill('SIGKILL'); // never left running behind a failed test
      throw new Error(`no start-up message within 120 s: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, output, base, port };
}

export function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}
