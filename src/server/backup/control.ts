import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * How the `charla` command reaches the server that holds the embedded database: its local address and a
 * token made at each start, in a file only the server's user can read (reading DATA_DIR is the authority a
 * backup needs anyway).
 */
export interface Control {
  pid: number;
  url: string;
  token: string;
}

export const controlFile = (dataDir: string) => join(dataDir, 'charla.control.json');

export const newControlToken = () => randomBytes(32).toString('hex');

export function writeControl(dataDir: string, control: Control) {
  writeFileSync(controlFile(dataDir), JSON.stringify(control), { mode: 0o600 });
}

export function removeControl(dataDir: string, pid = process.pid) {
  if (readControl(dataDir)?.pid === pid) rmSync(controlFile(dataDir), { force: true });
}

export function readControl(dataDir: string): Control | undefined {
  const file = controlFile(dataDir);
  if (!existsSync(file)) return undefined;
  try {
    const c = JSON.parse(readFileSync(file, 'utf8')) as Partial<Control>;
    return typeof c.pid === 'number' && typeof c.url === 'string' && typeof c.token === 'string'
      ? (c as Control)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The address a local client reaches a server listening on `host:port` at. */
export function localUrl(address: { address: string; port: number; family: string }): string {
  const any = address.address === '0.0.0.0' || address.address === '::';
  const host = any ? '127.0.0.1' : address.address;
  return `http://${address.family === 'IPv6' && !any ? `[${host}]` : host}:${address.port}`;
}

/** Whether `Authorization: Bearer <token>` names one of the accepted tokens (compared in constant time). */
export function bearerMatches(header: string | undefined, tokens: readonly string[]): boolean {
  if (!header || !/^bearer\s/i.test(header)) return false;
  const given = Buffer.from(header.replace(/^bearer\s+/i, ''));
  return tokens.some((t) => {
    const expected = Buffer.from(t);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
