// `npm run openapi:types`: writes the OpenAPI document the server serves to docs/openapi.json and the
// TypeScript types openapi-typescript generates from it to src/contract/openapi-types.d.ts. The app is
// built without listening, on an in-memory database; test/openapi.files.test.ts fails when either file is
// behind the routes.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS from 'openapi-typescript';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/open';
import { projectRoot } from '../src/server/paths';

/** Where the checked-in document and types live. */
export const OPENAPI_JSON = join(projectRoot, 'docs', 'openapi.json');
export const OPENAPI_TYPES = join(projectRoot, 'src', 'contract', 'openapi-types.d.ts');

/** The server address the checked-in document names (a running server names its own PUBLIC_URL). */
const CANONICAL_SERVER = 'http://localhost:3000';

/** The two files' contents for a document, as the script writes them. */
export async function openapiFiles(doc: object): Promise<{ json: string; types: string }> {
  const canonical = { ...structuredClone(doc), servers: [{ url: CANONICAL_SERVER }] };
  const json = `${JSON.stringify(canonical, null, 2)}\n`;
  const types = await openapiTS(structuredClone(canonical) as Parameters<typeof openapiTS>[0], {
    silent: true,
  });
  return { json, types };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'charla-openapi-'));
  const database = await openDatabase({ kind: 'pglite' });
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SECRET_KEY: randomBytes(32).toString('hex'),
    PUBLIC_URL: CANONICAL_SERVER,
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, database, logger: false });
  try {
    await app.ready();
    const { json, types } = await openapiFiles(app.swagger());
    writeFileSync(OPENAPI_JSON, json);
    writeFileSync(OPENAPI_TYPES, types);
    console.log(`wrote ${OPENAPI_JSON} and ${OPENAPI_TYPES}`);
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
