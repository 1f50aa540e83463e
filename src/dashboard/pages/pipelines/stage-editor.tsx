import { ActionIcon, Button, ColorInput, Group, Stack, Text, TextInput } from '@mantine/core';
import { Icon } from '../../components/icons';
import { useT } from '../../i18n/i18n';
import type { FieldErrors } from '../../lib/zod-form';

export interface StageDraft {
  key: string;
  name: string;
  color: string;
}

// New Lead, Contacted, Qualified, Proposal, Won, Lost read as a funnel in these; further stages cycle through.
const PALETTE = ['#3b82f6', '#8b5cf6', '#f59e0b', '#ec4899', '#10b981', '#ef4444', '#14b8a6', '#6b7280'];
let seq = 0;
export const newStage = (name = '', i = 0): StageDraft => ({
  key: `s${++seq}`,
  name,
  color: PALETTE[i % PALETTE.length]!,
});

/** Stages in column order: renamed, recoloured, reordered, added and removed (2 to 10). */
export function StageEditor({
  stages,
  onChange,
  errors,
  disabled,
}: {
  stages: StageDraft[];
  onChange: (stages: StageDraft[]) => void;
  errors: FieldErrors;
  disabled?: boolean;
}) {
  const t = useT();
  const patch = (i: number, p: Partial<StageDraft>) =>
    onChange(stages.map((s, j) => (j === i ? { ...s, ...p } : s)));
  const move = (i: number, to: number) => {
    const next = [...stages];
    const [s] = next.splice(i, 1);
    if (s) next.splice(to, 0, s);
    onChange(next);
  };
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('pipelines.stages')}
      </Text>
      {errors.stages && (
        <Text size="xs" c="red">
          {errors.stages}
        </Text>
      )}
      {stages.map((s, i) => (
        <Group key={s.key} gap="xs" wrap="nowrap" align="flex-start" data-testid="stage-row">
          <TextInput
            aria-label={t('pipelines.stageName', { n: i + 1 })}
            value={s.name}
            onChange={(e) => patch(i, { name: e.currentTarget.value })}
            maxLength={50}
            error={errors[`stages.${i}.name`]}
            disabled={disabled}
            style={{ flex: 1, minWidth: 0 }}
          />
          <ColorInput
            aria-label={t('pipelines.stageColor', { n: i + 1 })}
            value={s.color}
            onChange={(color) => patch(i, { color })}
            format="hex"
            swatches={PALETTE}
            error={errors[`stages.${i}.color`]}
            disabled={disabled}
            w={120}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            mt={4}
            disabled={disabled || i === 0}
            onClick={() => move(i, i - 1)}
            aria-label={`${t('questions.moveUp')}: ${s.name}`}
          >
            <span aria-hidden="true">↑</span>
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            mt={4}
            disabled={disabled || i === stages.length - 1}
            onClick={() => move(i, i + 1)}
            aria-label={`${t('questions.moveDown')}: ${s.name}`}
          >
            <span aria-hidden="true">↓</span>
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            mt={4}
            disabled={disabled || stages.length <= 2}
            onClick={() => onChange(stages.filter((_, j) => j !== i))}
            aria-label={`${t('common.delete')}: ${s.name}`}
          >
            <Icon name="trash" />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<Icon name="plus" size={14} />}
          disabled={disabled || stages.length >= 10}
          onClick={() => onChange([...stages, newStage('', stages.length)])}
        >
          {t('pipelines.addStage')}
        </Button>
      </Group>
    </Stack>
  );
}
