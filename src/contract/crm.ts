import { z } from 'zod';
import { Email, Timestamp } from './common';
import { TicketPriority, TicketStatus } from './enums';

/** Messages of the interface's CRM error rows, word for word. */
export const CrmMsg = {
  pipelinesNotOnPlan: 'Plan limit reached: maximum 0 pipeline',
  pipelineLimit: (n: number) => `Plan limit reached: maximum ${n} pipelines`,
  pipelineWithIdNotFound: (id: string) => `Pipeline with id ${id} not found`,
  pipelineNotFound: 'Pipeline not found',
  dealNotFound: 'Deal not found',
  dealWithIdNotFound: (id: string) => `Deal with id ${id} not found`,
  ticketsNotOnPlan: 'Plan limit reached: maximum 0 tickets',
  ticketWithIdNotFound: (id: string) => `Ticket with id ${id} not found`,
} as const;

export const STAGE_DEFAULT_COLOR = '#6b7280';

/** The stages a pipeline gets when none are given at creation, in this order. */
export const DEFAULT_STAGE_NAMES = ['New Lead', 'Contacted', 'Qualified', 'Proposal', 'Won', 'Lost'] as const;

const StageColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Expected a hex colour #RRGGBB');
const PipelineName = z.string().trim().min(1).max(100);

export const StageInput = z.object({
  id: z.string().max(100).nullable().optional().describe('Accepted and ignored: stages are always recreated'),
  name: z.string().trim().min(1).max(50),
  color: StageColor.optional(),
  order: z.number().int().min(0).max(2_147_483_647),
});
export type StageInput = z.infer<typeof StageInput>;

const StageList = z.array(StageInput).min(2).max(10);

export const CreatePipelineBody = z.object({ name: PipelineName, stages: StageList.optional() }).meta({
  examples: [
    {
      name: 'Sales',
      stages: [
        { name: 'New', color: '#3b82f6', order: 1 },
        { name: 'Won', color: '#22c55e', order: 2 },
      ],
    },
  ],
});
export type CreatePipelineBody = z.infer<typeof CreatePipelineBody>;

export const UpdatePipelineBody = z.object({
  name: PipelineName.optional(),
  stages: StageList.optional().describe(
    'Full replacement: every stage is deleted and recreated with a new id',
  ),
});
export type UpdatePipelineBody = z.infer<typeof UpdatePipelineBody>;

export const Stage = z.object({
  id: z.string(),
  pipelineId: z.string(),
  name: z.string(),
  color: z.string(),
  order: z.number(),
});
export type Stage = z.infer<typeof Stage>;

export const Pipeline = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  stages: z.array(Stage),
});
export type Pipeline = z.infer<typeof Pipeline>;

export const PipelineList = z.object({ pipelines: z.array(Pipeline) });

// --- deals ---

/** A money amount: a finite JSON number >= 0, stored as its exact decimal text (no float arithmetic). */
const DealValue = z.number().min(0).nullable();
const Currency = z.string().regex(/^[A-Za-z]{3}$/, 'Expected a 3-letter currency code');

const dealFields = {
  stageId: z.string().min(1).max(100),
  title: z.string().trim().min(1).max(200),
  value: DealValue,
  currency: Currency,
  contactName: z.string().max(200).nullable(),
  contactEmail: Email.nullable(),
  notes: z.string().max(5000).nullable(),
};

export const CreateDealBody = z
  .object({
    pipelineId: z.string().min(1).max(100).describe('Required; the path id is the one used'),
    stageId: dealFields.stageId,
    title: dealFields.title,
    value: dealFields.value.optional(),
    currency: dealFields.currency.optional(),
    contactName: dealFields.contactName.optional(),
    contactEmail: dealFields.contactEmail.optional(),
    notes: dealFields.notes.optional(),
  })
  .meta({
    examples: [
      {
        pipelineId: 'pip_1',
        stageId: 'stg_1',
        title: 'Website redesign',
        value: 4800,
        currency: 'EUR',
        contactName: 'Ada',
        contactEmail: 'ada@example.com',
      },
    ],
  });
export type CreateDealBody = z.infer<typeof CreateDealBody>;

export const UpdateDealBody = z.object(dealFields).partial();
export type UpdateDealBody = z.infer<typeof UpdateDealBody>;

export const MoveDealBody = z.object({ stageId: dealFields.stageId });
export type MoveDealBody = z.infer<typeof MoveDealBody>;

export const DEAL_LIST_DEFAULTS = { page: 1, limit: 10 } as const;

/**
 * Deal list query. page and limit are accepted but have no effect; a query that fails validation falls
 * back to the defaults as a whole (no filter) instead of answering 400, as the interface says.
 */
export const DealListQuery = z
  .object({
    stageId: z.string().max(100).optional(),
    search: z.string().max(200).optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(10),
  })
  .catch({ ...DEAL_LIST_DEFAULTS });
export type DealListQuery = z.infer<typeof DealListQuery>;

export const Deal = z.object({
  id: z.string(),
  pipelineId: z.string(),
  stageId: z.string(),
  conversationId: z.string().nullable(),
  title: z.string(),
  value: z.number().nullable(),
  currency: z.string(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Deal = z.infer<typeof Deal>;

export const DealWithStage = Deal.extend({ stage: Stage });
export type DealWithStage = z.infer<typeof DealWithStage>;

export const DealList = z.object({ deals: z.array(DealWithStage) });

// --- tickets ---

export const CreateTicketBody = z
  .object({
    subject: z.string().trim().min(1).max(300),
    description: z.string().max(5000).nullable().optional(),
    priority: TicketPriority.optional(),
    contactName: z.string().max(200).nullable().optional(),
    contactEmail: Email.nullable().optional(),
  })
  .meta({
    examples: [
      {
        subject: 'Cannot upload my invoice',
        description: 'The upload stops at 90%.',
        priority: 'HIGH',
        contactEmail: 'ada@example.com',
      },
    ],
  });
export type CreateTicketBody = z.infer<typeof CreateTicketBody>;

export const UpdateTicketBody = z
  .object({
    subject: z.string().trim().min(1).max(300),
    description: z.string().max(5000).nullable(),
    priority: TicketPriority,
    status: TicketStatus,
    assigneeName: z.string().max(200).nullable(),
    assigneeEmail: Email.nullable(),
    contactName: z.string().max(200).nullable(),
    contactEmail: Email.nullable(),
  })
  .partial();
export type UpdateTicketBody = z.infer<typeof UpdateTicketBody>;

export const TicketListQuery = z.object({
  status: TicketStatus.optional(),
  priority: TicketPriority.optional(),
  search: z.string().max(200).optional(),
});
export type TicketListQuery = z.infer<typeof TicketListQuery>;

export const Ticket = z.object({
  id: z.string(),
  userId: z.string(),
  number: z.number().int(),
  conversationId: z.string().nullable(),
  formId: z.string().nullable(),
  subject: z.string(),
  description: z.string().nullable(),
  priority: TicketPriority,
  status: TicketStatus,
  assigneeName: z.string().nullable(),
  assigneeEmail: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Ticket = z.infer<typeof Ticket>;

export const TicketList = z.object({ tickets: z.array(Ticket) });

/** The first ticket number of every user. */
export const FIRST_TICKET_NUMBER = 1000;
