import { Box, Card, Stack, Text, Title } from '@mantine/core';
import type { ConversationDetail } from '../../../contract/conversations';
import { useI18n } from '../../i18n/i18n';
import { AnswerValue } from './answer-value';
import { HiddenFields } from './hidden-fields';

/**
 * A classic form's submission as the visitor filled it in: every question of the form in its order with the
 * answer given (files as downloads), then answers to questions the form no longer has. No chat: nobody
 * talked, the visitor filled in a form.
 */
export function SubmissionCard({ c }: { c: ConversationDetail }) {
  const { t, date } = useI18n();
  const texts = [...c.form.questions].sort((a, b) => a.order - b.order).map((q) => q.text);
  const removed = Object.keys(c.collectedData).filter((k) => !texts.includes(k));
  const byText = new Map(c.form.questions.map((q) => [q.text, q]));
  return (
    <Card withBorder data-testid="submission">
      <Title order={2} size="h4">
        {t('conversation.submission')}
      </Title>
      <Text size="xs" c="dimmed" mb="md">
        {t('conversation.submittedAt', { at: date(c.completedAt ?? c.createdAt, true) })}
      </Text>
      <Stack component="dl" gap="md" m={0}>
        {[...texts, ...removed].map((text) => (
          <Box key={text} data-testid="submission-answer">
            <Text component="dt" size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {text}
            </Text>
            <Text
              component="dd"
              size="sm"
              m={0}
              mt={2}
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              <AnswerValue
                value={c.collectedData[text]}
                files={c.files}
                withSize
                question={byText.get(text)}
              />
            </Text>
          </Box>
        ))}
      </Stack>
      <HiddenFields c={c} />
    </Card>
  );
}
