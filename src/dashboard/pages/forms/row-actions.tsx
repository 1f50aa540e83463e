import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { Icon } from '../../components/icons';
import { useT } from '../../i18n/i18n';

/** Move up, move down and delete buttons of an item in an ordered list (a question, an ending). */
export function RowActions({
  index,
  count,
  label,
  onMove,
  onRemove,
  removeLabel,
  canRemove = true,
}: {
  index: number;
  count: number;
  /** The item's name, for the buttons' accessible names ("Move up: Question 2"). */
  label: string;
  onMove: (to: number) => void;
  onRemove: () => void;
  removeLabel?: string;
  canRemove?: boolean;
}) {
  const t = useT();
  return (
    <Group gap={2} wrap="nowrap">
      <Tooltip label={t('questions.moveUp')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
          aria-label={`${t('questions.moveUp')}: ${label}`}
        >
          <span aria-hidden="true">↑</span>
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('questions.moveDown')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
          aria-label={`${t('questions.moveDown')}: ${label}`}
        >
          <span aria-hidden="true">↓</span>
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('common.delete')}>
        <ActionIcon
          variant="subtle"
          color="red"
          disabled={!canRemove}
          onClick={onRemove}
          aria-label={removeLabel ?? `${t('common.delete')}: ${label}`}
        >
          <Icon name="trash" />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
