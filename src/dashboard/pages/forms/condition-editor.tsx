import {
  ActionIcon,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import {
  type Condition,
  type ConditionLeaf,
  type ConditionOp,
  type ConditionScalar,
  MAX_CONDITION_DEPTH,
} from '../../../contract/logic';
import { Icon } from '../../components/icons';
import { useT } from '../../i18n/i18n';
import type { MessageKey } from '../../i18n/translate';
import { defaultValue, type LogicField, opsFor, valueShape } from './logic-fields';

type RuleGroup = { all: Condition[] } | { any: Condition[] };

const isGroup = (c: Condition): c is RuleGroup => 'all' in c || 'any' in c;
const itemsOf = (g: RuleGroup) => ('all' in g ? g.all : g.any);
const withItems = (g: RuleGroup, items: Condition[]): RuleGroup =>
  'all' in g ? { all: items } : { any: items };

/** A condition as the editor shows it: always a group (a single rule is a group of one). */
export const asGroup = (c: Condition): RuleGroup => (isGroup(c) ? c : { all: [c] });
/** What is stored: a group of one rule is that rule. */
export const simplify = (g: RuleGroup): Condition => {
  const items = itemsOf(g);
  return items.length === 1 && !isGroup(items[0]!) ? items[0]! : g;
};

/** A first rule on the first field the condition may read. */
export function newRule(fields: LogicField[]): ConditionLeaf {
  const field = fields[0];
  const op = opsFor(field?.type ?? 'text')[0]!;
  const value = defaultValue(field, op);
  return value === undefined ? { field: field?.name ?? '', op } : { field: field?.name ?? '', op, value };
}

const DATE_OPS: Partial<Record<ConditionOp, MessageKey>> = {
  gt: 'logic.op.after',
  gte: 'logic.op.onOrAfter',
  lt: 'logic.op.before',
  lte: 'logic.op.onOrBefore',
};

export interface ConditionEditorProps {
  value: Condition;
  onChange: (c: Condition) => void;
  fields: LogicField[];
  /** What the editor is about, for its controls' names ("Question 3", "Ending 1"). */
  label: string;
  /** Problems the server's rules find in this condition (formContentIssues), shown under it. */
  errors?: string[];
}

/** "Show if …": rules on earlier answers and hidden fields, all or any of them, in groups up to three deep. */
export function ConditionEditor({ value, onChange, fields, label, errors = [] }: ConditionEditorProps) {
  return (
    <Stack gap={6} data-testid="condition-editor">
      <GroupEditor
        group={asGroup(value)}
        onChange={(g) => onChange(simplify(g))}
        fields={fields}
        label={label}
        depth={1}
      />
      {errors.map((e) => (
        <Text key={e} size="xs" c="red" role="alert">
          {e}
        </Text>
      ))}
    </Stack>
  );
}

function GroupEditor({
  group,
  onChange,
  onRemove,
  fields,
  label,
  depth,
}: {
  group: RuleGroup;
  onChange: (g: RuleGroup) => void;
  onRemove?: () => void;
  fields: LogicField[];
  label: string;
  depth: number;
}) {
  const t = useT();
  const items = itemsOf(group);
  const mode = 'all' in group ? 'all' : 'any';
  const set = (i: number, c: Condition) =>
    onChange(
      withItems(
        group,
        items.map((x, j) => (j === i ? c : x)),
      ),
    );
  const remove = (i: number) => {
    const rest = items.filter((_, j) => j !== i);
    if (rest.length) onChange(withItems(group, rest));
    else onRemove?.();
  };
  const matchId = `match-${label.replace(/\W+/g, '-')}-${depth}`;
  return (
    <Paper withBorder={depth > 1} p={depth > 1 ? 'xs' : 0} radius="sm">
      <Stack gap={6}>
        {items.length > 1 && (
          <Group gap="xs">
            <Text size="xs" id={matchId}>
              {t('logic.match')}
            </Text>
            <SegmentedControl
              size="xs"
              aria-labelledby={matchId}
              value={mode}
              onChange={(m) => onChange(m === 'all' ? { all: items } : { any: items })}
              data={[
                { value: 'all', label: t('logic.all') },
                { value: 'any', label: t('logic.any') },
              ]}
            />
            {onRemove && (
              <Button size="compact-xs" variant="subtle" color="red" onClick={onRemove}>
                {t('logic.removeGroup')}
              </Button>
            )}
          </Group>
        )}
        {items.map((c, i) =>
          isGroup(c) ? (
            <GroupEditor
              // biome-ignore lint/suspicious/noArrayIndexKey: rules have no identity of their own
              key={i}
              group={c}
              onChange={(g) => set(i, g)}
              onRemove={() => remove(i)}
              fields={fields}
              label={`${label} ${i + 1}`}
              depth={depth + 1}
            />
          ) : (
            <RuleEditor
              // biome-ignore lint/suspicious/noArrayIndexKey: rules have no identity of their own
              key={i}
              rule={c}
              onChange={(r) => set(i, r)}
              onRemove={() => remove(i)}
              fields={fields}
              label={`${label}, ${t('logic.rule', { n: i + 1 })}`}
              n={i + 1}
            />
          ),
        )}
        <Group gap="xs">
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<Icon name="plus" size={12} />}
            onClick={() => onChange(withItems(group, [...items, newRule(fields)]))}
          >
            {t('logic.addRule')}
          </Button>
          {depth < MAX_CONDITION_DEPTH && (
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<Icon name="plus" size={12} />}
              onClick={() => onChange(withItems(group, [...items, { any: [newRule(fields)] }]))}
            >
              {t('logic.addGroup')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

function RuleEditor({
  rule,
  onChange,
  onRemove,
  fields,
  label,
  n,
}: {
  rule: ConditionLeaf;
  onChange: (r: ConditionLeaf) => void;
  onRemove: () => void;
  fields: LogicField[];
  label: string;
  n: number;
}) {
  const t = useT();
  const field = fields.find((f) => f.name === rule.field);
  const ops = opsFor(field?.type ?? 'text');
  const opLabel = (op: ConditionOp): string => {
    if (field?.type === 'date' && DATE_OPS[op]) return t(DATE_OPS[op]!);
    if (field?.type === 'multiselect' && op === 'contains') return t('logic.op.includes');
    return t(`logic.op.${op}` as MessageKey);
  };
  const fieldData = fields.map((f) => ({
    value: f.name,
    label: f.type === 'hidden' ? t('logic.hiddenField', { name: f.name }) : f.label,
  }));
  if (!field && rule.field)
    fieldData.push({ value: rule.field, label: t('logic.unknownField', { name: rule.field }) });
  const change = (patch: Partial<ConditionLeaf>) => {
    const next = { ...rule, ...patch };
    const f = fields.find((x) => x.name === next.field);
    const allowed = opsFor(f?.type ?? 'text');
    if (!allowed.includes(next.op)) next.op = allowed[0]!;
    // A new field or operator starts from a value that fits it.
    if (patch.field !== undefined || patch.op !== undefined) {
      const v = defaultValue(f, next.op);
      if (v === undefined) delete next.value;
      else if (patch.field !== undefined || valueShape(next.op) !== valueShape(rule.op)) next.value = v;
    }
    onChange(next);
  };
  return (
    <Group gap={6} align="flex-start" wrap="wrap" data-testid="condition-rule">
      <Select
        aria-label={`${label}: ${t('logic.field')}`}
        value={rule.field}
        data={fieldData}
        allowDeselect={false}
        onChange={(v) => v && change({ field: v })}
        size="xs"
        w={{ base: '100%', sm: 200 }}
        comboboxProps={{ withinPortal: true }}
        error={!field}
      />
      <Select
        aria-label={`${label}: ${t('logic.op')}`}
        value={rule.op}
        data={ops.map((op) => ({ value: op, label: opLabel(op) }))}
        allowDeselect={false}
        onChange={(v) => v && change({ op: v as ConditionOp })}
        size="xs"
        w={{ base: 'calc(100% - 40px)', sm: 150 }}
      />
      <ValueInput
        rule={rule}
        field={field}
        onChange={(value) => onChange({ ...rule, value })}
        label={label}
      />
      <ActionIcon
        variant="subtle"
        color="red"
        onClick={onRemove}
        aria-label={t('logic.removeRule', { n })}
        mt={2}
      >
        <Icon name="trash" size={14} />
      </ActionIcon>
    </Group>
  );
}

function ValueInput({
  rule,
  field,
  onChange,
  label,
}: {
  rule: ConditionLeaf;
  field: LogicField | undefined;
  onChange: (v: ConditionLeaf['value']) => void;
  label: string;
}) {
  const t = useT();
  const shape = valueShape(rule.op);
  if (shape === 'none') return null;
  const name = `${label}: ${t('logic.value')}`;
  const w = { base: '100%', sm: 200 };
  const type = field?.type ?? 'text';
  const list = Array.isArray(rule.value) ? rule.value.map(String) : [];
  const one = Array.isArray(rule.value) ? '' : (rule.value ?? '');
  if (shape === 'list')
    return field?.options.length ? (
      <MultiSelect aria-label={name} size="xs" w={w} data={field.options} value={list} onChange={onChange} />
    ) : (
      <TagsInput
        aria-label={name}
        size="xs"
        w={w}
        value={list}
        onChange={onChange}
        placeholder={t('logic.valuesHint')}
      />
    );
  if (type === 'yesno')
    return (
      <SegmentedControl
        aria-label={name}
        size="xs"
        value={String(one === true || one === 'true')}
        onChange={(v) => onChange(v === 'true')}
        data={[
          { value: 'true', label: t('logic.yes') },
          { value: 'false', label: t('logic.no') },
        ]}
      />
    );
  if (field?.options.length)
    return (
      <Select
        aria-label={name}
        size="xs"
        w={w}
        data={field.options}
        value={String(one)}
        allowDeselect={false}
        onChange={(v) => v !== null && onChange(v)}
      />
    );
  if (type === 'number' || type === 'rating')
    return (
      <NumberInput
        aria-label={name}
        size="xs"
        w={w}
        value={typeof one === 'number' ? one : Number(one) || 0}
        onChange={(v) => onChange(typeof v === 'number' ? v : Number(v) || 0)}
      />
    );
  return (
    <TextInput
      aria-label={name}
      size="xs"
      w={w}
      type={type === 'date' ? 'date' : 'text'}
      value={String(one as ConditionScalar)}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
