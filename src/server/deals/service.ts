import {
  type CreateDealBody,
  CrmMsg,
  type Deal,
  type DealListQuery,
  type DealWithStage,
  type UpdateDealBody,
} from '../../contract/crm';
import { periodKey } from '../../contract/usage';
import { newId } from '../db/ids';
import type { Db } from '../db/open';
import { invalidData, notFound } from '../http/errors';
import { toStageDto } from '../pipelines/service';
import { findPipeline, findStageOfPipeline } from '../pipelines/store';
import { spendCounter } from '../usage/store';
import * as store from './store';

/**
 * Money never goes through float arithmetic: the JSON number is stored as its shortest exact decimal text
 * (what JSON.stringify would write) in a NUMERIC column, and read back with Number(), which gives the same
 * double the client sent.
 */
export function moneyToText(value: number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return Object.is(value, -0) ? '0' : String(value);
}

export function moneyFromText(text: string | null): number | null {
  return text === null ? null : Number(text);
}

export function toDealDto(d: store.DealRow): Deal {
  return {
    id: d.id,
    pipelineId: d.pipelineId,
    stageId: d.stageId,
    conversationId: d.conversationId,
    title: d.title,
    value: moneyFromText(d.value),
    currency: d.currency,
    contactName: d.contactName,
    contactEmail: d.contactEmail,
    notes: d.notes,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}

function withStage(d: store.DealRow, s: store.StageRow): DealWithStage {
  return { ...toDealDto(d), stage: toStageDto(s) };
}

/** Inserts a deal and counts it in the owner's monthly deals (defined by the plan, never enforced). */
export async function recordDeal(tx: Db, ownerId: string, row: store.NewDealRow, at: Date) {
  const created = await store.insertDeal(tx, row);
  await spendCounter(tx, ownerId, periodKey(at), 'deals', null);
  return created;
}

const stageNotInPipeline = () =>
  invalidData([{ path: 'body.stageId', message: 'The stage does not belong to this pipeline' }]);

export function createDealsService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  /** The deal, for PUT, DELETE and move: a missing deal and a foreign pipeline answer different 404s. */
  async function getForChange(userId: string, id: string) {
    const found = await store.findDeal(db, id);
    if (!found) throw notFound(CrmMsg.dealWithIdNotFound(id));
    if (found.ownerId !== userId) throw notFound(CrmMsg.pipelineWithIdNotFound(found.deal.pipelineId));
    return found;
  }

  async function update(userId: string, id: string, body: UpdateDealBody): Promise<DealWithStage> {
    const { deal } = await getForChange(userId, id);
    const patch: Partial<store.NewDealRow> = {};
    for (const key of ['stageId', 'title', 'contactName', 'contactEmail', 'notes'] as const) {
      if (body[key] !== undefined) (patch as Record<string, unknown>)[key] = body[key];
    }
    if (body.value !== undefined) patch.value = moneyToText(body.value);
    if (body.currency !== undefined) patch.currency = body.currency.toUpperCase();
    const row = await db.transaction(async (tx) => {
      if (body.stageId !== undefined && !(await findStageOfPipeline(tx, deal.pipelineId, body.stageId)))
        throw stageNotInPipeline();
      return store.updateDeal(tx, id, patch);
    });
    const after = row && (await store.findDeal(db, row.id));
    if (!after) throw notFound(CrmMsg.dealWithIdNotFound(id));
    return withStage(after.deal, after.stage);
  }

  return {
    /** The full list (page and limit have no effect), newest first, optionally by stage and search. */
    async list(userId: string, pipelineId: string, q: DealListQuery) {
      if (!(await findPipeline(db, userId, pipelineId))) throw notFound(CrmMsg.pipelineNotFound);
      const rows = await store.listDeals(db, {
        pipelineId,
        stageId: q.stageId || undefined,
        search: q.search?.trim() || undefined,
      });
      return { deals: rows.map((r) => withStage(r.deal, r.stage)) };
    },

    /** Creates a deal in a stage of the path's pipeline (body.pipelineId is required but not used). No plan check. */
    async create(userId: string, pipelineId: string, body: CreateDealBody): Promise<Deal> {
      const row = await db.transaction(async (tx) => {
        if (!(await findPipeline(tx, userId, pipelineId)))
          throw notFound(CrmMsg.pipelineWithIdNotFound(pipelineId));
        if (!(await findStageOfPipeline(tx, pipelineId, body.stageId))) throw stageNotInPipeline();
        return recordDeal(
          tx,
          userId,
          {
            id: newId('deal'),
            pipelineId,
            stageId: body.stageId,
            title: body.title,
            value: moneyToText(body.value),
            currency: (body.currency ?? 'USD').toUpperCase(),
            contactName: body.contactName ?? null,
            contactEmail: body.contactEmail ?? null,
            notes: body.notes ?? null,
          },
          now(),
        );
      });
      return toDealDto(row);
    },

    async get(userId: string, id: string): Promise<DealWithStage> {
      const found = await store.findDeal(db, id);
      if (!found || found.ownerId !== userId) throw notFound(CrmMsg.dealNotFound);
      return withStage(found.deal, found.stage);
    },

    update,

    /** PATCH …/move: the same as PUT with only stageId. */
    move: (userId: string, id: string, stageId: string) => update(userId, id, { stageId }),

    async remove(userId: string, id: string) {
      await getForChange(userId, id);
      if (!(await store.deleteDeal(db, id))) throw notFound(CrmMsg.dealWithIdNotFound(id));
      return { success: true as const };
    },
  };
}

export type DealsService = ReturnType<typeof createDealsService>;
