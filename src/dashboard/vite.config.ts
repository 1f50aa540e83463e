import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Builds the owner's dashboard into dist/dashboard/, which the server serves at `/`. */
export default defineConfig({
  root,
  base: '/',
  plugins: [react()],
  css: { postcss: { plugins: [postcssPresetMantine()] } },
  build: {
    outDir: fileURLToPath(new URL('../../dist/dashboard', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
  // `vite --config src/dashboard/vite.config.ts` serves the dashboard with hot reload; the API is proxied.
  server: {
    port: 5173,
    proxy: { '/api': { target: process.env.CHARLA_URL ?? 'http://localhost:3000', changeOrigin: false } },
  },
});
