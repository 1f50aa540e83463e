import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { deal, pipeline, stage } from '../db/schema';
import { foldedContains } from '../db/search';

export type DealRow = typeof deal.$inferSelect;
export type NewDealRow = typeof deal.$inferInsert;
export type StageRow = typeof stage.$inferSelect;

export interface DealFilter {
  pipelineId: string;
  stageId?: string;
  search?: string;
}

/** The pipeline's deals, newest first, each with its stage; a search reads title, contact name and e-mail. */
export async function listDeals(db: Db, f: DealFilter) {
  return db
    .select({ deal, stage })
    .from(deal)
    .innerJoin(stage, eq(stage.id, deal.stageId))
    .where(
      and(
        eq(deal.pipelineId, f.pipelineId),
        f.stageId ? eq(deal.stageId, f.stageId) : undefined,
        f.search
          ? foldedContains(
              sql`charla_contact_text(${deal.title}, ${deal.contactName}, ${deal.contactEmail})`,
              f.search,
            )
          : undefined,
      ),
    )
    .orderBy(desc(deal.createdAt), desc(deal.id));
}

/** The deal with its stage and the id of its pipeline's owner (ownership is the pipeline's). */
export async function findDeal(db: Db, id: string) {
  const [row] = await db
    .select({ deal, stage, ownerId: pipeline.userId })
    .from(deal)
    .innerJoin(pipeline, eq(pipeline.id, deal.pipelineId))
    .innerJoin(stage, eq(stage.id, deal.stageId))
    .where(eq(deal.id, id));
  return row;
}

export async function findDealByConversation(db: Db, conversationId: string) {
  const [row] = await db.select({ id: deal.id }).from(deal).where(eq(deal.conversationId, conversationId));
  return row;
}

export async function insertDeal(db: Db, row: NewDealRow): Promise<DealRow> {
  const [created] = await db.insert(deal).values(row).returning();
  return created!;
}

export async function updateDeal(db: Db, id: string, patch: Partial<NewDealRow>) {
  const [row] = await db
    .update(deal)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(deal.id, id))
    .returning();
  return row;
}

export async function deleteDeal(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(deal).where(eq(deal.id, id)).returning({ id: deal.id });
  return rows.length > 0;
}
