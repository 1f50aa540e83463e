import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const CHARLA_BIN = fileURLToPath(new URL('../../bin/charla.js', import.meta.url));

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node bin/charla.js …` as an operator would, with only the given configuration in its environment. */
export function runCharla(args: string[], env: Record<string, string>): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const base: Record<string, string> = { PATH: process.env.PATH ?? '/usr/bin:/bin' };
    for (const k of ['HOME', 'TMPDIR'] as const) if (process.env[k]) base[k] = process.env[k];
    const child = spawn(process.execPath, [CHARLA_BIN, ...args], {
      env: { ...base, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
