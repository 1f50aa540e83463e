import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Set to true by scripts/build.ts in the bundle (dist/server/main.js, dist/cli/main.js); absent in the sources.
declare const CHARLA_BUNDLE: boolean | undefined;

/** True when running the esbuild bundle, false when running the TypeScript sources. */
export const bundled = typeof CHARLA_BUNDLE !== 'undefined' && CHARLA_BUNDLE;

/** The directory of Charla's package.json, above this file in the sources and in the bundle alike. */
export const projectRoot = (() => {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error(`No package.json above ${fileURLToPath(import.meta.url)}`);
    dir = up;
  }
  return dir;
})();

/** What `npm run build` writes. */
export const distDir = join(projectRoot, 'dist');

/** The SQL migrations: copied into dist/ for the bundle, so a production image needs no src/. */
export const migrationsDir = bundled
  ? join(distDir, 'migrations')
  : join(projectRoot, 'src', 'server', 'db', 'migrations');

/** The migrated, empty PGlite data directory that a fresh DATA_DIR starts from (scripts/build.ts). */
export const dbTemplateDir = join(distDir, 'db-template');

/** The widget scripts built by scripts/build.ts; the bundle serves them instead of running esbuild. */
export const prebuiltWidgetDir = join(distDir, 'widget');
