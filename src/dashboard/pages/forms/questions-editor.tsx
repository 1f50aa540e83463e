import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Question } from '../../../contract/forms';
import { Icon } from '../../components/icons';
import { useFeature } from '../../components/plan-gate';
import { useT } from '../../i18n/i18n';
import type { SectionProps } from './builder-types';
import { renumber } from './draft';
import { draftKeys, logicFields, namesInUse, pinKeys } from './logic-fields';
import { QuestionRow } from './question-row';

let seq = 0;
const newKey = () => `q${++seq}`;

/** Questions in asking order: added, edited, removed, and reordered by drag (mouse, touch or keyboard). */
export function QuestionsEditor({ draft, set, errors }: SectionProps) {
  const t = useT();
  const fileUploads = useFeature('fileUploads').allowed;
  const [keys, setKeys] = useState<string[]>(() => draft.questions.map(newKey));
  const ids =
    keys.length === draft.questions.length ? keys : draft.questions.map((_, i) => keys[i] ?? newKey());
  useEffect(() => {
    if (ids !== keys) setKeys(ids);
  }, [ids, keys]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // Every name a condition or a recall uses is written on its question, so a later rename keeps it.
  const update = (questions: Question[]) =>
    set(
      'questions',
      renumber(
        pinKeys(questions, draft.hiddenFields, namesInUse(questions, draft.endings, draft.goodbyeMessage)),
      ),
    );
  const keyNames = draftKeys(draft.questions, draft.hiddenFields);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= draft.questions.length || from === to) return;
    setKeys(arrayMove(ids, from, to));
    update(arrayMove(draft.questions, from, to));
  };
  const onDragEnd = (e: DragEndEvent) => {
    if (!e.over || e.active.id === e.over.id) return;
    move(ids.indexOf(String(e.active.id)), ids.indexOf(String(e.over.id)));
  };
  const add = () => {
    setKeys([...ids, newKey()]);
    update([
      ...draft.questions,
      { order: draft.questions.length, text: '', type: 'text', required: true, options: null },
    ]);
    requestAnimationFrame(() => {
      const inputs = document.querySelectorAll<HTMLInputElement>('[data-question-text]');
      inputs[inputs.length - 1]?.focus();
    });
  };
  const position = (id: string | number) => ids.indexOf(String(id)) + 1;

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('questions.intro')}
      </Text>
      {errors.questions && (
        <Text size="sm" c="red">
          {errors.questions}
        </Text>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: t('dnd.instructions') },
          announcements: {
            onDragStart: ({ active }) => t('dnd.picked', { n: position(active.id) }),
            onDragOver: ({ over }) => (over ? t('dnd.over', { n: position(over.id) }) : ''),
            onDragEnd: ({ over }) => (over ? t('dnd.dropped', { n: position(over.id) }) : t('dnd.cancelled')),
            onDragCancel: () => t('dnd.cancelled'),
          },
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {draft.questions.map((q, i) => (
              <QuestionRow
                key={ids[i]}
                id={ids[i] ?? String(i)}
                index={i}
                count={draft.questions.length}
                question={q}
                formType={draft.formType}
                fileUploads={fileUploads}
                errors={errors}
                keyName={keyNames[i] ?? ''}
                fields={logicFields(draft.questions, draft.hiddenFields, i)}
                onChange={(patch) =>
                  update(draft.questions.map((x, j) => (j === i ? { ...x, ...patch } : x)))
                }
                onRemove={() => {
                  setKeys(ids.filter((_, j) => j !== i));
                  update(draft.questions.filter((_, j) => j !== i));
                }}
                onMove={(to) => move(i, to)}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      <Group>
        <Button
          variant="light"
          leftSection={<Icon name="plus" />}
          onClick={add}
          disabled={draft.questions.length >= 100}
        >
          {t('questions.add')}
        </Button>
      </Group>
    </Stack>
  );
}
