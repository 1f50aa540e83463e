import { Button, Card, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { FormAnalytics } from '../../../contract/analytics';
import { useAddToKnowledge } from '../../api/analytics';
import { AnchorLink } from '../../components/links';
import { useI18n } from '../../i18n/i18n';
import { quietly } from '../../lib/quietly';

/** What visitors asked that the interviewer could not answer; each can be answered into the form's knowledge. */
export function UnansweredCard({
  formId,
  questions,
}: {
  formId: string;
  questions: FormAnalytics['unansweredQuestions'];
}) {
  const { t, date } = useI18n();
  const [answering, setAnswering] = useState<string | null>(null);
  return (
    <Card withBorder>
      <Title order={2} size="h4">
        {t('analytics.unanswered')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('analytics.unansweredHint')}
      </Text>
      {questions.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('analytics.noUnanswered')}
        </Text>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {questions.map((q) => (
            <Group
              component="li"
              key={`${q.conversationId}-${q.createdAt}-${q.text}`}
              justify="space-between"
              gap="xs"
              py="sm"
              style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
            >
              <div style={{ minWidth: 0, flex: '1 1 220px' }}>
                <Text style={{ overflowWrap: 'anywhere' }}>{q.text}</Text>
                <Text size="xs" c="dimmed">
                  {date(q.createdAt, true)} ·{' '}
                  <AnchorLink
                    to="/conversations/$conversationId"
                    params={{ conversationId: q.conversationId }}
                    size="xs"
                  >
                    {t('analytics.openConversation')}
                  </AnchorLink>
                </Text>
              </div>
              <Button variant="light" size="xs" onClick={() => setAnswering(q.text)}>
                {t('analytics.answer')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <AnswerModal formId={formId} question={answering} onClose={() => setAnswering(null)} />
    </Card>
  );
}

function AnswerModal({
  formId,
  question,
  onClose,
}: {
  formId: string;
  question: string | null;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const add = useAddToKnowledge(formId);
  const [answer, setAnswer] = useState('');
  const close = () => {
    setAnswer('');
    add.reset();
    onClose();
  };
  const submit = async () => {
    if (!question || !answer.trim()) return;
    await add.mutateAsync({ question, answer });
    notifications.show({ color: 'teal', message: t('analytics.added') });
    close();
  };
  return (
    <Modal opened={question !== null} onClose={close} title={t('analytics.answerTitle')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          quietly(submit)();
        }}
      >
        <Stack>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {question}
          </Text>
          <Textarea
            label={t('analytics.answerLabel')}
            description={t('analytics.answerHint')}
            value={answer}
            onChange={(e) => setAnswer(e.currentTarget.value)}
            autosize
            minRows={3}
            maxLength={2000}
            required
            data-autofocus
            error={add.error ? add.error.message : undefined}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending} disabled={!answer.trim()}>
              {t('analytics.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
