import { eq } from 'drizzle-orm';
import { conversation, form } from '../../src/server/db/schema';
import type { TestApp, TestUser } from '../helpers/app';
import { nextIp } from '../helpers/widget';
import type { Dialogue, Observed } from './corpus';
import type { Step } from './stored-when';

const TEXTS = {
  EN: { welcomeMessage: 'Hi! A few quick questions.', goodbyeMessage: 'Thanks, we will be in touch.' },
  ES: {
    welcomeMessage: '¡Hola! Unas preguntas rápidas.',
    goodbyeMessage: 'Gracias, te escribiremos pronto.',
  },
};

/** Creates (once per distinct form) and publishes the dialogue's form through the API. */
async function formFor(
  t: TestApp,
  owner: TestUser,
  d: Dialogue,
  cache: Map<string, string>,
): Promise<string> {
  const key = JSON.stringify(d.form);
  const known = cache.get(key);
  if (known) return known;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/forms',
    headers: owner.auth,
    payload: {
      name: `Corpus ${d.id}`,
      formType: 'CONVERSATIONAL',
      ...TEXTS[d.form.language],
      ...withoutNulls(d.form),
    },
  });
  if (created.statusCode !== 201) throw new Error(`${d.id}: form create failed: ${created.body}`);
  const id = (created.json() as { id: string }).id;
  const published = await t.app.inject({
    method: 'PUT',
    url: `/api/forms/${id}`,
    headers: owner.auth,
    payload: { isPublished: true },
  });
  if (published.statusCode !== 200) throw new Error(`${d.id}: publish failed: ${published.body}`);
  cache.set(key, id);
  return id;
}

/** The form as the API takes it: unset optional fields left out. */
const withoutNulls = (form: Dialogue['form']) =>
  Object.fromEntries(Object.entries(form).filter(([, v]) => v !== undefined));

export interface DriveHooks {
  /** Sets the app's clock (the runner's `now` dependency) before each dialogue. */
  setClock(at: Date): void;
  /** Called before each dialogue (the AI path scripts its stand-in here). */
  beforeDialogue?(d: Dialogue, index: number): void;
  /** Called before each visitor turn. */
  beforeTurn?(d: Dialogue, turn: number): void;
}

/** Plays every dialogue through POST /api/chat, one visitor (IP) each, and reads back what was stored. */
export async function driveDialogues(
  t: TestApp,
  owner: TestUser,
  dialogues: Dialogue[],
  hooks: DriveHooks,
): Promise<Observed[]> {
  const forms = new Map<string, string>();
  const out: Observed[] = [];
  for (const [index, d] of dialogues.entries()) {
    hooks.setClock(new Date(d.now));
    hooks.beforeDialogue?.(d, index);
    const formId = await formFor(t, owner, d, forms);
    const headers = { 'x-forwarded-for': nextIp(), origin: 'https://site.example' };
    let conversationId: string | undefined;
    let error: string | undefined;
    const replies: string[] = [];
    let redirectUrl: string | null = null;
    const steps: Step[] = [];
    const textOf = await questionTexts(t, formId);
    let asking: string | null = null;
    for (const [i, message] of d.turns.entries()) {
      hooks.beforeTurn?.(d, i);
      const first = conversationId === undefined;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/chat',
        headers,
        payload: {
          formId,
          message,
          ...(first ? (d.hidden ? { hidden: d.hidden } : {}) : { conversationId }),
        },
      });
      if (res.statusCode !== 200) {
        error = `turn ${i + 1}: ${res.statusCode} ${res.body}`;
        break;
      }
      conversationId = String(res.headers['x-conversation-id']);
      replies.push(res.body);
      const row = await stepRow(t, conversationId, textOf);
      steps.push({ askingBefore: i === 0 ? null : asking, collected: row.collected, by: row.by });
      asking = row.asking;
      const redirect = res.headers['x-redirect-url'];
      redirectUrl = typeof redirect === 'string' && redirect ? redirect : null;
    }
    const observed = await observe(t, owner, d, conversationId, error);
    out.push({ ...observed, replies, redirectUrl, steps });
  }
  return out;
}

/** The form's question texts by the keys the server gave them. */
async function questionTexts(t: TestApp, formId: string): Promise<Map<string, string>> {
  const row = (await t.db.select().from(form).where(eq(form.id, formId)))[0];
  const questions = (row?.questions ?? []) as { key?: string | null; text: string }[];
  return new Map(questions.map((q) => [q.key ?? q.text, q.text]));
}

/** What one turn left: the stored values and the question asked next, both by question text. */
async function stepRow(t: TestApp, id: string, textOf: Map<string, string>) {
  const row = (await t.db.select().from(conversation).where(eq(conversation.id, id)))[0];
  const state = (row?.state ?? {}) as { asking?: string | null; trace?: Record<string, string> };
  const byText = <T>(o: Record<string, T>) =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [textOf.get(k) ?? k, v]));
  const collected = byText(row?.collectedData ?? {});
  const asking = state.asking ? (textOf.get(state.asking) ?? state.asking) : null;
  return { collected, asking, by: byText(state.trace ?? {}) };
}

async function observe(
  t: TestApp,
  owner: TestUser,
  d: Dialogue,
  id: string | undefined,
  error?: string,
): Promise<Observed> {
  if (!id)
    return {
      status: 'NONE',
      collectedData: {},
      skipped: [],
      replyLanguage: null,
      transcript: [],
      replies: [],
      visitorQuestions: [],
      needsHuman: null,
      redirectUrl: null,
      error,
    };
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/conversations/${id}?messagesLimit=100`,
    headers: owner.auth,
  });
  const detail = res.json() as {
    status: string;
    collectedData: Record<string, unknown>;
    messages: { role: string; content: string }[];
    skipped?: { question: string }[];
    visitorQuestions?: { text: string; answered: boolean }[];
    needsHuman?: boolean;
  };
  const row = (await t.db.select().from(conversation).where(eq(conversation.id, id)))[0];
  const state = (row?.state ?? {}) as { skipped?: string[]; replyLanguage?: string };
  return {
    status: detail.status,
    collectedData: detail.collectedData,
    skipped: detail.skipped?.map((s) => s.question) ?? state.skipped ?? [],
    // Until the visitor clearly writes the other language, the interviewer speaks the form's.
    replyLanguage: state.replyLanguage ?? d.form.language,
    transcript: detail.messages.map((m) => ({ role: m.role, content: m.content })),
    replies: [],
    visitorQuestions: questionTurns(d.turns, detail.visitorQuestions ?? []),
    needsHuman: detail.needsHuman ?? null,
    redirectUrl: null,
    error,
  };
}

/** Each recorded visitor's question, placed on the turn whose message holds it (in order). */
function questionTurns(turns: string[], recorded: { text: string; answered: boolean }[]) {
  const out: { turn: number; answered: boolean }[] = [];
  let from = 0;
  for (const q of recorded) {
    const text = q.text.trim().toLowerCase();
    const at = turns.findIndex((t, i) => i >= from && t.toLowerCase().includes(text));
    if (at < 0) continue;
    if (!out.some((x) => x.turn === at)) out.push({ turn: at, answered: q.answered });
    from = at;
  }
  return out;
}
