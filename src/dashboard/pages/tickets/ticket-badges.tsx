import { Badge } from '@mantine/core';
import type { TicketPriority, TicketStatus } from '../../../contract/enums';
import { useT } from '../../i18n/i18n';

export const STATUS_COLOR: Record<TicketStatus, string> = {
  OPEN: '#3b82f6',
  IN_PROGRESS: '#f59e0b',
  RESOLVED: '#10b981',
  CLOSED: '#6b7280',
};
const PRIORITY_COLOR: Record<TicketPriority, string> = {
  LOW: 'gray',
  MEDIUM: 'blue',
  HIGH: 'orange',
  URGENT: 'red',
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const t = useT();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" miw="max-content">
      {t(`ticket.status.${status}`)}
    </Badge>
  );
}

export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  const t = useT();
  return (
    <Badge
      color={PRIORITY_COLOR[priority]}
      variant={priority === 'URGENT' ? 'filled' : 'outline'}
      miw="max-content"
    >
      {t(`ticket.priority.${priority}`)}
    </Badge>
  );
}
