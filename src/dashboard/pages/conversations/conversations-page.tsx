import { ActionIcon, Button, Card, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { ConversationListItem } from '../../../contract/conversations';
import { CONVERSATION_STATUSES } from '../../../contract/enum-values';
import { useConversations, useDeleteConversation } from '../../api/conversations';
import { useFormOptions } from '../../api/forms';
import { ConfirmModal } from '../../components/confirm-modal';
import { Icon } from '../../components/icons';
import { AnchorLink } from '../../components/links';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { ConversationStatusBadge } from '../../components/status-badge';
import { useI18n } from '../../i18n/i18n';
import { registerMessages } from '../../i18n/messages';
import conversationsMessages from '../../i18n/messages/conversations';
import { collectedPreview } from '../../lib/format';
import { quietly } from '../../lib/quietly';
import { useCsvExport } from '../../lib/use-export';

registerMessages(conversationsMessages);

const routeApi = getRouteApi('/app/conversations');

/** `YYYY-MM-DD` of a date input → the ISO instant the API filters on (start or end of that local day). */
function dayBound(day: string | undefined, end: boolean): string | undefined {
  if (!day) return undefined;
  const d = new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

export function ConversationsPage() {
  const { t, date } = useI18n();
  const search = routeApi.useSearch();
  const navigate = useNavigate({ from: '/conversations' });
  const forms = useFormOptions();
  const page = search.page ?? 1;
  const [q, setQ] = useState(search.q ?? '');
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const [doomed, setDoomed] = useState<ConversationListItem | null>(null);
  const remove = useDeleteConversation();
  // The search box writes to the address (q) once typing pauses, like the other filters.
  useEffect(() => {
    if ((debounced || undefined) !== search.q)
      void navigate({ search: (s) => ({ ...s, q: debounced || undefined, page: undefined }), replace: true });
  }, [debounced, search.q, navigate]);
  const list = useConversations({
    page,
    search: search.q,
    formId: search.formId,
    status: search.status,
    from: dayBound(search.from, false),
    to: dayBound(search.to, true),
  });
  const csv = useCsvExport();
  const setFilter = (patch: Record<string, string | undefined>) =>
    void navigate({ search: (s) => ({ ...s, ...patch, page: undefined }) });
  const filtered = Boolean(search.q || search.formId || search.status || search.from || search.to);
  const onDelete = async () => {
    if (!doomed) return;
    await remove.mutateAsync(doomed.id);
    setDoomed(null);
    notifications.show({ color: 'teal', message: t('conversations.deleted') });
  };

  return (
    <>
      <PageHeader
        title={t('conversations.title')}
        description={t('conversations.subtitle')}
        actions={
          <Button
            variant="light"
            leftSection={<Icon name="download" />}
            onClick={() => search.formId && csv.run(search.formId)}
            loading={csv.busy}
            disabled={!search.formId}
            title={search.formId ? undefined : t('conversations.exportPickForm')}
          >
            {t('conversations.exportCsv')}
          </Button>
        }
      />
      <Card withBorder>
        <Group mb="md" gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            type="search"
            label={t('conversations.searchLabel')}
            placeholder={t('conversations.searchPlaceholder')}
            leftSection={<Icon name="search" />}
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
            w={{ base: '100%', sm: 220 }}
          />
          <Select
            label={t('conversations.form')}
            placeholder={t('common.all')}
            data={forms.data ?? []}
            value={search.formId ?? null}
            onChange={(v) => setFilter({ formId: v ?? undefined })}
            clearable
            searchable
            w={{ base: '100%', sm: 220 }}
          />
          <Select
            label={t('common.status')}
            placeholder={t('common.all')}
            data={CONVERSATION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            value={search.status ?? null}
            onChange={(v) => setFilter({ status: v ?? undefined })}
            clearable
            w={{ base: '100%', sm: 160 }}
          />
          <TextInput
            type="date"
            label={t('common.from')}
            value={search.from ?? ''}
            onChange={(e) => setFilter({ from: e.currentTarget.value || undefined })}
            w={{ base: 'calc(50% - 6px)', sm: 160 }}
          />
          <TextInput
            type="date"
            label={t('common.to')}
            value={search.to ?? ''}
            onChange={(e) => setFilter({ to: e.currentTarget.value || undefined })}
            w={{ base: 'calc(50% - 6px)', sm: 160 }}
          />
          {filtered && (
            <Button
              variant="subtle"
              onClick={() => {
                setQ('');
                void navigate({ search: {} });
              }}
            >
              {t('common.clearFilters')}
            </Button>
          )}
        </Group>
        {list.isPending ? (
          <LoadingState />
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => list.refetch()} />
        ) : list.data.conversations.length === 0 ? (
          <EmptyState
            icon="chat"
            title={t(filtered ? 'conversations.noMatch' : 'conversations.emptyTitle')}
            description={filtered ? undefined : t('conversations.emptyText')}
          />
        ) : (
          <>
            <Table.ScrollContainer minWidth={300}>
              <Table verticalSpacing="sm" highlightOnHover data-testid="conversations-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('conversations.form')}</Table.Th>
                    <Table.Th visibleFrom="sm">{t('conversations.collected')}</Table.Th>
                    <Table.Th>{t('common.status')}</Table.Th>
                    <Table.Th visibleFrom="sm">{t('conversations.messages')}</Table.Th>
                    <Table.Th visibleFrom="sm">{t('common.date')}</Table.Th>
                    <Table.Th>
                      <span className="sr-only">{t('common.actions')}</span>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.conversations.map((c) => (
                    <Table.Tr key={c.id}>
                      <Table.Td>
                        <AnchorLink
                          to="/conversations/$conversationId"
                          params={{ conversationId: c.id }}
                          fw={600}
                        >
                          {c.form.name}
                        </AnchorLink>
                        <Text size="xs" c="dimmed" lineClamp={2} hiddenFrom="sm">
                          {[collectedPreview(c.collectedData, 2), date(c.createdAt, true)]
                            .filter(Boolean)
                            .join(' · ')}
                        </Text>
                      </Table.Td>
                      <Table.Td visibleFrom="sm">
                        <Text size="sm" lineClamp={1} maw={280}>
                          {collectedPreview(c.collectedData, 3) || '—'}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <ConversationStatusBadge status={c.status} />
                      </Table.Td>
                      <Table.Td visibleFrom="sm">{c._count.messages}</Table.Td>
                      <Table.Td visibleFrom="sm">
                        <Text size="sm" c="dimmed">
                          {date(c.createdAt, true)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('conversations.deleteOne', {
                            form: c.form.name,
                            date: date(c.createdAt, true),
                          })}
                          onClick={() => setDoomed(c)}
                        >
                          <Icon name="trash" />
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Pager
              info={list.data.pagination}
              onChange={(p) => void navigate({ search: (s) => ({ ...s, page: p === 1 ? undefined : p }) })}
            />
          </>
        )}
      </Card>
      <ConfirmModal
        opened={doomed !== null}
        onClose={() => setDoomed(null)}
        title={t('conversations.deleteTitle')}
        confirmLabel={t('common.delete')}
        loading={remove.isPending}
        onConfirm={quietly(onDelete)}
      >
        {t('conversations.deleteText')}
      </ConfirmModal>
    </>
  );
}
