import { Box, Paper, Stack, Text } from '@mantine/core';
import { useConversation } from '../../api/conversations';
import { useI18n } from '../../i18n/i18n';
import { registerMessages } from '../../i18n/messages';
import liveMessages from '../../i18n/messages/live';
import { MessageText } from '../conversations/conversation-detail-page';

// The live area's texts come with the pages that show them (not with every signed-in page).
registerMessages(liveMessages);

/** The transcript of the conversation a ticket was opened from, inside the ticket's view. */
export function LinkedTranscript({ conversationId }: { conversationId: string }) {
  const { t, date } = useI18n();
  const conversation = useConversation(conversationId, 1);
  if (!conversation.data) return null;
  const c = conversation.data;
  return (
    <Box data-testid="ticket-transcript">
      <Text size="sm" fw={600} mb={4}>
        {t('live.transcript')}
      </Text>
      {/* Focusable, so the keyboard can scroll it too. */}
      <Box
        mah={260}
        style={{ overflowY: 'auto' }}
        tabIndex={0}
        role="region"
        aria-label={t('live.transcript')}
      >
        <Stack gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {c.messages.map((m) => (
            <Paper key={m.id} component="li" withBorder p={6} radius="md">
              <Text size="xs" fw={600}>
                {m.sentBy === 'HUMAN'
                  ? (m.authorName ?? t('live.person'))
                  : t(m.role === 'VISITOR' ? 'conversation.visitor' : 'conversation.assistant')}{' '}
                <Text span size="xs" c="dimmed" fw={400}>
                  {date(m.createdAt, true)}
                </Text>
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                <MessageText
                  content={m.content}
                  files={m.file ? [m.file, ...c.files] : c.files}
                  onColour={false}
                />
              </Text>
            </Paper>
          ))}
        </Stack>
      </Box>
    </Box>
  );
}
