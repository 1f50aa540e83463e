import { ActionIcon, Menu, Text, Tooltip } from '@mantine/core';
import type { RefObject } from 'react';
import { Icon } from '../../components/icons';
import { useT } from '../../i18n/i18n';
import type { LogicField } from './logic-fields';

/** `{{name}}` put where the cursor stands in an input (at the end when it has none), with the new value. */
export function insertRecall(
  input: HTMLInputElement | HTMLTextAreaElement | null,
  value: string,
  name: string,
): { value: string; caret: number } {
  const token = `{{${name}}}`;
  const start = input?.selectionStart ?? value.length;
  const end = input?.selectionEnd ?? start;
  const before = value.slice(0, start);
  const pad = before && !/\s$/.test(before) ? ' ' : '';
  return { value: `${before}${pad}${token}${value.slice(end)}`, caret: start + pad.length + token.length };
}

/**
 * "Insert an answer": the names a text may recall; picking one writes `{{name}}` into `input` at its cursor
 * and tells `onInsert` the new text and the name used (so its key can be pinned).
 */
export function RecallMenu({
  fields,
  input,
  value,
  onInsert,
  label,
}: {
  fields: LogicField[];
  input: RefObject<HTMLInputElement | HTMLTextAreaElement | null>;
  value: string;
  onInsert: (value: string, name: string) => void;
  /** What the text is, for the button's accessible name. */
  label: string;
}) {
  const t = useT();
  const pick = (name: string) => {
    const el = input.current;
    const next = insertRecall(el, value, name);
    onInsert(next.value, name);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.caret, next.caret);
    });
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label={t('logic.recall')}>
          <ActionIcon variant="subtle" color="gray" aria-label={`${t('logic.recall')}: ${label}`}>
            <Icon name="braces" />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown maw={320}>
        {fields.length === 0 && (
          <Text size="xs" c="dimmed" p="xs">
            {t('logic.recallEmpty')}
          </Text>
        )}
        {fields.map((f) => (
          <Menu.Item key={f.name} onClick={() => pick(f.name)}>
            <Text size="sm" lineClamp={1}>
              {f.type === 'hidden' ? t('logic.hiddenField', { name: f.name }) : f.label}
            </Text>
            <Text size="xs" c="dimmed" ff="monospace">{`{{${f.name}}}`}</Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
