import { and, desc, eq, sql } from 'drizzle-orm';
import { FIRST_TICKET_NUMBER } from '../../contract/crm';
import type { Db } from '../db/open';
import { ticket, ticketCounter } from '../db/schema';
import { foldedContains } from '../db/search';

export type TicketRow = typeof ticket.$inferSelect;
export type NewTicketRow = typeof ticket.$inferInsert;

export interface TicketFilter {
  userId: string;
  status?: string;
  priority?: string;
  search?: string;
}

/**
 * The user's next ticket number, from 1000. The upsert locks the counter row until the transaction ends,
 * so concurrent creators wait for each other, and a rolled-back creation gives its number back (no gaps).
 */
export async function nextTicketNumber(tx: Db, userId: string): Promise<number> {
  const [row] = await tx
    .insert(ticketCounter)
    .values({ userId, lastNumber: FIRST_TICKET_NUMBER })
    .onConflictDoUpdate({
      target: ticketCounter.userId,
      set: { lastNumber: sql`${ticketCounter.lastNumber} + 1` },
    })
    .returning({ n: ticketCounter.lastNumber });
  return row!.n;
}

export async function insertTicket(db: Db, row: NewTicketRow): Promise<TicketRow> {
  const [created] = await db.insert(ticket).values(row).returning();
  return created!;
}

/** The user's tickets, newest first; a search reads subject, contact name and e-mail. */
export async function listTickets(db: Db, f: TicketFilter) {
  return db
    .select()
    .from(ticket)
    .where(
      and(
        eq(ticket.userId, f.userId),
        f.status ? eq(ticket.status, f.status) : undefined,
        f.priority ? eq(ticket.priority, f.priority) : undefined,
        f.search
          ? foldedContains(
              sql`charla_contact_text(${ticket.subject}, ${ticket.contactName}, ${ticket.contactEmail})`,
              f.search,
            )
          : undefined,
      ),
    )
    .orderBy(desc(ticket.createdAt), desc(ticket.number));
}

export async function findTicket(db: Db, userId: string, id: string): Promise<TicketRow | undefined> {
  const [row] = await db
    .select()
    .from(ticket)
    .where(and(eq(ticket.id, id), eq(ticket.userId, userId)));
  return row;
}

export async function findTicketByConversation(db: Db, conversationId: string) {
  const [row] = await db
    .select({ id: ticket.id })
    .from(ticket)
    .where(eq(ticket.conversationId, conversationId));
  return row;
}

export async function updateTicket(db: Db, userId: string, id: string, patch: Partial<NewTicketRow>) {
  const [row] = await db
    .update(ticket)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(ticket.id, id), eq(ticket.userId, userId)))
    .returning();
  return row;
}

export async function deleteTicket(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(ticket)
    .where(and(eq(ticket.id, id), eq(ticket.userId, userId)))
    .returning({ id: ticket.id });
  return rows.length > 0;
}
