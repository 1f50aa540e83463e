// Chooses what `npm start` and `charla` run: the esbuild bundle under dist/ when it is present and newer than
// the sources, otherwise the TypeScript sources through tsx (a fresh clone before its first build, or edits
// since the last `npm run build`).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
// What the bundles are built from (the dashboard is served from dist/dashboard either way).
const SOURCES = ['src/server', 'src/cli', 'src/contract', 'src/widget', 'package.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) newest = Math.max(newest, statSync(`${entry.parentPath}/${entry.name}`).mtimeMs);
  return newest;
}

/** Runs dist/<name>/main.js, or src/<name>/main.ts through tsx. */
export async function runEntry(name) {
  const bundle = `${root}dist/${name}/main.js`;
  const source = `${root}src/${name}/main.ts`;
  if (existsSync(bundle)) {
    const built = statSync(bundle).mtimeMs;
    const stale = existsSync(source) && SOURCES.some((p) => newestMtime(root + p) > built);
    if (!stale) return import(pathToFileURL(bundle).href);
    // Said only to a person: scripts read stderr as the command's own one-line errors.
    if (process.stderr.isTTY)
      process.stderr.write(
        `charla: dist/${name} is older than the sources, so they run through tsx; \`npm run build\` refreshes it.\n`,
      );
  }
  const { register } = await import('tsx/esm/api');
  register();
  return import(pathToFileURL(source).href);
}
