import {
  type CreatePipelineBody,
  CrmMsg,
  DEFAULT_STAGE_NAMES,
  type Pipeline,
  STAGE_DEFAULT_COLOR,
  type Stage,
  type StageInput,
  type UpdatePipelineBody,
} from '../../contract/crm';
import type { Plan } from '../../contract/enums';
import { ErrorCode, Msg } from '../../contract/errors';
import type { PlanTable } from '../../contract/plans';
import { lockUser } from '../account/store';
import { newId } from '../db/ids';
import type { Db } from '../db/open';
import { AppError, notFound } from '../http/errors';
import * as store from './store';

export function toStageDto(s: store.StageRow): Stage {
  return { id: s.id, pipelineId: s.pipelineId, name: s.name, color: s.color, order: s.order };
}

export function toPipelineDto(p: store.PipelineWithStages): Pipeline {
  return {
    id: p.id,
    userId: p.userId,
    name: p.name,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    stages: p.stages.map(toStageDto),
  };
}

/** New stage rows (fresh ids; a given id is ignored), or the 6 defaults when none are given. */
function stageRows(pipelineId: string, given: StageInput[] | undefined): store.NewStageRow[] {
  const list = given ?? DEFAULT_STAGE_NAMES.map((name, order) => ({ name, order, color: undefined }));
  return list.map((s) => ({
    id: newId('stg'),
    pipelineId,
    name: s.name,
    color: s.color ?? STAGE_DEFAULT_COLOR,
    order: s.order,
  }));
}

/** PostgreSQL's foreign-key violation: a deal still points at a stage being deleted. */
function isForeignKeyViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23503') return true;
  }
  return false;
}

/** The interface's 500 for a stage replacement that would orphan deals; the details say which stages. */
function stagesInUse(held: Array<{ id: string; name: string; deals: number }>) {
  const details = held.length
    ? held.map((s) => ({
        path: 'body.stages',
        stageId: s.id,
        message: `Stage "${s.name}" (${s.id}) still holds ${s.deals} deal(s); move or delete them before replacing the stages`,
      }))
    : [{ path: 'body.stages', message: 'A stage that would be deleted is still referenced by a deal' }];
  return new AppError(500, Msg.internal, undefined, details);
}

export function createPipelinesService({ db, plans }: { db: Db; plans: PlanTable }) {
  async function getOwned(userId: string, id: string) {
    const p = await store.findPipelineWithStages(db, userId, id);
    if (!p) throw notFound(CrmMsg.pipelineWithIdNotFound(id));
    return p;
  }

  return {
    async list(userId: string) {
      return { pipelines: (await store.listPipelines(db, userId)).map(toPipelineDto) };
    },

    /** Creates a pipeline; the plan gate and count limit are checked under a lock on the owner, in the inserting transaction. */
    async create(userId: string, body: CreatePipelineBody) {
      const id = newId('pip');
      await db.transaction(async (tx) => {
        const owner = await lockUser(tx, userId);
        if (!owner) throw new AppError(401, Msg.unauthorized);
        const p = plans[owner.plan as Plan] ?? plans.FREE;
        if (!p.features.pipelines || p.pipelines === 0)
          throw new AppError(403, CrmMsg.pipelinesNotOnPlan, ErrorCode.FEATURE_NOT_AVAILABLE);
        if (p.pipelines !== null && (await store.countPipelines(tx, userId)) >= p.pipelines)
          throw new AppError(403, CrmMsg.pipelineLimit(p.pipelines), ErrorCode.PIPELINE_LIMIT_REACHED);
        await store.insertPipeline(tx, { id, userId, name: body.name }, stageRows(id, body.stages));
      });
      return toPipelineDto(await getOwned(userId, id));
    },

    async get(userId: string, id: string) {
      return toPipelineDto(await getOwned(userId, id));
    },

    /**
     * Renames and/or replaces all stages (new ids, not a merge), in one transaction. No plan check. When a
     * deal still points at a stage that would go, nothing changes and the answer is the interface's 500.
     */
    async update(userId: string, id: string, body: UpdatePipelineBody) {
      await db.transaction(async (tx) => {
        if (!(await store.lockPipeline(tx, userId, id))) throw notFound(CrmMsg.pipelineWithIdNotFound(id));
        if (body.stages) {
          const held = await store.stagesHoldingDeals(tx, id);
          if (held.length) throw stagesInUse(held);
          try {
            await store.replaceStages(tx, id, stageRows(id, body.stages));
          } catch (err) {
            // A deal written between the check and the delete: the same answer, and the transaction rolls back.
            if (isForeignKeyViolation(err)) throw stagesInUse([]);
            throw err;
          }
        }
        await store.touchPipeline(tx, id, body.name);
      });
      return toPipelineDto(await getOwned(userId, id));
    },

    /** Deletes the pipeline, its stages and its deals. */
    async remove(userId: string, id: string) {
      const done = await db.transaction((tx) => store.deletePipeline(tx, userId, id));
      if (!done) throw notFound(CrmMsg.pipelineWithIdNotFound(id));
      return { success: true as const };
    },
  };
}

export type PipelinesService = ReturnType<typeof createPipelinesService>;
