// `npm run build`, after the dashboard: the server and the CLI bundled by esbuild (dependencies stay in
// node_modules), the SQL migrations, the widget script and a migrated PGlite template, all under dist/.
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { openDatabase } from '../src/server/db/open';
import { pgliteVersion, TEMPLATE_STAMP } from '../src/server/db/template';
import { dbTemplateDir, distDir, projectRoot } from '../src/server/paths';
import { bundleWidget, prebuiltFile, WIDGET_ENTRIES } from '../src/server/widget-script/build';

const started = performance.now();
const src = (...parts: string[]) => join(projectRoot, 'src', ...parts);
const sourceMigrations = src('server', 'db', 'migrations');

// Split: what the code imports on demand (the AI SDK, S3, Stripe, better-auth…) stays out of the entry file.
async function bundle(entry: string, outdir: string) {
  await build({
    entryPoints: [entry],
    outdir,
    entryNames: 'main',
    chunkNames: 'chunks/[name]-[hash]',
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    define: { CHARLA_BUNDLE: 'true' },
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
  });
}

/** Changes when the migrations or PGlite change: the template is rebuilt only then (initdb takes seconds). */
function templateKey(): { pglite: string; migrations: string } {
  const hash = createHash('sha256');
  for (const file of readdirSync(sourceMigrations, { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile())
    .map((f) => join(f.parentPath, f.name))
    .sort())
    hash.update(file.slice(sourceMigrations.length)).update(readFileSync(file));
  return { pglite: pgliteVersion(), migrations: hash.digest('hex') };
}

async function buildTemplate() {
  const key = templateKey();
  const stampFile = join(dbTemplateDir, TEMPLATE_STAMP);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === JSON.stringify(key)) return 'unchanged';
  rmSync(dbTemplateDir, { recursive: true, force: true });
  const work = mkdtempSync(join(tmpdir(), 'charla-template-'));
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: join(work, 'db') });
    await database.migrate();
    await database.close();
    cpSync(join(work, 'db'), dbTemplateDir, { recursive: true });
    writeFileSync(stampFile, JSON.stringify(key));
    // Readable by every user: the server may run as another user than the build (an image's `node`).
    for (const entry of readdirSync(dbTemplateDir, { recursive: true, withFileTypes: true }))
      chmodSync(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o644);
    chmodSync(dbTemplateDir, 0o755);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return 'built';
}

mkdirSync(distDir, { recursive: true });
rmSync(join(distDir, 'server'), { recursive: true, force: true });
rmSync(join(distDir, 'cli'), { recursive: true, force: true });
await Promise.all([
  bundle(src('server', 'main.ts'), join(distDir, 'server')),
  bundle(src('cli', 'main.ts'), join(distDir, 'cli')),
]);
rmSync(join(distDir, 'migrations'), { recursive: true, force: true });
cpSync(sourceMigrations, join(distDir, 'migrations'), { recursive: true });
mkdirSync(join(distDir, 'widget'), { recursive: true });
for (const entry of WIDGET_ENTRIES) writeFileSync(prebuiltFile(entry), await bundleWidget(entry));
const template = await buildTemplate();
console.log(
  `Built dist/server, dist/cli, dist/migrations, dist/widget, dist/db-template (${template}) in ${Math.round(performance.now() - started)} ms`,
);
