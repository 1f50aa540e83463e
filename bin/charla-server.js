#!/usr/bin/env node
// `npm start`: the server bundle dist/server/main.js, or its TypeScript sources through tsx (bin/run-entry.js).
import { runEntry } from './run-entry.js';

await runEntry('server');
