import { Modal, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { CreateTicketBody, type Ticket, UpdateTicketBody } from '../../../contract/crm';
import { TicketPriority, TicketStatus } from '../../../contract/enums';
import { useDeleteTicket, useSaveTicket } from '../../api/crm';
import { ConfirmModal } from '../../components/confirm-modal';
import { AnchorLink } from '../../components/links';
import { RecordModalFooter } from '../../components/record-modal-footer';
import { useI18n } from '../../i18n/i18n';
import { quietly } from '../../lib/quietly';
import { type FieldErrors, issuesToErrors } from '../../lib/zod-form';
import { LinkedTranscript } from './linked-transcript';

type Fields = Record<
  | 'subject'
  | 'description'
  | 'priority'
  | 'status'
  | 'assigneeName'
  | 'assigneeEmail'
  | 'contactName'
  | 'contactEmail',
  string
>;

const nullIfEmpty = (s: string) => (s.trim() ? s.trim() : null);

/** Creates a ticket (always OPEN) or edits one: status, priority, assignee, contact. */
export function TicketModal({ ticket, onClose }: { ticket: Ticket | null; onClose: () => void }) {
  const { t, date } = useI18n();
  const save = useSaveTicket();
  const remove = useDeleteTicket();
  const [confirm, setConfirm] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [v, setV] = useState<Fields>({
    subject: ticket?.subject ?? '',
    description: ticket?.description ?? '',
    priority: ticket?.priority ?? 'MEDIUM',
    status: ticket?.status ?? 'OPEN',
    assigneeName: ticket?.assigneeName ?? '',
    assigneeEmail: ticket?.assigneeEmail ?? '',
    contactName: ticket?.contactName ?? '',
    contactEmail: ticket?.contactEmail ?? '',
  });
  const set = (k: keyof Fields, value: string) => setV((p) => ({ ...p, [k]: value }));

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const common = {
      subject: v.subject,
      description: nullIfEmpty(v.description),
      priority: v.priority,
      contactName: nullIfEmpty(v.contactName),
      contactEmail: nullIfEmpty(v.contactEmail),
    };
    const parsed = ticket
      ? UpdateTicketBody.safeParse({
          ...common,
          status: v.status,
          assigneeName: nullIfEmpty(v.assigneeName),
          assigneeEmail: nullIfEmpty(v.assigneeEmail),
        })
      : CreateTicketBody.safeParse(common);
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    const saved = await save.mutateAsync({ id: ticket?.id, body: parsed.data });
    // Assignee is not part of the create body: set it right after creating.
    if (!ticket && (v.assigneeName.trim() || v.assigneeEmail.trim())) {
      const assignee = UpdateTicketBody.safeParse({
        assigneeName: nullIfEmpty(v.assigneeName),
        assigneeEmail: nullIfEmpty(v.assigneeEmail),
      });
      if (!assignee.success) {
        setErrors(issuesToErrors(assignee.error.issues));
        return;
      }
      await save.mutateAsync({ id: saved.id, body: assignee.data });
    }
    notifications.show({
      color: 'teal',
      message: t(ticket ? 'common.saved' : 'tickets.created', { n: saved.number }),
    });
    onClose();
  };

  const onDelete = async () => {
    if (!ticket) return;
    await remove.mutateAsync(ticket.id);
    notifications.show({ color: 'teal', message: t('tickets.deleted', { n: ticket.number }) });
    onClose();
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={ticket ? `#${ticket.number} · ${t('tickets.edit')}` : t('tickets.new')}
      size="lg"
      centered
    >
      <form onSubmit={quietly(onSubmit)} noValidate>
        <Stack>
          <TextInput
            label={t('tickets.subject')}
            required
            maxLength={300}
            value={v.subject}
            onChange={(e) => set('subject', e.currentTarget.value)}
            error={errors.subject}
            data-autofocus
          />
          <Textarea
            label={t('tickets.description')}
            autosize
            minRows={3}
            maxLength={5000}
            value={v.description}
            onChange={(e) => set('description', e.currentTarget.value)}
            error={errors.description}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('tickets.priority')}
              allowDeselect={false}
              value={v.priority}
              onChange={(p) => p && set('priority', p)}
              data={TicketPriority.options.map((p) => ({ value: p, label: t(`ticket.priority.${p}`) }))}
            />
            <Select
              label={t('common.status')}
              allowDeselect={false}
              value={v.status}
              disabled={!ticket}
              description={ticket ? undefined : t('tickets.statusOnCreate')}
              onChange={(s) => s && set('status', s)}
              data={TicketStatus.options.map((s) => ({ value: s, label: t(`ticket.status.${s}`) }))}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('tickets.assigneeName')}
              maxLength={200}
              value={v.assigneeName}
              onChange={(e) => set('assigneeName', e.currentTarget.value)}
              error={errors.assigneeName}
            />
            <TextInput
              label={t('tickets.assigneeEmail')}
              type="email"
              value={v.assigneeEmail}
              onChange={(e) => set('assigneeEmail', e.currentTarget.value)}
              error={errors.assigneeEmail}
            />
            <TextInput
              label={t('tickets.contactName')}
              maxLength={200}
              value={v.contactName}
              onChange={(e) => set('contactName', e.currentTarget.value)}
              error={errors.contactName}
            />
            <TextInput
              label={t('tickets.contactEmail')}
              type="email"
              value={v.contactEmail}
              onChange={(e) => set('contactEmail', e.currentTarget.value)}
              error={errors.contactEmail}
            />
          </SimpleGrid>
          {ticket && (
            <Text size="xs" c="dimmed">
              {t('common.created')}: {date(ticket.createdAt, true)} · {t('common.updated')}:{' '}
              {date(ticket.updatedAt, true)}
            </Text>
          )}
          {ticket?.conversationId && <LinkedTranscript conversationId={ticket.conversationId} />}
          {ticket?.conversationId && (
            <AnchorLink
              to="/conversations/$conversationId"
              params={{ conversationId: ticket.conversationId }}
              size="sm"
            >
              {t('deals.openConversation')} →
            </AnchorLink>
          )}
          <RecordModalFooter
            editing={!!ticket}
            error={save.isError ? save.error : null}
            saving={save.isPending}
            onDelete={() => setConfirm(true)}
            onCancel={onClose}
          />
        </Stack>
      </form>
      <ConfirmModal
        opened={confirm}
        onClose={() => setConfirm(false)}
        onConfirm={quietly(onDelete)}
        loading={remove.isPending}
      >
        {t('tickets.deleteConfirm', { n: ticket?.number ?? '' })}
      </ConfirmModal>
    </Modal>
  );
}
