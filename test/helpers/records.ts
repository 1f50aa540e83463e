import type { ConversationStatus, MessageRole } from '../../src/contract/enums';
import { createAccountService } from '../../src/server/account/service';
import { newId } from '../../src/server/db/ids';
import { conversation, message, pipeline, stage } from '../../src/server/db/schema';
import { signUp, type TestApp, type TestUser } from './app';

/** A conversation row inserted directly (the widget endpoints are not under test here). */
export async function insertConversation(
  t: TestApp,
  form: { id: string; userId: string },
  opts: {
    status?: ConversationStatus;
    createdAt?: Date;
    collectedData?: Record<string, unknown>;
    messages?: Array<{ role: MessageRole; content: string }>;
  } = {},
) {
  const id = newId('cnv');
  const createdAt = opts.createdAt ?? new Date();
  await t.db.insert(conversation).values({
    id,
    formId: form.id,
    userId: form.userId,
    status: opts.status ?? 'ACTIVE',
    collectedData: opts.collectedData ?? {},
    createdAt,
    updatedAt: createdAt,
    completedAt: opts.status === 'COMPLETED' ? createdAt : null,
  });
  const messageIds: string[] = [];
  for (const [i, m] of (opts.messages ?? []).entries()) {
    const mid = newId('msg');
    messageIds.push(mid);
    await t.db.insert(message).values({
      id: mid,
      conversationId: id,
      role: m.role,
      content: m.content,
      createdAt: new Date(createdAt.getTime() + i * 1000),
    });
  }
  return { id, messageIds };
}

/** A pipeline with two stages owned by `userId`, inserted directly (there are no pipeline routes yet). */
export async function insertPipeline(t: TestApp, userId: string) {
  const pipelineId = newId('pip');
  const stageId = newId('stg');
  await t.db.insert(pipeline).values({ id: pipelineId, userId, name: 'Sales' });
  await t.db.insert(stage).values([
    { id: stageId, pipelineId, name: 'New Lead', order: 0 },
    { id: newId('stg'), pipelineId, name: 'Won', order: 1 },
  ]);
  return { pipelineId, stageId };
}

/** A user signed up through better-auth: a session cookie, plus an API key to set up records with. */
export async function makeSessionUser(t: TestApp): Promise<TestUser & { cookie: string }> {
  const s = await signUp(t);
  const { apiKey } = await createAccountService({ db: t.db }).rotateApiKey(s.id);
  return {
    id: s.id,
    email: s.email,
    name: 'Signed Up',
    plan: 'FREE',
    apiKey,
    auth: { authorization: `Bearer ${apiKey}` },
    cookie: s.cookie,
  };
}

/** A well-formed key (prefix and 64 hex) that belongs to nobody. */
export const UNKNOWN_KEY = `chl_${'ab12'.repeat(16)}`;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
