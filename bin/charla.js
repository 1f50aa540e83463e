#!/usr/bin/env node
// The `charla` command: the bundle dist/cli/main.js, or its TypeScript sources through tsx (bin/run-entry.js).
import { runEntry } from './run-entry.js';

await runEntry('cli');
