import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../../dist/dashboard', import.meta.url));

/** Files worth compressing, and the smallest size that gains anything from it. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the build, once, at
 * the strongest settings: the server sends them as they are (@fastify/static `preCompressed`), so no
 * request pays for compression.
 */
function precompress(): Plugin {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'charla-precompress',
    apply: 'build',
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
        const bytes = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
      }
    },
  };
}

// Libraries in chunks of their own: they change less often than the app, so a new release keeps them cached.
const vendor = (name: string, packages: string[], priority: number) => ({
  name,
  test: new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/]`),
  priority,
});

/** Builds the owner's dashboard into dist/dashboard/, which the server serves at `/`. */
export default defineConfig({
  root,
  base: '/',
  plugins: [react(), precompress()],
  css: { postcss: { plugins: [postcssPresetMantine()] } },
  build: {
    outDir,
    emptyOutDir: true,
    // What a first visit loads is measured by bench/dashboard-bytes.ts from this manifest.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            vendor('react', ['react', 'react-dom', 'scheduler'], 30),
            vendor('tanstack', ['@tanstack'], 20),
          ],
        },
      },
    },
  },
  // `vite --config src/dashboard/vite.config.ts` serves the dashboard with hot reload; the API is proxied.
  server: {
    port: 5173,
    proxy: { '/api': { target: process.env.CHARLA_URL ?? 'http://localhost:3000', changeOrigin: false } },
  },
});
