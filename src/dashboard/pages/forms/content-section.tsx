import { SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useRef } from 'react';
import type { FormType, Language, Tone } from '../../../contract/enums';
import { useT } from '../../i18n/i18n';
import type { SectionProps } from './builder-types';
import { renumber } from './draft';
import { logicFields, namesInUse, pinKeys } from './logic-fields';
import { RecallMenu } from './recall-menu';

function Choice<T extends string>({
  label,
  description,
  value,
  onChange,
  data,
}: {
  label: string;
  description?: string;
  value: T;
  onChange: (v: T) => void;
  data: Array<{ value: T; label: string }>;
}) {
  const id = `choice-${label.replace(/\W+/g, '-')}`;
  return (
    <div>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      {description && (
        <Text size="xs" c="dimmed" mb={4}>
          {description}
        </Text>
      )}
      <SegmentedControl
        aria-labelledby={id}
        fullWidth
        value={value}
        onChange={(v) => onChange(v as T)}
        data={data}
      />
    </div>
  );
}

/** Name, messages, tone, language, form type and the objective that steers the AI. */
export function ContentSection({ draft, set, errors }: SectionProps) {
  const t = useT();
  const goodbye = useRef<HTMLTextAreaElement>(null);
  /** The goodbye changed: the questions it recalls keep their keys from now on. */
  const setGoodbye = (text: string) => {
    set('goodbyeMessage', text);
    const pinned = pinKeys(
      draft.questions,
      draft.hiddenFields,
      namesInUse(draft.questions, draft.endings, text),
    );
    if (pinned !== draft.questions) set('questions', renumber(pinned));
  };
  return (
    <Stack gap="md">
      <TextInput
        label={t('form.name')}
        required
        maxLength={200}
        value={draft.name}
        onChange={(e) => set('name', e.currentTarget.value)}
        error={errors.name}
      />
      <Textarea
        label={t('form.welcome')}
        description={t('form.welcomeHint')}
        required
        autosize
        minRows={2}
        maxLength={500}
        value={draft.welcomeMessage}
        onChange={(e) => set('welcomeMessage', e.currentTarget.value)}
        error={errors.welcomeMessage}
      />
      <Textarea
        label={t('form.goodbye')}
        description={t('form.goodbyeHint')}
        required
        autosize
        minRows={2}
        maxLength={500}
        value={draft.goodbyeMessage}
        onChange={(e) => setGoodbye(e.currentTarget.value)}
        error={errors.goodbyeMessage}
        ref={goodbye}
        rightSection={
          <RecallMenu
            fields={logicFields(draft.questions, draft.hiddenFields)}
            input={goodbye}
            value={draft.goodbyeMessage}
            onInsert={setGoodbye}
            label={t('logic.recallGoodbye')}
          />
        }
        rightSectionProps={{ style: { alignItems: 'flex-start', paddingTop: 4 } }}
      />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Choice<Tone>
          label={t('form.tone')}
          value={draft.tone}
          onChange={(v) => set('tone', v)}
          data={[
            { value: 'FORMAL', label: t('form.tone.FORMAL') },
            { value: 'CASUAL', label: t('form.tone.CASUAL') },
            { value: 'FRIENDLY', label: t('form.tone.FRIENDLY') },
          ]}
        />
        <Choice<Language>
          label={t('form.language')}
          value={draft.language}
          onChange={(v) => set('language', v)}
          data={[
            { value: 'ES', label: t('form.lang.ES') },
            { value: 'EN', label: t('form.lang.EN') },
          ]}
        />
        <Choice<FormType>
          label={t('form.formType')}
          value={draft.formType}
          onChange={(v) => set('formType', v)}
          data={[
            { value: 'CONVERSATIONAL', label: t('forms.conversational') },
            { value: 'CLASSIC', label: t('forms.classic') },
          ]}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt={-8}>
        {t(draft.formType === 'CLASSIC' ? 'form.classicHint' : 'form.conversationalHint')}
      </Text>
      <Textarea
        label={t('form.objective')}
        description={t('form.objectiveHint')}
        autosize
        minRows={2}
        maxLength={1000}
        value={draft.objective ?? ''}
        onChange={(e) => set('objective', e.currentTarget.value || null)}
        error={errors.objective}
      />
      <Textarea
        label={t('form.businessDescription')}
        description={t('form.businessDescriptionHint')}
        autosize
        minRows={2}
        maxLength={5000}
        value={draft.businessDescription ?? ''}
        onChange={(e) => set('businessDescription', e.currentTarget.value || null)}
        error={errors.businessDescription}
      />
      <Textarea
        label={t('form.knowledge')}
        description={t('form.knowledgeHint')}
        autosize
        minRows={3}
        maxRows={12}
        maxLength={20000}
        value={draft.knowledge ?? ''}
        onChange={(e) => set('knowledge', e.currentTarget.value || null)}
        error={errors.knowledge}
      />
    </Stack>
  );
}
