import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './paths';

/** Charla's version, from package.json (shipped beside the sources and the bundle alike). */
export const VERSION: string = (
  JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string }
).version;
