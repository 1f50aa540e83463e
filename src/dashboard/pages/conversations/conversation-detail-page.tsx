import { Anchor, Box, Button, Card, Grid, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { ConversationDetail } from '../../../contract/conversations';
import { FILE_ANSWER_PREFIX } from '../../../contract/widget';
import { useConversation, useDeleteConversation } from '../../api/conversations';
import { ConfirmModal } from '../../components/confirm-modal';
import { Icon } from '../../components/icons';
import { AnchorLink, ButtonLink } from '../../components/links';
import { ErrorState, LoadingState } from '../../components/states';
import { ConversationStatusBadge } from '../../components/status-badge';
import { useI18n } from '../../i18n/i18n';
import { registerMessages } from '../../i18n/messages';
import conversationsMessages from '../../i18n/messages/conversations';
import { formatBytes } from '../../lib/format';
import { quietly } from '../../lib/quietly';
import { AnswerValue, downloadUrl } from './answer-value';
import { HiddenFields } from './hidden-fields';
import { LiveReply, OpenTicketButton } from './live-reply';
import { SubmissionCard } from './submission-card';

registerMessages(conversationsMessages);

function Transcript({
  c,
  page,
  setPage,
}: {
  c: ConversationDetail;
  page: number;
  setPage: (p: number) => void;
}) {
  const { t, date } = useI18n();
  const p = c.messagesPagination;
  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('conversation.transcript')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('conversation.messageCount', { n: p.total })}
        </Text>
      </Group>
      {p.totalPages > 1 && page > 1 && (
        <Button variant="subtle" size="xs" mb="sm" onClick={() => setPage(page - 1)}>
          {t('conversation.earlier')}
        </Button>
      )}
      <Stack
        gap="sm"
        component="ol"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        data-testid="transcript"
      >
        {c.messages.map((m) => {
          const visitor = m.role === 'VISITOR';
          const person = m.sentBy === 'HUMAN';
          return (
            <Box
              component="li"
              key={m.id}
              style={{ display: 'flex', justifyContent: visitor ? 'flex-end' : 'flex-start' }}
            >
              <Paper
                p="sm"
                radius="lg"
                maw="85%"
                bg={visitor ? 'charla.8' : 'var(--mantine-color-default-hover)'}
                c={visitor ? 'white' : undefined}
                style={{
                  borderBottomRightRadius: visitor ? 4 : undefined,
                  borderBottomLeftRadius: visitor ? undefined : 4,
                  border: person ? '2px solid var(--mantine-color-teal-7)' : undefined,
                }}
                data-sent-by={m.sentBy}
              >
                <Text size="xs" fw={600}>
                  {person
                    ? (m.authorName ?? t('live.person'))
                    : t(visitor ? 'conversation.visitor' : 'conversation.assistant')}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  <MessageText
                    content={m.content}
                    files={m.file ? [m.file, ...c.files] : c.files}
                    onColour={visitor}
                  />
                </Text>
                <Text size="xs" ta="right">
                  {date(m.createdAt, true)}
                </Text>
              </Paper>
            </Box>
          );
        })}
      </Stack>
      {page < p.totalPages && (
        <Button variant="subtle" size="xs" mt="sm" onClick={() => setPage(page + 1)}>
          {t('conversation.later')}
        </Button>
      )}
    </Card>
  );
}

const FILE_MARKER = new RegExp(`${FILE_ANSWER_PREFIX}([A-Za-z0-9_-]+)`, 'g');

/** A message's text with each file answer (`service:file:<uploadId>`) shown as its file: name and link. */
export function MessageText({
  content,
  files,
  onColour,
}: {
  content: string;
  /** The files the markers may name (the message's own `file` first). */
  files: Array<{ uploadId: string; fileName: string }>;
  onColour: boolean;
}) {
  const parts = content.split(FILE_MARKER);
  // split() with a capture group: even indexes are text, odd ones upload ids.
  let offset = 0;
  return parts.map((part, i) => {
    const at = offset;
    offset += part.length;
    if (i % 2 === 0) return part;
    const file = files.find((f) => f.uploadId === part);
    return (
      <Anchor
        key={`${part}@${at}`}
        href={downloadUrl(part)}
        target="_blank"
        rel="noopener"
        c={onColour ? 'white' : undefined}
        underline="always"
      >
        📎 {file?.fileName ?? part}
      </Anchor>
    );
  });
}

