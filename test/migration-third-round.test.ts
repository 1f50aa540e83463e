import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { deriveKey } from '../src/contract/logic';
import { migrationsFolder, PGLITE_EXTENSIONS } from '../src/server/db/open';

// Migration 0006 on data written before it: every question gets the key deriveKey gives, unique in its form,
// and answers stored by question text move to that key (a text no question has any more keeps its name).
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** The migrations folder as it was before the given tag (the journal cut there). */
function folderBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'charla-mig-'));
  dirs.push(dir);
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

describe('migration 0006_third_round', () => {
  it('keys every question and moves answers from question texts to keys', async () => {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: folderBefore('0006_third_round') });
    const questions = [
      { order: 1, text: '¿Cuántas personas?', type: 'number', required: true, options: null },
      { order: 2, text: 'Budget', type: 'number', required: true, options: null },
      { order: 3, text: 'budget!', type: 'text', required: false, options: null },
      { order: 4, text: '2 + 2?', type: 'text', required: false, options: null },
      { order: 5, text: 'Straße & Café', type: 'text', required: false, options: null },
    ];
    await client.query(`INSERT INTO "user" (id, name, email) VALUES ('usr_1', 'Ada', 'ada@example.com')`);
    await client.query(
      `INSERT INTO form (id, user_id, name, welcome_message, goodbye_message, questions, style, automations)
       VALUES ('frm_1', 'usr_1', 'F', 'Hi', 'Bye', $1, '{}', '{}')`,
      [JSON.stringify(questions)],
    );
    await client.query(
      `INSERT INTO conversation (id, form_id, user_id, status, collected_data)
       VALUES ('cnv_1', 'frm_1', 'usr_1', 'COMPLETED', $1), ('cnv_2', 'frm_1', 'usr_1', 'ACTIVE', '{}')`,
      [
        JSON.stringify({
          '¿Cuántas personas?': 4,
          Budget: 5000,
          'budget!': 'tight',
          'A removed question': 'x',
        }),
      ],
    );
    await migrate(db, { migrationsFolder });
    const form = await client.query<{ questions: { key: string; text: string }[] }>(
      `SELECT questions FROM form WHERE id = 'frm_1'`,
    );
    const keys = form.rows[0]!.questions.map((q) => q.key);
    expect(keys).toEqual(['cuantas_personas', 'budget', 'budget_2', 'q_2_2', 'strasse_cafe']);
    // The same keys as the isomorphic module derives, one after another.
    const taken = new Set<string>();
    for (const q of questions) {
      const k = deriveKey(q.text, taken);
      taken.add(k);
    }
    expect([...taken]).toEqual(keys);
    const rows = await client.query<{ id: string; collected_data: Record<string, unknown> }>(
      `SELECT id, collected_data FROM conversation ORDER BY id`,
    );
    expect(rows.rows[0]!.collected_data).toEqual({
      cuantas_personas: 4,
      budget: 5000,
      budget_2: 'tight',
      'A removed question': 'x',
    });
    expect(rows.rows[1]!.collected_data).toEqual({});
    const columns = await client.query<{ handler: string; needs_human: boolean; hidden_fields: unknown }>(
      `SELECT handler, needs_human, hidden_fields FROM conversation WHERE id = 'cnv_1'`,
    );
    expect(columns.rows[0]).toEqual({ handler: 'BOT', needs_human: false, hidden_fields: {} });
    await client.close();
  });
});

describe('migration 0010_logic', () => {
  it("names a deal's value question by its key (a text no question has stays)", async () => {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: folderBefore('0010_logic') });
    const questions = [
      { order: 1, text: 'Name', type: 'text', required: true, key: 'name' },
      { order: 2, text: 'Presupuesto', type: 'number', required: false, key: 'presupuesto' },
    ];
    await client.query(`INSERT INTO "user" (id, name, email) VALUES ('usr_1', 'Ada', 'ada@example.com')`);
    const deal = (valueQuestion: string | null) =>
      JSON.stringify({
        createDeal: { pipelineId: 'pip_1', stageId: 'stg_1', valueQuestion },
        createTicket: false,
      });
    for (const [id, automations] of [
      ['frm_1', deal('presupuesto ')],
      ['frm_2', deal('Gone question')],
      ['frm_3', deal(null)],
      ['frm_4', '{"createDeal": null, "createTicket": true}'],
    ])
      await client.query(
        `INSERT INTO form (id, user_id, name, welcome_message, goodbye_message, questions, style, automations)
         VALUES ($1, 'usr_1', 'F', 'Hi', 'Bye', $2, '{}', $3)`,
        [id, JSON.stringify(questions), automations],
      );
    await migrate(db, { migrationsFolder });
    const rows = await client.query<{
      id: string;
      automations: { createDeal: { valueQuestion?: unknown } | null };
    }>(`SELECT id, automations FROM form ORDER BY id`);
    expect(rows.rows.map((r) => r.automations.createDeal?.valueQuestion ?? null)).toEqual([
      'presupuesto',
      'Gone question',
      null,
      null,
    ]);
    await client.close();
  });
});

describe('migration 0008_analytics', () => {
  it('counts the conversations already there, and an abandoned chat against the question it was at', async () => {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: folderBefore('0008_analytics') });
    const questions = [
      { order: 1, key: 'name', text: 'Name', type: 'text', required: true },
      { order: 2, key: 'email', text: 'E-mail', type: 'email', required: true },
    ];
    await client.query(`INSERT INTO "user" (id, name, email) VALUES ('usr_1', 'Ada', 'ada@example.com')`);
    await client.query(
      `INSERT INTO form (id, user_id, name, welcome_message, goodbye_message, questions, style, automations)
       VALUES ('frm_1', 'usr_1', 'F', 'Hi', 'Bye', $1, '{}', '{}')`,
      [JSON.stringify(questions)],
    );
    // Completed in 90 s; abandoned at the e-mail (named by its text, as the interviewer did before keys);
    // abandoned at a question by key, on the next day.
    await client.query(
      `INSERT INTO conversation (id, form_id, user_id, status, collected_data, state, created_at, completed_at) VALUES
       ('cnv_1', 'frm_1', 'usr_1', 'COMPLETED', '{"name": "Ana", "email": "a@b.co"}', '{}', '2026-05-01T10:00:00Z', '2026-05-01T10:01:30Z'),
       ('cnv_2', 'frm_1', 'usr_1', 'ABANDONED', '{"name": "Luis"}', '{"asking": "E-mail"}', '2026-05-01T11:00:00Z', NULL),
       ('cnv_3', 'frm_1', 'usr_1', 'ABANDONED', '{}', '{"asking": "name"}', '2026-05-02T09:00:00Z', NULL)`,
    );
    await migrate(db, { migrationsFolder });
    const days = await client.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, starts, completions, abandoned, durations FROM form_day_counter ORDER BY day`,
    );
    expect(days.rows).toEqual([
      { day: '2026-05-01', starts: 2, completions: 1, abandoned: 1, durations: { '68': 1 } },
      { day: '2026-05-02', starts: 1, completions: 0, abandoned: 1, durations: {} },
    ]);
    const marks = await client.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, key, reached, answered, drop_offs FROM form_question_counter ORDER BY day, key`,
    );
    expect(marks.rows).toEqual([
      { day: '2026-05-01', key: 'email', reached: 2, answered: 1, drop_offs: 1 },
      { day: '2026-05-01', key: 'name', reached: 2, answered: 2, drop_offs: 0 },
      { day: '2026-05-02', key: 'name', reached: 1, answered: 0, drop_offs: 1 },
    ]);
    await client.close();
  });
});
