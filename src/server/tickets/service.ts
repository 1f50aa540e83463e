import {
  type CreateTicketBody,
  CrmMsg,
  type Ticket,
  type TicketListQuery,
  type UpdateTicketBody,
} from '../../contract/crm';
import type { Plan, TicketPriority, TicketStatus } from '../../contract/enums';
import { ErrorCode, Msg } from '../../contract/errors';
import type { PlanTable } from '../../contract/plans';
import { periodKey } from '../../contract/usage';
import { findUserById } from '../account/store';
import { newId } from '../db/ids';
import type { Db } from '../db/open';
import { AppError, notFound } from '../http/errors';
import { spendCounter } from '../usage/store';
import * as store from './store';

export function toTicketDto(t: store.TicketRow): Ticket {
  return {
    id: t.id,
    userId: t.userId,
    number: t.number,
    conversationId: t.conversationId,
    formId: t.formId,
    subject: t.subject,
    description: t.description,
    priority: t.priority as TicketPriority,
    status: t.status as TicketStatus,
    assigneeName: t.assigneeName,
    assigneeEmail: t.assigneeEmail,
    contactName: t.contactName,
    contactEmail: t.contactEmail,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

export type TicketFields = Pick<
  store.NewTicketRow,
  'subject' | 'description' | 'priority' | 'contactName' | 'contactEmail' | 'conversationId' | 'formId'
>;

/**
 * Creates an OPEN ticket with the owner's next number, in the caller's transaction, and counts it in the
 * monthly tickets (defined by the plan, never enforced).
 */
export async function recordTicket(tx: Db, ownerId: string, fields: TicketFields, at: Date) {
  const number = await store.nextTicketNumber(tx, ownerId);
  const created = await store.insertTicket(tx, {
    ...fields,
    id: newId('tkt'),
    userId: ownerId,
    number,
    status: 'OPEN',
  });
  await spendCounter(tx, ownerId, periodKey(at), 'tickets', null);
  return created;
}

/** Whether the plan includes tickets. */
export function plansTickets(plans: PlanTable, plan: string): boolean {
  return (plans[plan as Plan] ?? plans.FREE).features.tickets;
}

export function createTicketsService({
  db,
  plans,
  now = () => new Date(),
}: {
  db: Db;
  plans: PlanTable;
  now?: () => Date;
}) {
  return {
    async list(userId: string, q: TicketListQuery) {
      const rows = await store.listTickets(db, {
        userId,
        status: q.status,
        priority: q.priority,
        search: q.search?.trim() || undefined,
      });
      return { tickets: rows.map(toTicketDto) };
    },

    /** Creates a ticket (always OPEN); only the plan's tickets feature is checked, inside the creating transaction. */
    async create(userId: string, body: CreateTicketBody) {
      const row = await db.transaction(async (tx) => {
        const owner = await findUserById(tx, userId);
        if (!owner) throw new AppError(401, Msg.unauthorized);
        if (!plansTickets(plans, owner.plan))
          throw new AppError(403, CrmMsg.ticketsNotOnPlan, ErrorCode.FEATURE_NOT_AVAILABLE);
        return recordTicket(
          tx,
          userId,
          {
            subject: body.subject,
            description: body.description ?? null,
            priority: body.priority ?? 'MEDIUM',
            contactName: body.contactName ?? null,
            contactEmail: body.contactEmail ?? null,
          },
          now(),
        );
      });
      return toTicketDto(row);
    },

    async get(userId: string, id: string) {
      const row = await store.findTicket(db, userId, id);
      if (!row) throw notFound(CrmMsg.ticketWithIdNotFound(id));
      return toTicketDto(row);
    },

    /** Partial update of any listed field, on any plan. */
    async update(userId: string, id: string, body: UpdateTicketBody) {
      const patch: Partial<store.NewTicketRow> = {};
      for (const key of [
        'subject',
        'description',
        'priority',
        'status',
        'assigneeName',
        'assigneeEmail',
        'contactName',
        'contactEmail',
      ] as const) {
        if (body[key] !== undefined) (patch as Record<string, unknown>)[key] = body[key];
      }
      const row = await store.updateTicket(db, userId, id, patch);
      if (!row) throw notFound(CrmMsg.ticketWithIdNotFound(id));
      return toTicketDto(row);
    },

    async remove(userId: string, id: string) {
      if (!(await store.deleteTicket(db, userId, id))) throw notFound(CrmMsg.ticketWithIdNotFound(id));
      return { success: true as const };
    },
  };
}

export type TicketsService = ReturnType<typeof createTicketsService>;
