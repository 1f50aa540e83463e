// Values of enums the dashboard's first load needs without zod (its router checks search params with them).

export const CONVERSATION_STATUSES = ['ACTIVE', 'COMPLETED', 'ABANDONED'] as const;
export const TICKET_STATUSES = ['OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED'] as const;
export const TICKET_PRIORITIES = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'] as const;
