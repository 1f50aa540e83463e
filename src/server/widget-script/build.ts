import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ENTRY = fileURLToPath(new URL('../../widget/main.ts', import.meta.url));

/** One encoding of the script, with its own strong ETag. */
export interface Representation {
  body: Buffer;
  etag: string;
}

/** The built widget script, plain and precompressed. */
export interface WidgetScript {
  identity: Representation;
  gzip: Representation;
  br: Representation;
}

/** Bundles src/widget into one minified IIFE, in memory (esbuild is loaded only when the script is asked for). */
export async function buildWidgetScript(): Promise<WidgetScript> {
  const { build } = await import('esbuild');
  const out = await build({
    entryPoints: [ENTRY],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    charset: 'utf8',
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  });
  const code = Buffer.from(out.outputFiles[0]!.contents);
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 22);
  const rep = (body: Buffer, suffix: string): Representation => ({ body, etag: `"${hash}${suffix}"` });
  return {
    identity: rep(code, ''),
    gzip: rep(gzipSync(code, { level: 9 }), '-gz'),
    br: rep(brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), '-br'),
  };
}
