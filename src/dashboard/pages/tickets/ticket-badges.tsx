import { Badge } from '@mantine/core';
import type { TicketPriority, TicketStatus } from '../../../contract/enums';
import { useT } from '../../i18n/i18n';

// Theme colour names (not hex): the theme gives their labels AA contrast in light and dark mode.
export const STATUS_COLOR: Record<TicketStatus, string> = {
  OPEN: 'blue',
  IN_PROGRESS: 'yellow',
  RESOLVED: 'teal',
  CLOSED: 'gray',
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
