/**
 * What a first visit to the dashboard downloads, from the build's manifest (run `npm run build` first):
 * the entry with every chunk it imports statically, plus the chunk of the page shown, as sent (brotli, the
 * precompressed file) and gzipped. Aim: the JavaScript of a first visit ≤ 160 KB gzipped.
 * Run: npx tsx bench/dashboard-bytes.ts
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const dir = fileURLToPath(new URL('../dist/dashboard', import.meta.url));
interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  src?: string;
}
const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

/** A chunk with everything it imports statically (what the browser must fetch before running it). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const size = (file: string) => {
  const path = join(dir, file);
  const raw = statSync(path).size;
  const gz = existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : gzipSync(readFileSync(path)).length;
  const br = existsSync(`${path}.br`)
    ? statSync(`${path}.br`).size
    : brotliCompressSync(readFileSync(path)).length;
  return { raw, gz, br };
};
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const entry = closure(entryKey);
const layout = 'components/app-layout.tsx';
const pages: Array<[string, string[]]> = [
  ['/sign-in', ['pages/auth/auth-pages.tsx']],
  ['/ (home)', [layout, 'pages/home/home-page.tsx']],
  ['/conversations', [layout, 'pages/conversations/conversations-page.tsx']],
  ['/forms/:id (builder)', [layout, 'pages/forms/form-builder-page.tsx']],
  // The charts come with this page only (its own chunk): not part of the aim above, shown for its weight.
  ['/forms/:id/analytics', [layout, 'pages/analytics/analytics-page.tsx']],
];
const keyOf = (source: string) => Object.keys(manifest).find((k) => k.endsWith(source));
const only = [...entry].map((k) => size(manifest[k]!.file)).reduce((a, s) => a + s.gz, 0);
console.log(`entry and its static imports: ${kb(only)} gzipped (${entry.size} files)`);
for (const [route, sources] of pages) {
  const keys = new Set(entry);
  for (const source of sources) {
    const key = keyOf(source);
    if (key) closure(key, keys);
  }
  const files = new Set([...keys].map((k) => manifest[k]!.file));
  const css = new Set([...keys].flatMap((k) => manifest[k]!.css ?? []));
  if (process.argv.includes('--files'))
    for (const f of [...files].sort((a, b) => size(b).gz - size(a).gz))
      console.log(`  ${kb(size(f).gz).padStart(9)} ${f}`);
  const js = [...files]
    .map(size)
    .reduce((a, s) => ({ raw: a.raw + s.raw, gz: a.gz + s.gz, br: a.br + s.br }));
  const styles = [...css]
    .map(size)
    .reduce((a, s) => ({ raw: a.raw + s.raw, gz: a.gz + s.gz, br: a.br + s.br }), {
      raw: 0,
      gz: 0,
      br: 0,
    });
  console.log(
    `${route}: JavaScript ${kb(js.raw)} raw, ${kb(js.gz)} gzipped, ${kb(js.br)} brotli (${files.size} files); CSS ${kb(styles.raw)} raw, ${kb(styles.gz)} gzipped, ${kb(styles.br)} brotli`,
  );
}
