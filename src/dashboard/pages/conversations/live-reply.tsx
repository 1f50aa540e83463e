import { Alert, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { ConversationDetail } from '../../../contract/conversations';
import type { Ticket } from '../../../contract/crm';
import { errorMessage } from '../../api/client';
import { useHandler, useOpenTicket, useReply } from '../../api/live';
import { Icon } from '../../components/icons';
import { ButtonLink } from '../../components/links';
import { GatedButton } from '../../components/plan-gate';
import { useI18n } from '../../i18n/i18n';
import { registerMessages } from '../../i18n/messages';
import liveMessages from '../../i18n/messages/live';

// The live area's texts come with the pages that show them (not with every signed-in page).
registerMessages(liveMessages);

/** The owner in the conversation: take over, reply, hand back to the interviewer. */
export function LiveReply({ c }: { c: ConversationDetail }) {
  const { t } = useI18n();
  const handler = useHandler(c.id);
  const reply = useReply(c.id);
  const [text, setText] = useState('');
  const human = c.handler === 'HUMAN';
  const content = text.trim();
  const onSend = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!content || reply.isPending) return;
    try {
      await reply.mutateAsync(content);
      setText('');
    } catch {}
  };
  const error = reply.error ?? handler.error;
  return (
    <Card withBorder data-testid="live-reply">
      <Group justify="space-between" mb="xs" gap="xs">
        <Title order={2} size="h4">
          {t('live.replyTitle')}
        </Title>
        <Button
          size="compact-md"
          variant={human ? 'default' : 'filled'}
          loading={handler.isPending}
          onClick={() => handler.mutate(human ? 'release' : 'takeover')}
        >
          {t(human ? 'live.release' : 'live.takeover')}
        </Button>
      </Group>
      <Stack gap="xs">
        {c.needsHuman && (
          <Alert color="orange" variant="light" p="xs" data-testid="needs-human">
            {t('live.asked')}
          </Alert>
        )}
        <Text size="sm" c="dimmed" data-testid="handler-line">
          {t(human ? 'live.youHaveIt' : 'live.botHasIt')}
        </Text>
        {c.status !== 'ACTIVE' && (
          <Text size="sm" c="dimmed">
            {t('live.closed')}
          </Text>
        )}
        <form onSubmit={(e) => void onSend(e)}>
          <Stack gap="xs">
            <Textarea
              label={t('live.replyLabel')}
              placeholder={t('live.replyPlaceholder')}
              autosize
              minRows={2}
              maxRows={8}
              maxLength={5000}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) void onSend(e);
              }}
            />
            <Group justify="flex-end">
              <Button
                type="submit"
                leftSection={<Icon name="send" />}
                loading={reply.isPending}
                disabled={!content}
              >
                {t('live.send')}
              </Button>
            </Group>
          </Stack>
        </form>
        {error && (
          <Text size="sm" c="red" role="alert">
            {errorMessage(error)}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** "Open ticket": a ticket linked to the conversation, then a link to it. */
export function OpenTicketButton({ id }: { id: string }) {
  const { t } = useI18n();
  const open = useOpenTicket(id);
  const [ticket, setTicket] = useState<Ticket | null>(null);
  if (ticket)
    return (
      <ButtonLink to="/tickets" search={{ ticket: ticket.id }} variant="light" data-testid="view-ticket">
        {t('live.viewTicket', { n: ticket.number })}
      </ButtonLink>
    );
  const onOpen = async () => {
    try {
      const made = await open.mutateAsync();
      setTicket(made);
      notifications.show({ color: 'teal', message: t('live.ticketOpened', { n: made.number }) });
    } catch (e) {
      notifications.show({ color: 'red', message: errorMessage(e) });
    }
  };
  return (
    <GatedButton
      feature="tickets"
      variant="default"
      leftSection={<Icon name="ticket" />}
      loading={open.isPending}
      onClick={() => void onOpen()}
    >
      {t('live.openTicket')}
    </GatedButton>
  );
}
