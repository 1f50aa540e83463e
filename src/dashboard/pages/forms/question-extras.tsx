import { Badge, Button, Checkbox, Collapse, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Question, QuestionValidation } from '../../../contract/forms';
import type { Condition } from '../../../contract/logic';
import { Icon } from '../../components/icons';
import { useT } from '../../i18n/i18n';
import type { MessageKey } from '../../i18n/translate';
import type { FieldErrors } from '../../lib/zod-form';
import { ConditionEditor, newRule } from './condition-editor';
import { BOUNDS, type LogicField } from './logic-fields';

export interface QuestionExtrasProps {
  question: Question;
  index: number;
  /** "Question 3", for the controls' names. */
  label: string;
  /** Its key as saved, or as the server would derive it now. */
  keyName: string;
  /** What its condition may read: earlier questions and hidden fields. */
  fields: LogicField[];
  errors: FieldErrors;
  onChange: (patch: Partial<Question>) => void;
}

/** The question's key, the bounds of its answer, and the condition that shows it, behind one disclosure. */
export function QuestionExtras(props: QuestionExtrasProps) {
  const { question: q, index, label, errors, onChange } = props;
  const t = useT();
  const at = `questions.${index}`;
  const showIfErrors = Object.entries(errors)
    .filter(([path]) => path.startsWith(`${at}.showIf`))
    .map(([, message]) => message);
  const problems =
    showIfErrors.length > 0 ||
    Object.keys(errors).some((p) => p.startsWith(`${at}.validation`) || p === `${at}.key`);
  const [open, setOpen] = useState(false);
  const id = `extras-${index}`;
  return (
    <>
      <Group gap={6} mt={6}>
        <Button
          size="compact-xs"
          variant="subtle"
          color={problems ? 'red' : 'gray'}
          leftSection={<Icon name="branch" size={14} />}
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open || problems}
          aria-controls={id}
        >
          {t('logic.more')}
        </Button>
        {q.showIf && (
          <Badge size="xs" variant="light">
            {t('logic.badge.condition')}
          </Badge>
        )}
        {(q.validation || q.type === 'rating') && BOUNDS[q.type] && (
          <Badge size="xs" variant="light" color="gray">
            {t('logic.badge.bounds')}
          </Badge>
        )}
      </Group>
      {/* No animation: what it shows can be used the moment it opens. */}
      <Collapse expanded={open || problems} id={id} transitionDuration={0}>
        <Stack
          gap="sm"
          mt="xs"
          pl="xs"
          style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}
        >
          <TextInput
            size="xs"
            label={t('logic.key')}
            description={t('logic.keyHint')}
            value={q.key ?? props.keyName}
            onChange={(e) => onChange({ key: e.currentTarget.value || undefined })}
            error={errors[`${at}.key`]}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            w={{ base: '100%', sm: 320 }}
            maxLength={40}
          />
          {BOUNDS[q.type] && <Bounds {...props} />}
          <div>
            <Text size="sm" fw={500} mb={4}>
              {t('logic.showIf')}
            </Text>
            {q.showIf ? (
              <>
                <ConditionEditor
                  value={q.showIf}
                  onChange={(showIf: Condition) => onChange({ showIf })}
                  fields={props.fields}
                  label={label}
                  errors={showIfErrors}
                />
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  mt={4}
                  onClick={() => onChange({ showIf: null })}
                >
                  {t('logic.removeShowIf')}
                </Button>
              </>
            ) : props.fields.length ? (
              <Button
                size="compact-xs"
                variant="light"
                leftSection={<Icon name="plus" size={12} />}
                onClick={() => onChange({ showIf: newRule(props.fields) })}
              >
                {t('logic.addShowIf')}
              </Button>
            ) : (
              <Text size="xs" c="dimmed">
                {t('logic.noFields')}
              </Text>
            )}
          </div>
        </Stack>
      </Collapse>
    </>
  );
}

/** Minimum and maximum of the answer, as the type measures it. */
function Bounds({ question: q, index, errors, onChange }: QuestionExtrasProps) {
  const t = useT();
  const kind = BOUNDS[q.type]!;
  const v = q.validation ?? {};
  const set = (patch: Partial<QuestionValidation>) => {
    const next = { ...v, ...patch };
    for (const k of ['min', 'max'] as const) if (next[k] === undefined || next[k] === '') delete next[k];
    onChange({ validation: next.min === undefined && next.max === undefined ? null : next });
  };
  const at = `questions.${index}.validation`;
  const error = (k: 'min' | 'max') => errors[`${at}.${k}`] ?? (k === 'max' ? errors[at] : undefined);
  if (kind === 'date')
    return (
      <Group gap="sm" align="flex-start" wrap="wrap">
        {(['min', 'max'] as const).map((k) => (
          <Stack key={k} gap={4}>
            <TextInput
              size="xs"
              type="date"
              label={t(`logic.${k}.date`)}
              value={v[k] === 'today' || v[k] === undefined ? '' : String(v[k])}
              disabled={v[k] === 'today'}
              onChange={(e) => set({ [k]: e.currentTarget.value || undefined })}
              error={error(k)}
            />
            <Checkbox
              size="xs"
              label={t(k === 'min' ? 'logic.fromToday' : 'logic.untilToday')}
              checked={v[k] === 'today'}
              onChange={(e) => set({ [k]: e.currentTarget.checked ? 'today' : undefined })}
            />
          </Stack>
        ))}
      </Group>
    );
  const whole = kind !== 'value' || q.type === 'rating';
  const placeholder = (k: 'min' | 'max') => (q.type === 'rating' ? (k === 'min' ? '1' : '5') : undefined);
  return (
    <div>
      <Group gap="sm" align="flex-start" wrap="wrap">
        {(['min', 'max'] as const).map((k) => (
          <NumberInput
            key={k}
            size="xs"
            w={150}
            label={t(`logic.${k}.${kind}` as MessageKey)}
            value={typeof v[k] === 'number' ? v[k] : ''}
            placeholder={placeholder(k)}
            allowDecimal={!whole}
            allowNegative={!whole}
            min={whole ? 0 : undefined}
            max={q.type === 'rating' ? 10 : kind === 'count' ? (q.options?.length ?? 0) : undefined}
            onChange={(n) => set({ [k]: typeof n === 'number' ? n : undefined })}
            error={error(k)}
          />
        ))}
      </Group>
      {q.type === 'rating' && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('logic.ratingHint')}
        </Text>
      )}
    </div>
  );
}
