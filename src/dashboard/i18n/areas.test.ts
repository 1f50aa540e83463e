import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Each signed-in page registers the message areas it uses with its own chunk (a first visit to one page
 * doesn't download every page's texts). A text whose area isn't registered when it renders shows its raw
 * key, so this follows the dashboard's imports: from the entry, the signed-in shell and every lazily
 * imported chunk, each file reachable by static imports may use only keys of the areas registered by that
 * chunk's files or by the chunks it is shown inside (the entry's `common`, the shell's, the page's).
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const messagesDir = join(root, 'i18n/messages');
/** Pages of the router that are shown outside the signed-in shell: they don't get its areas. */
const GUEST = ['pages/auth/auth-pages.tsx', 'pages/auth/password-pages.tsx', 'components/states.tsx'];
const SHELL = 'components/app-layout.tsx';
const ROUTER = 'router.tsx';
const ENTRY = 'main.tsx';

async function loadKeys(): Promise<Map<string, string>> {
  const keyArea = new Map<string, string>();
  for (const file of readdirSync(messagesDir)) {
    const area = file.replace(/\.ts$/, '');
    const mod = (await import(join(messagesDir, file))) as { default: { en: object; es: object } };
    for (const key of Object.keys(mod.default.en)) {
      const other = keyArea.get(key);
      if (other) throw new Error(`${key} is in two areas: ${other} and ${area}`);
      keyArea.set(key, area);
    }
  }
  return keyArea;
}

interface Source {
  /** Files imported statically (evaluated before this one) and lazily (their own chunk, later). */
  imports: string[];
  lazy: string[];
  /** Areas this file passes to registerMessages. */
  registers: string[];
  text: string;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path === messagesDir ? [] : walk(path);
    return /\.tsx?$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(join(root, from)), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    try {
      if (statSync(candidate).isFile()) {
        const rel = relative(root, candidate);
        return rel.startsWith('..') ? null : rel;
      }
    } catch {}
  }
  return null;
}

function readSources(): Map<string, Source> {
  const sources = new Map<string, Source>();
  for (const path of walk(root)) {
    const file = relative(root, path);
    const text = readFileSync(path, 'utf8');
    const imports: string[] = [];
    const lazy: string[] = [];
    const areaOf = new Map<string, string>();
    // `import type` is erased; everything else (verbatimModuleSyntax) is kept and runs first.
    for (const m of text.matchAll(
      /^(?:import|export)\s+(?!type\s)([^;'"]*?)\s*(?:from\s+)?['"]([^'"]+)['"]/gm,
    )) {
      const target = resolveImport(file, m[2]!);
      if (target) imports.push(target);
      const area = /^i18n\/messages\/(.+)\.ts$/.exec(resolveImportAny(file, m[2]!) ?? '')?.[1];
      const name = /^(\w+)$/.exec(m[1]!.trim())?.[1];
      if (area && name) areaOf.set(name, area);
    }
    for (const m of text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
      const target = resolveImport(file, m[1]!);
      if (target) lazy.push(target);
    }
    const registers: string[] = [];
    for (const m of text.matchAll(/registerMessages\(([^)]*)\)/g))
      for (const arg of m[1]!.split(',').map((a) => a.trim()))
        if (areaOf.has(arg)) registers.push(areaOf.get(arg)!);
    sources.set(file, { imports, lazy, registers, text });
  }
  return sources;
}

/** Like resolveImport, for the area files (left out of the walk but imported by the pages). */
function resolveImportAny(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(join(root, from)), spec);
  return relative(root, base.endsWith('.ts') ? base : `${base}.ts`);
}

/** The keys a file may show: quoted keys, and every key under the fixed start of a template (`logic.op.${op}`). */
function keysUsed(text: string, keyArea: Map<string, string>): string[] {
  const used = new Set<string>();
  for (const m of text.matchAll(/(['"`])([\w.-]+)\1/g)) if (keyArea.has(m[2]!)) used.add(m[2]!);
  for (const m of text.matchAll(/`([\w-]+\.[\w.-]*)\$\{/g))
    for (const key of keyArea.keys()) if (key.startsWith(m[1]!)) used.add(key);
  return [...used];
}

function staticClosure(start: string, sources: Map<string, Source>, seen = new Set<string>()) {
  if (seen.has(start) || !sources.has(start)) return seen;
  seen.add(start);
  for (const dep of sources.get(start)!.imports) staticClosure(dep, sources, seen);
  return seen;
}

interface Chunk {
  start: string;
  files: Set<string>;
  registered: Set<string>;
}

/** Every chunk as it can be shown (a chunk lazily imported from two places is checked in both), and the misses. */
function check(sources: Map<string, Source>, keyArea: Map<string, string>) {
  const chunks: Chunk[] = [];
  const missing: string[] = [];
  const visited = new Set<string>();
  const visit = (start: string, inherited: Set<string>) => {
    const id = `${start} ${[...inherited].sort().join(',')}`;
    if (visited.has(id)) return;
    visited.add(id);
    const files = staticClosure(start, sources);
    const registered = new Set(inherited);
    for (const f of files) for (const area of sources.get(f)!.registers) registered.add(area);
    chunks.push({ start, files, registered });
    for (const f of [...files].sort())
      for (const key of keysUsed(sources.get(f)!.text, keyArea))
        if (!registered.has(keyArea.get(key)!))
          missing.push(`${f} (in the chunk of ${start}) uses ${key}, of the area ${keyArea.get(key)}`);
    for (const f of files)
      for (const target of sources.get(f)!.lazy) {
        // The router's signed-in pages are shown inside the shell: they have its areas too.
        const signedIn = f === ROUTER && !GUEST.includes(target) && target !== SHELL;
        visit(target, signedIn ? shellAreas() : registered);
      }
  };
  let shellRegistered: Set<string> | null = null;
  const shellAreas = () => {
    if (!shellRegistered) {
      const files = staticClosure(SHELL, sources);
      shellRegistered = new Set(['common']);
      for (const f of files) for (const area of sources.get(f)!.registers) shellRegistered.add(area);
    }
    return shellRegistered;
  };
  // The entry's first load has the common area (i18n/messages.ts starts with it).
  visit(ENTRY, new Set(['common']));
  return { chunks, missing };
}

describe('message areas registered by the chunks that show them', () => {
  it('every key a file can show is in an area registered by its chunk, the shell or the entry', async () => {
    const keyArea = await loadKeys();
    const sources = readSources();
    const { chunks, missing } = check(sources, keyArea);
    // Not vacuous: the home page is reached (inside the shell) and its texts are found.
    const home = chunks.find((c) => c.start === 'pages/home/home-page.tsx');
    expect(home?.registered.has('common')).toBe(true);
    expect(keysUsed(sources.get('pages/home/home-page.tsx')!.text, keyArea).length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it('every area is registered somewhere (no page text left behind)', async () => {
    const keyArea = await loadKeys();
    const { chunks } = check(readSources(), keyArea);
    const registered = new Set(chunks.flatMap((c) => [...c.registered]));
    expect([...new Set(keyArea.values())].filter((a) => !registered.has(a))).toEqual([]);
  });

  it('catches a shared key moved to a page-only area', async () => {
    const keyArea = await loadKeys();
    const sources = readSources();
    // The sign-in page shows a key of the builder's area: the check must report it.
    sources.get('pages/auth/auth-pages.tsx')!.text += "\nt('share.title');";
    expect(check(sources, keyArea).missing).toContainEqual(
      expect.stringMatching(/auth-pages\.tsx .* share\.title/),
    );
  });
});
