import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Alert, Group, Paper, Select, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { useRef } from 'react';
import type { FileCategory, FormType, QuestionType } from '../../../contract/enums';
import type { Question } from '../../../contract/forms';
import { Icon } from '../../components/icons';
import { useI18n } from '../../i18n/i18n';
import type { FieldErrors } from '../../lib/zod-form';
import type { LogicField } from './logic-fields';
import { QuestionExtras } from './question-extras';
import { RecallMenu } from './recall-menu';
import { RowActions } from './row-actions';

const TYPES: QuestionType[] = [
  'text',
  'longtext',
  'email',
  'phone',
  'number',
  'select',
  'multiselect',
  'rating',
  'yesno',
  'url',
  'date',
  'file',
];

export interface QuestionRowProps {
  id: string;
  index: number;
  count: number;
  question: Question;
  formType: FormType;
  fileUploads: boolean | undefined;
  errors: FieldErrors;
  /** Its key as saved, or as the server would derive it now. */
  keyName: string;
  /** What its condition and its text may read: earlier questions and hidden fields. */
  fields: LogicField[];
  onChange: (patch: Partial<Question>) => void;
  onRemove: () => void;
  onMove: (to: number) => void;
}

/** One question: drag handle, text, type with its settings, required switch, move and delete buttons. */
export function QuestionRow(props: QuestionRowProps) {
  const { id, index, count, question: q, formType, errors, onChange } = props;
  const { t } = useI18n();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  const err = (field: string) => errors[`questions.${index}.${field}`];
  const label = t('questions.number', { n: index + 1 });
  const textInput = useRef<HTMLInputElement>(null);

  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="sm"
      shadow={isDragging ? 'md' : undefined}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.85 : 1,
        zIndex: isDragging ? 2 : undefined,
        position: 'relative',
      }}
      data-testid="question-row"
      component="li"
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={6} wrap="nowrap">
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            className="charla-drag-handle"
            aria-label={t('questions.dragHandle', { n: index + 1 })}
            {...attributes}
            {...listeners}
          >
            <Icon name="grip" />
          </ActionIcon>
          <Text fw={600} size="sm">
            {label}
          </Text>
        </Group>
        <RowActions
          index={index}
          count={count}
          label={label}
          onMove={props.onMove}
          onRemove={props.onRemove}
          canRemove={count > 1}
        />
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap" mt={6}>
        <TextInput
          aria-label={`${label}: ${t('questions.text')}`}
          placeholder={t('questions.textPlaceholder')}
          value={q.text}
          onChange={(e) => onChange({ text: e.currentTarget.value })}
          error={err('text')}
          maxLength={500}
          style={{ flex: '1 1 260px' }}
          data-question-text
          ref={textInput}
          rightSection={
            <RecallMenu
              fields={props.fields}
              input={textInput}
              value={q.text}
              onInsert={(text) => onChange({ text })}
              label={label}
            />
          }
        />
        <Select
          aria-label={`${label}: ${t('questions.type')}`}
          value={q.type}
          allowDeselect={false}
          onChange={(v) => v && onChange({ type: v as QuestionType })}
          data={TYPES.map((type) => ({
            value: type,
            label: t(`questions.type.${type}`),
            disabled: type === 'file' && formType !== 'CLASSIC',
          }))}
          error={err('type')}
          w={{ base: 'calc(100% - 130px)', xs: 190 }}
        />
        <Switch
          label={t('questions.required')}
          checked={q.required}
          onChange={(e) => onChange({ required: e.currentTarget.checked })}
          mb={8}
        />
      </Group>
      <TextInput
        mt="xs"
        size="xs"
        aria-label={`${label}: ${t('questions.help')}`}
        placeholder={t('questions.helpPlaceholder')}
        value={q.help ?? ''}
        onChange={(e) => onChange({ help: e.currentTarget.value || null })}
        error={err('help')}
        maxLength={500}
      />
      {(q.type === 'select' || q.type === 'multiselect') && (
        <TagsInput
          mt="xs"
          label={t('questions.options')}
          description={t('questions.optionsHint')}
          value={q.options ?? []}
          onChange={(options) => onChange({ options })}
          error={err('options')}
          clearable
          splitChars={[',']}
        />
      )}
      {q.type === 'file' && (
        <>
          <Select
            mt="xs"
            label={t('questions.fileCategory')}
            value={q.fileCategory ?? 'any'}
            allowDeselect={false}
            onChange={(v) => v && onChange({ fileCategory: v as FileCategory })}
            data={(['image', 'document', 'any'] as const).map((c) => ({
              value: c,
              label: t(`questions.file.${c}`),
            }))}
            w={{ base: '100%', sm: 320 }}
          />
          {props.fileUploads === false && (
            <Alert color="yellow" mt="xs" p="xs" icon={<Icon name="lock" />}>
              <Text size="xs">{t('questions.fileGate')}</Text>
            </Alert>
          )}
        </>
      )}
      {q.type === 'file' && formType !== 'CLASSIC' && (
        <Text size="xs" c="red" mt={4}>
          {t('questions.fileOnlyClassic')}
        </Text>
      )}
      <QuestionExtras
        question={q}
        index={index}
        label={label}
        keyName={props.keyName}
        fields={props.fields}
        errors={errors}
        onChange={onChange}
      />
    </Paper>
  );
}
