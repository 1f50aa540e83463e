import {
  Anchor,
  Box,
  Card,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { Ticket } from '../../../contract/crm';
import { TicketPriority, TicketStatus } from '../../../contract/enums';
import { useMoveTicket, useTicket, useTickets } from '../../api/crm';
import { Icon } from '../../components/icons';
import { Kanban } from '../../components/kanban';
import { PageHeader } from '../../components/page-header';
import { GatedButton, PlanGateAlert } from '../../components/plan-gate';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { useI18n } from '../../i18n/i18n';
import { registerMessages } from '../../i18n/messages';
import crmMessages from '../../i18n/messages/crm';
import { PriorityBadge, STATUS_COLOR, TicketStatusBadge } from './ticket-badges';
import { TicketModal } from './ticket-modal';

registerMessages(crmMessages);

const routeApi = getRouteApi('/app/tickets');

function TicketCard({ ticket, onOpen }: { ticket: Ticket; onOpen: () => void }) {
  const { t } = useI18n();
  return (
    <Paper withBorder p="sm" radius="md" shadow="xs">
      <UnstyledButton onClick={onOpen} w="100%">
        {/* The name comes from what the button shows, with the verb for screen readers. */}
        <span className="sr-only">{t('common.edit')}: </span>
        <Text size="xs" c="dimmed">
          #{ticket.number}
        </Text>
        <Text size="sm" fw={600} lineClamp={2}>
          {ticket.subject}
        </Text>
      </UnstyledButton>
      <Group gap={6} mt={6} justify="space-between" wrap="nowrap">
        <PriorityBadge priority={ticket.priority} />
        <Text size="xs" c="dimmed" truncate>
          {ticket.assigneeName ?? t('tickets.unassigned')}
        </Text>
      </Group>
    </Paper>
  );
}

export function TicketsPage() {
  const { t, date } = useI18n();
  const search = routeApi.useSearch();
  const navigate = useNavigate({ from: '/tickets' });
  const view = search.view ?? 'list';
  const [q, setQ] = useState(search.q ?? '');
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const tickets = useTickets({
    status: view === 'board' ? undefined : search.status,
    priority: search.priority,
    search: search.q,
  });
  const move = useMoveTicket();
  const [editing, setEditing] = useState<Ticket | null | 'new'>(null);
  // A ticket named in the address (?ticket=, the link after "Open ticket" on a conversation) opens at once.
  const linked = useTicket(search.ticket);

  useEffect(() => {
    if ((debounced || undefined) !== search.q)
      void navigate({ search: (s) => ({ ...s, q: debounced || undefined }), replace: true });
  }, [debounced, search.q, navigate]);

  const list = tickets.data ?? [];
  const filtered = Boolean(search.status || search.priority || search.q);

  return (
    <>
      <PageHeader
        title={t('tickets.title')}
        description={t('tickets.subtitle')}
        actions={
          <GatedButton feature="tickets" leftSection={<Icon name="plus" />} onClick={() => setEditing('new')}>
            {t('tickets.new')}
          </GatedButton>
        }
      />
      <PlanGateAlert feature="tickets" />
      <Group mb="md" gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label={t('tickets.view')}
          value={view}
          onChange={(v) =>
            void navigate({ search: (s) => ({ ...s, view: v === 'board' ? 'board' : undefined }) })
          }
          data={[
            { value: 'list', label: t('tickets.list') },
            { value: 'board', label: t('tickets.board') },
          ]}
        />
        {view === 'list' && (
          <Select
            label={t('common.status')}
            placeholder={t('common.all')}
            clearable
            value={search.status ?? null}
            onChange={(v) =>
              void navigate({ search: (s) => ({ ...s, status: (v as TicketStatus | null) ?? undefined }) })
            }
            data={TicketStatus.options.map((s) => ({ value: s, label: t(`ticket.status.${s}`) }))}
            w={{ base: 'calc(50% - 6px)', sm: 170 }}
          />
        )}
        <Select
          label={t('tickets.priority')}
          placeholder={t('common.all')}
          clearable
          value={search.priority ?? null}
          onChange={(v) =>
            void navigate({ search: (s) => ({ ...s, priority: (v as TicketPriority | null) ?? undefined }) })
          }
          data={TicketPriority.options.map((p) => ({ value: p, label: t(`ticket.priority.${p}`) }))}
          w={{ base: 'calc(50% - 6px)', sm: 150 }}
        />
        <TextInput
          label={t('common.search')}
          placeholder={t('tickets.searchPlaceholder')}
          leftSection={<Icon name="search" />}
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          w={{ base: '100%', sm: 260 }}
        />
      </Group>
      {tickets.isPending ? (
        <LoadingState />
      ) : tickets.isError ? (
        <ErrorState error={tickets.error} onRetry={() => tickets.refetch()} />
      ) : view === 'board' ? (
        <Kanban
          columns={TicketStatus.options.map((s) => ({
            id: s,
            title: t(`ticket.status.${s}`),
            color: `var(--mantine-color-${STATUS_COLOR[s]}-6)`,
          }))}
          items={list.map((tk) => ({ ...tk, columnId: tk.status, label: `#${tk.number} ${tk.subject}` }))}
          onMove={(tk, status) =>
            move.mutate(
              { id: tk.id, status: status as TicketStatus },
              {
                onSuccess: () =>
                  notifications.show({
                    color: 'teal',
                    message: t('tickets.moved', {
                      n: tk.number,
                      status: t(`ticket.status.${status as TicketStatus}`),
                    }),
                  }),
              },
            )
          }
          renderCard={(tk) => <TicketCard ticket={tk} onOpen={() => setEditing(tk)} />}
        />
      ) : list.length === 0 ? (
        <Card withBorder>
          <EmptyState
            icon="ticket"
            title={t(filtered ? 'tickets.noMatch' : 'tickets.emptyTitle')}
            description={filtered ? undefined : t('tickets.emptyText')}
          />
        </Card>
      ) : (
        <Card withBorder>
          <Table.ScrollContainer minWidth={300}>
            <Table verticalSpacing="sm" highlightOnHover data-testid="tickets-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th visibleFrom="sm">#</Table.Th>
                  <Table.Th>{t('tickets.subject')}</Table.Th>
                  <Table.Th>{t('common.status')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('tickets.priority')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('tickets.assignee')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('common.created')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((tk) => (
                  <Table.Tr key={tk.id}>
                    <Table.Td visibleFrom="sm">{tk.number}</Table.Td>
                    <Table.Td>
                      <Anchor
                        component="button"
                        type="button"
                        onClick={() => setEditing(tk)}
                        fw={600}
                        ta="left"
                      >
                        <Text span size="xs" c="dimmed" hiddenFrom="sm" mr={6}>
                          #{tk.number}
                        </Text>
                        {tk.subject}
                      </Anchor>
                      {tk.contactEmail && (
                        <Text size="xs" c="dimmed">
                          {tk.contactName ? `${tk.contactName} · ` : ''}
                          {tk.contactEmail}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={4} align="flex-start">
                        <TicketStatusBadge status={tk.status} />
                        <Box hiddenFrom="sm">
                          <PriorityBadge priority={tk.priority} />
                        </Box>
                      </Stack>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <PriorityBadge priority={tk.priority} />
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Text size="sm">{tk.assigneeName ?? '—'}</Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Text size="sm" c="dimmed">
                        {date(tk.createdAt)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      {search.ticket && linked.data && !editing && (
        <TicketModal
          ticket={linked.data}
          onClose={() => void navigate({ search: (s) => ({ ...s, ticket: undefined }), replace: true })}
        />
      )}
      {editing && (
        <TicketModal ticket={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