function CollectedData({ c }: { c: ConversationDetail }) {
  const { t } = useI18n();
  const byText = new Map(c.form.questions.map((q) => [q.text, q]));
  const order = [...c.form.questions].sort((a, b) => a.order - b.order).map((q) => q.text);
  const keys = [
    ...order.filter((k) => k in c.collectedData),
    ...Object.keys(c.collectedData).filter((k) => !order.includes(k)),
  ];
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        {t('conversation.collected')}
      </Title>
      {keys.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('conversations.noData')}
        </Text>
      ) : (
        <Table variant="vertical" layout="fixed" data-testid="collected-data">
          <Table.Tbody>
            {keys.map((k) => {
              return (
                <Table.Tr key={k}>
                  <Table.Th w="45%" style={{ overflowWrap: 'anywhere' }}>
                    {k}
                  </Table.Th>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <AnswerValue value={c.collectedData[k]} files={c.files} question={byText.get(k)} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      <HiddenFields c={c} />
      {c.files.length > 0 && (
        <>
          <Title order={3} size="h5" mt="lg" mb="xs">
            {t('conversation.files')}
          </Title>
          <Stack gap={6}>
            {c.files.map((f) => (
              <Group key={f.uploadId} justify="space-between" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" truncate>
                    {f.fileName}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {f.question} · {f.contentType} · {formatBytes(f.sizeBytes)}
                  </Text>
                </div>
                <Button
                  component="a"
                  href={downloadUrl(f.uploadId)}
                  target="_blank"
                  rel="noopener"
                  size="compact-sm"
                  variant="light"
                  leftSection={<Icon name="download" size={14} />}
                >
                  {t('conversation.download')}
                </Button>
              </Group>
            ))}
          </Stack>
        </>
      )}
      {c.skipped.length > 0 && (
        <>
          <Title order={3} size="h5" mt="lg" mb="xs">
            {t('conversation.skipped')}
          </Title>
          <Stack gap={6} data-testid="skipped-questions">
            {c.skipped.map((s) => (
              <div key={s.question} style={{ minWidth: 0 }}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {s.question}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {s.note ?? t('conversation.skippedNone')}
                </Text>
              </div>
            ))}
          </Stack>
        </>
      )}
    </Card>
  );
}

export function ConversationDetailPage({ id }: { id: string }) {
  const { t, date } = useI18n();
  const [page, setPage] = useState(1);
  const conversation = useConversation(id, page, true);
  // An active conversation shows its newest page and follows it as messages arrive, until the owner pages back.
  const [follow, setFollow] = useState(true);
  const lastPage = conversation.data?.messagesPagination.totalPages ?? 1;
  const active = conversation.data?.status === 'ACTIVE';
  useEffect(() => {
    if (follow && active && lastPage > page) setPage(lastPage);
  }, [follow, active, lastPage, page]);
  const turnPage = (p: number) => {
    setFollow(p >= lastPage);
    setPage(p);
  };
  const remove = useDeleteConversation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const onDelete = async () => {
    await remove.mutateAsync(id);
    notifications.show({ color: 'teal', message: t('conversations.deleted') });
    await navigate({ to: '/conversations' });
  };
  if (conversation.isPending) return <LoadingState />;
  if (conversation.isError)
    return <ErrorState error={conversation.error} onRetry={() => conversation.refetch()} />;
  const c = conversation.data;
  return (
    <>
      <AnchorLink to="/conversations" size="sm" c="dimmed">
        ← {t('nav.conversations')}
      </AnchorLink>
      <Group justify="space-between" mt={4} mb="lg" gap="sm">
        <div>
          <Group gap="xs">
            <Title order={1} size="h2">
              {c.form.name}
            </Title>
            <ConversationStatusBadge status={c.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {t('conversation.started', { at: date(c.createdAt, true) })}
            {c.completedAt ? ` · ${t('conversation.completedAt', { at: date(c.completedAt, true) })}` : ''}
          </Text>
        </div>
        <Group gap="xs">
          <OpenTicketButton id={c.id} />
          <ButtonLink to="/forms/$formId" params={{ formId: c.formId }} variant="default">
            {t('conversation.openForm')}
          </ButtonLink>
          <Button
            variant="light"
            color="red"
            leftSection={<Icon name="trash" />}
            onClick={() => setConfirming(true)}
          >
            {t('common.delete')}
          </Button>
        </Group>
      </Group>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('conversations.deleteTitle')}
        confirmLabel={t('common.delete')}
        loading={remove.isPending}
        onConfirm={quietly(onDelete)}
      >
        {t('conversations.deleteText')}
      </ConfirmModal>
      {c.form.formType === 'CLASSIC' ? (
        <Box maw={760}>
          <SubmissionCard c={c} />
        </Box>
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <Transcript c={c} page={page} setPage={turnPage} />
              <LiveReply c={c} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <CollectedData c={c} />
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}
