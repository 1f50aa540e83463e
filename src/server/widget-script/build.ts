import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { bundled, prebuiltWidgetDir, projectRoot } from '../paths';

const ENTRIES = {
  /** The embeddable script (an IIFE). */
  main: { file: join(projectRoot, 'src', 'widget', 'main.ts'), format: 'iife', prebuilt: 'charla.js' },
  /** The proof-of-work solver, an ES module the widget imports only for forms with bot protection. */
  pow: { file: join(projectRoot, 'src', 'widget', 'pow.ts'), format: 'esm', prebuilt: 'pow.js' },
  /** The chat, an ES module the widget imports for CONVERSATIONAL forms. */
  chat: { file: join(projectRoot, 'src', 'widget', 'chat.ts'), format: 'esm', prebuilt: 'chat.js' },
  /** The classic one-page form, an ES module the widget imports for CLASSIC forms. */
  classic: { file: join(projectRoot, 'src', 'widget', 'classic.ts'), format: 'esm', prebuilt: 'classic.js' },
  /** The classic form's logic (conditions, bounds, recall, the third round's inputs), for forms that use it. */
  logic: { file: join(projectRoot, 'src', 'widget', 'logic-part.ts'), format: 'esm', prebuilt: 'logic.js' },
  /** The classic form's file questions (picker and upload), for forms that have one. */
  files: { file: join(projectRoot, 'src', 'widget', 'files-part.ts'), format: 'esm', prebuilt: 'files.js' },
  /** The chat's live part (a person's messages, joined and left), imported after the visitor's first message. */
  live: { file: join(projectRoot, 'src', 'widget', 'live-part.ts'), format: 'esm', prebuilt: 'live.js' },
} as const;

export type WidgetEntry = keyof typeof ENTRIES;
export const WIDGET_ENTRIES = Object.keys(ENTRIES) as WidgetEntry[];

/** The file `npm run build` writes an entry to (the bundle serves it instead of running esbuild). */
export const prebuiltFile = (entry: WidgetEntry) => join(prebuiltWidgetDir, ENTRIES[entry].prebuilt);

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

/** Bundles a widget entry into one minified file, in memory (esbuild is loaded only when a script is asked for). */
export async function bundleWidget(entry: WidgetEntry = 'main'): Promise<Buffer> {
  const { build } = await import('esbuild');
  const out = await build({
    entryPoints: [ENTRIES[entry].file],
    bundle: true,
    minify: true,
    format: ENTRIES[entry].format,
    target: 'es2020',
    charset: 'utf8',
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  });
  return Buffer.from(out.outputFiles[0]!.contents);
}

/** An entry with its encodings: the bundle reads the copy `npm run build` made, the sources run esbuild. */
export async function buildWidgetScript(entry: WidgetEntry = 'main'): Promise<WidgetScript> {
  const code = bundled ? await readFile(prebuiltFile(entry)) : await bundleWidget(entry);
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 22);
  const rep = (body: Buffer, suffix: string): Representation => ({ body, etag: `"${hash}${suffix}"` });
  return {
    identity: rep(code, ''),
    gzip: rep(gzipSync(code, { level: 9 }), '-gz'),
    br: rep(brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), '-br'),
  };
}
