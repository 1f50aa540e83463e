import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/open';
import { pipeline, stage } from '../db/schema';

/** The stage, when it belongs to that pipeline and the pipeline to that user. */
export async function findOwnedStage(db: Db, userId: string, pipelineId: string, stageId: string) {
  const [row] = await db
    .select({ id: stage.id })
    .from(stage)
    .innerJoin(pipeline, eq(pipeline.id, stage.pipelineId))
    .where(and(eq(stage.id, stageId), eq(stage.pipelineId, pipelineId), eq(pipeline.userId, userId)));
  return row;
}
