import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/open';
import { deal, pipeline, stage } from '../db/schema';

export type PipelineRow = typeof pipeline.$inferSelect;
export type StageRow = typeof stage.$inferSelect;
export type NewStageRow = typeof stage.$inferInsert;
export type PipelineWithStages = PipelineRow & { stages: StageRow[] };

/** The stage, when it belongs to that pipeline and the pipeline to that user. */
export async function findOwnedStage(db: Db, userId: string, pipelineId: string, stageId: string) {
  const [row] = await db
    .select({ id: stage.id })
    .from(stage)
    .innerJoin(pipeline, eq(pipeline.id, stage.pipelineId))
    .where(and(eq(stage.id, stageId), eq(stage.pipelineId, pipelineId), eq(pipeline.userId, userId)));
  return row;
}

/**
 * A stage of the given pipeline (no owner check: the caller has checked the pipeline). Read FOR KEY SHARE
 * inside a transaction, so a concurrent stage replacement cannot delete it before the deal points at it.
 */
export async function findStageOfPipeline(
  db: Db,
  pipelineId: string,
  stageId: string,
): Promise<StageRow | undefined> {
  const [row] = await db
    .select()
    .from(stage)
    .where(and(eq(stage.id, stageId), eq(stage.pipelineId, pipelineId)))
    .for('key share');
  return row;
}

async function stagesOf(db: Db, pipelineIds: string[]): Promise<Map<string, StageRow[]>> {
  const out = new Map<string, StageRow[]>(pipelineIds.map((id) => [id, []]));
  if (pipelineIds.length === 0) return out;
  const rows = await db
    .select()
    .from(stage)
    .where(inArray(stage.pipelineId, pipelineIds))
    .orderBy(asc(stage.order), asc(stage.id));
  for (const s of rows) out.get(s.pipelineId)?.push(s);
  return out;
}

/** The user's pipelines, oldest first, each with its stages by `order`. */
export async function listPipelines(db: Db, userId: string): Promise<PipelineWithStages[]> {
  const rows = await db
    .select()
    .from(pipeline)
    .where(eq(pipeline.userId, userId))
    .orderBy(asc(pipeline.createdAt), asc(pipeline.id));
  const stages = await stagesOf(
    db,
    rows.map((p) => p.id),
  );
  return rows.map((p) => ({ ...p, stages: stages.get(p.id) ?? [] }));
}

export async function findPipeline(db: Db, userId: string, id: string): Promise<PipelineRow | undefined> {
  const [row] = await db
    .select()
    .from(pipeline)
    .where(and(eq(pipeline.id, id), eq(pipeline.userId, userId)));
  return row;
}

export async function findPipelineWithStages(
  db: Db,
  userId: string,
  id: string,
): Promise<PipelineWithStages | undefined> {
  const row = await findPipeline(db, userId, id);
  if (!row) return undefined;
  const stages = await stagesOf(db, [row.id]);
  return { ...row, stages: stages.get(row.id) ?? [] };
}

/**
 * Locks the user's pipeline row against other changes of it. NO KEY UPDATE, not UPDATE: a deal being
 * inserted holds KEY SHARE on it (its foreign key), and the two must not deadlock.
 */
export async function lockPipeline(tx: Db, userId: string, id: string): Promise<PipelineRow | undefined> {
  const [row] = await tx
    .select()
    .from(pipeline)
    .where(and(eq(pipeline.id, id), eq(pipeline.userId, userId)))
    .for('no key update');
  return row;
}

export async function countPipelines(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pipeline).where(eq(pipeline.userId, userId));
  return row?.n ?? 0;
}

export async function insertPipeline(
  tx: Db,
  row: { id: string; userId: string; name: string },
  stages: NewStageRow[],
) {
  await tx.insert(pipeline).values(row);
  await tx.insert(stage).values(stages);
}

export async function touchPipeline(tx: Db, id: string, name?: string) {
  await tx
    .update(pipeline)
    .set({ ...(name !== undefined ? { name } : {}), updatedAt: new Date() })
    .where(eq(pipeline.id, id));
}

/** Stages of the pipeline that deals still point at, with how many. */
export async function stagesHoldingDeals(db: Db, pipelineId: string) {
  return db
    .select({ id: stage.id, name: stage.name, deals: count(deal.id) })
    .from(stage)
    .innerJoin(deal, eq(deal.stageId, stage.id))
    .where(eq(stage.pipelineId, pipelineId))
    .groupBy(stage.id, stage.name, stage.order)
    .orderBy(asc(stage.order));
}

/** Deletes every stage of the pipeline and inserts the new ones (fails on a stage a deal points at). */
export async function replaceStages(tx: Db, pipelineId: string, stages: NewStageRow[]) {
  await tx.delete(stage).where(eq(stage.pipelineId, pipelineId));
  await tx.insert(stage).values(stages);
}

/** Deletes the pipeline with its deals and stages. */
export async function deletePipeline(tx: Db, userId: string, id: string): Promise<boolean> {
  const owned = await lockPipeline(tx, userId, id);
  if (!owned) return false;
  await tx.delete(deal).where(eq(deal.pipelineId, id));
  await tx.delete(pipeline).where(eq(pipeline.id, id)); // stages go by ON DELETE CASCADE
  return true;
}
