#!/usr/bin/env node
// The `charla` command: runs the TypeScript source through tsx's ESM loader (no build step).
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
