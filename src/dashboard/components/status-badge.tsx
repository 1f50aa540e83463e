import { Badge } from '@mantine/core';
import type { ConversationStatus } from '../../contract/enums';
import { useT } from '../i18n/i18n';

const COLOR: Record<ConversationStatus, string> = { ACTIVE: 'blue', COMPLETED: 'teal', ABANDONED: 'gray' };

export function ConversationStatusBadge({ status }: { status: ConversationStatus }) {
  const t = useT();
  return (
    <Badge color={COLOR[status]} variant="light" miw="max-content">
      {t(`status.${status}`)}
    </Badge>
  );
}
