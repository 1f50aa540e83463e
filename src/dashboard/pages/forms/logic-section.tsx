import {
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useRef } from 'react';
import type { Ending } from '../../../contract/forms';
import { KEY_PATTERN } from '../../../contract/logic';
import { Icon } from '../../components/icons';
import { useT } from '../../i18n/i18n';
import type { SectionProps } from './builder-types';
import { ConditionEditor, newRule } from './condition-editor';
import { renumber } from './draft';
import { draftKeys, type LogicField, logicFields, namesInUse, pinKeys } from './logic-fields';
import { RecallMenu } from './recall-menu';
import { RowActions } from './row-actions';

/** Hidden fields and endings: what the page passes in, and how the form ends for whom. */
export function LogicSection({ draft, set, errors }: SectionProps) {
  const t = useT();
  const fields = logicFields(draft.questions, draft.hiddenFields);
  const keys = new Set(draftKeys(draft.questions, []));
  const hiddenError = Object.entries(errors).find(([p]) => p.startsWith('hiddenFields'))?.[1];
  const badNames = draft.hiddenFields.filter((n) => !KEY_PATTERN.test(n) || keys.has(n));

  /** Endings changed: the questions they name keep their keys from now on. */
  const setEndings = (endings: Ending[]) => {
    set('endings', endings);
    const names = namesInUse(draft.questions, endings, draft.goodbyeMessage);
    const pinned = pinKeys(draft.questions, draft.hiddenFields, names);
    if (pinned !== draft.questions) set('questions', renumber(pinned));
  };
  const patch = (i: number, p: Partial<Ending>) =>
    setEndings(draft.endings.map((e, j) => (j === i ? { ...e, ...p } : e)));
  const move = (from: number, to: number) => {
    const next = [...draft.endings];
    next.splice(to, 0, ...next.splice(from, 1));
    setEndings(next);
  };

  return (
    <Stack gap="lg">
      <Card withBorder>
        <Title order={2} size="h5" mb={4}>
          {t('logic.hidden.title')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('logic.hidden.hint')}
        </Text>
        <TagsInput
          label={t('logic.hidden.names')}
          placeholder="utm_source, utm_campaign"
          value={draft.hiddenFields}
          onChange={(v) => set('hiddenFields', v.map((n) => n.trim()).filter(Boolean))}
          splitChars={[',', ' ']}
          maxTags={20}
          clearable
          error={badNames.length ? `${t('logic.hidden.invalid')} (${badNames.join(', ')})` : hiddenError}
          data-testid="hidden-fields"
        />
      </Card>

      <Card withBorder>
        <Title order={2} size="h5" mb={4}>
          {t('logic.endings.title')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('logic.endings.hint')}
        </Text>
        <Stack gap="md">
          {draft.endings.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('logic.endings.none')}
            </Text>
          )}
          {draft.endings.map((e, i) => (
            <EndingCard
              // biome-ignore lint/suspicious/noArrayIndexKey: endings have no identity of their own
              key={i}
              ending={e}
              index={i}
              count={draft.endings.length}
              fields={fields}
              errors={errors}
              onChange={(p) => patch(i, p)}
              onRemove={() => setEndings(draft.endings.filter((_, j) => j !== i))}
              onMove={(to) => move(i, to)}
            />
          ))}
          <Group>
            <Button
              variant="light"
              leftSection={<Icon name="plus" />}
              disabled={draft.endings.length >= 10}
              onClick={() =>
                setEndings([
                  ...draft.endings,
                  {
                    when: fields.length ? newRule(fields) : null,
                    message: draft.goodbyeMessage,
                    redirectUrl: null,
                  },
                ])
              }
            >
              {t('logic.ending.add')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}

function EndingCard({
  ending: e,
  index,
  count,
  fields,
  errors,
  onChange,
  onRemove,
  onMove,
}: {
  ending: Ending;
  index: number;
  count: number;
  fields: LogicField[];
  errors: SectionProps['errors'];
  onChange: (p: Partial<Ending>) => void;
  onRemove: () => void;
  onMove: (to: number) => void;
}) {
  const t = useT();
  const message = useRef<HTMLTextAreaElement>(null);
  const label = t('logic.ending.n', { n: index + 1 });
  const at = `endings.${index}`;
  const whenErrors = Object.entries(errors)
    .filter(([p]) => p.startsWith(`${at}.when`))
    .map(([, m]) => m);
  const whenId = `ending-when-${index}`;
  return (
    <Card withBorder p="sm" data-testid="ending" component="section" aria-label={label}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text fw={600} size="sm">
          {label}
        </Text>
        <RowActions
          index={index}
          count={count}
          label={label}
          onMove={onMove}
          onRemove={onRemove}
          removeLabel={t('logic.ending.remove', { n: index + 1 })}
        />
      </Group>
      <Stack gap="sm">
        <div>
          <Text size="sm" fw={500} id={whenId} mb={4}>
            {t('logic.ending.whenLabel')}
          </Text>
          <SegmentedControl
            size="xs"
            aria-labelledby={whenId}
            value={e.when ? 'when' : 'always'}
            onChange={(v) => onChange({ when: v === 'when' && fields.length ? newRule(fields) : null })}
            data={[
              { value: 'always', label: t('logic.ending.always') },
              { value: 'when', label: t('logic.ending.when'), disabled: fields.length === 0 },
            ]}
          />
          {e.when && (
            <div style={{ marginTop: 6 }}>
              <ConditionEditor
                value={e.when}
                onChange={(when) => onChange({ when })}
                fields={fields}
                label={label}
                errors={whenErrors}
              />
            </div>
          )}
        </div>
        <Textarea
          ref={message}
          label={t('logic.ending.message')}
          autosize
          minRows={2}
          maxLength={500}
          value={e.message}
          onChange={(ev) => onChange({ message: ev.currentTarget.value })}
          error={errors[`${at}.message`]}
          rightSection={
            <RecallMenu
              fields={fields}
              input={message}
              value={e.message}
              onInsert={(m) => onChange({ message: m })}
              label={label}
            />
          }
          rightSectionProps={{ style: { alignItems: 'flex-start', paddingTop: 4 } }}
        />
        <TextInput
          label={t('logic.ending.redirect')}
          description={t('logic.ending.redirectHint')}
          placeholder="https://example.com/thanks"
          type="url"
          value={e.redirectUrl ?? ''}
          onChange={(ev) => onChange({ redirectUrl: ev.currentTarget.value.trim() || null })}
          error={errors[`${at}.redirectUrl`]}
        />
      </Stack>
    </Card>
  );
}
