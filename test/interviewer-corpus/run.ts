/**
 * The interviewer corpus through the real app:
 * `npx tsx test/interviewer-corpus/run.ts [--ai] [--part tuned|held-out|released-3|released-4|released-5|released-6|released-7|released-8|released-9|released-10|released-11|released-12|held-out-13|held-out-14|held-out-15|held-out-16] [--only r3b-] [--every N]`.
 * Prints totals per part; the failures of the parts open to development too. A blind part's dialogues are
 * never printed (only with --show-held-out, meant for after a release).
 */
import { openDatabase } from '../../src/server/db/open';
import { createTestApp, makeUser, type TestApp } from '../helpers/app';
import { type FakeLlm, startFakeLlm } from '../helpers/fake-llm';
import { aiDirector } from './ai-script';
import {
  BLIND,
  type Dialogue,
  formatFailures,
  formatTotals,
  loadPart,
  PARTS,
  type Part,
  type PartReport,
  scoreDialogue,
  summarise,
} from './corpus';
import { driveDialogues } from './drive';

/** Runs the given parts through one app (local engine, or the AI path against a scripted stand-in over HTTP). */
export async function runCorpus(opts: {
  parts: Part[];
  ai?: boolean;
  /** Only the dialogues whose id starts with this (e.g. `r3b-`). */
  only?: string;
  /** A deterministic sample: every `every`-th dialogue of each part, from the first (1: all of them). */
  every?: number;
  app?: (o: Parameters<typeof createTestApp>[0]) => Promise<TestApp>;
}) {
  let clock = new Date();
  let llm: FakeLlm | null = null;
  // The engine notes which reader stored each value, for the "by reader" counts (trace.ts).
  const tracing = process.env.CHARLA_TRACE_READERS;
  process.env.CHARLA_TRACE_READERS = '1';
  const director = aiDirector();
  if (opts.ai) llm = await startFakeLlm(director.options);
  const make = opts.app ?? createTestApp;
  const t = await make({
    now: () => clock,
    ...(llm
      ? {
          env: {
            AI_PROVIDER: 'openai-compatible',
            AI_BASE_URL: llm.url,
            AI_MODEL: 'fake-model',
            AI_TIMEOUT_MS: '150',
          },
        }
      : {}),
  });
  const owner = await makeUser(t, { plan: 'BUSINESS' });
  const reports: PartReport[] = [];
  try {
    for (const part of opts.parts) {
      const every = Math.max(1, opts.every ?? 1);
      const dialogues: Dialogue[] = loadPart(part)
        .filter((d) => !opts.only || d.id.startsWith(opts.only))
        .filter((_, i) => i % every === 0);
      const observed = await driveDialogues(t, owner, dialogues, {
        setClock: (at) => {
          clock = at;
        },
        // The stand-in's mode follows the dialogue's place in the whole part, so a sample is exactly a
        // subset of the full run (each dialogue meets the same model behaviour either way).
        beforeDialogue: (d, i) => director.dialogue(d, i * every),
        beforeTurn: (_d, i) => director.turn(i),
      });
      reports.push(
        summarise(
          part,
          dialogues.map((d, i) => scoreDialogue(d, observed[i]!)),
        ),
      );
    }
  } finally {
    if (tracing === undefined) delete process.env.CHARLA_TRACE_READERS;
    else process.env.CHARLA_TRACE_READERS = tracing;
    await t.close();
    await llm?.close();
  }
  return reports;
}

async function main() {
  const args = process.argv.slice(2);
  const partArg = args[args.indexOf('--part') + 1];
  // An unknown part is an error, not every part (a part missing from a branch once ran them all).
  if (args.includes('--part') && !PARTS.includes(partArg as Part)) {
    console.error(`unknown part "${partArg}"; one of: ${PARTS.join(', ')}`);
    process.exit(2);
  }
  const parts: Part[] = args.includes('--part') ? [partArg as Part] : PARTS;
  const ai = args.includes('--ai');
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
  const every = args.includes('--every') ? Number(args[args.indexOf('--every') + 1]) : 1;
  const reports = await runCorpus({ parts, ai, only, every, app: (o) => createTestApp({ ...o, database }) });
  await database.close();
  for (const r of reports) {
    console.log(formatTotals(r, `${r.part}${ai ? ' (AI path)' : ''}`));
    // A blind part prints its totals only: its dialogues stay unread while the engine is developed.
    if (!BLIND.includes(r.part) || args.includes('--show-held-out')) {
      const failures = formatFailures(r);
      if (failures) console.log(failures);
    }
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
