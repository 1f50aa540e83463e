import { Modal, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { CreateDealBody, type DealWithStage, type Pipeline } from '../../../contract/crm';
import { useDeleteDeal, useSaveDeal } from '../../api/crm';
import { ConfirmModal } from '../../components/confirm-modal';
import { AnchorLink } from '../../components/links';
import { RecordModalFooter } from '../../components/record-modal-footer';
import { useT } from '../../i18n/i18n';
import { quietly } from '../../lib/quietly';
import { type FieldErrors, issuesToErrors } from '../../lib/zod-form';

interface DealForm {
  title: string;
  value: number | string;
  currency: string;
  stageId: string;
  contactName: string;
  contactEmail: string;
  notes: string;
}

const nullIfEmpty = (s: string) => (s.trim() ? s.trim() : null);

/** Creates a deal in a pipeline or edits one; an edited deal links to the conversation it came from. */
export function DealModal({
  pipeline,
  deal,
  initialStageId,
  onClose,
}: {
  pipeline: Pipeline;
  deal: DealWithStage | null;
  initialStageId?: string;
  onClose: () => void;
}) {
  const t = useT();
  const save = useSaveDeal(pipeline.id);
  const remove = useDeleteDeal();
  const [confirm, setConfirm] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [v, setV] = useState<DealForm>({
    title: deal?.title ?? '',
    value: deal?.value ?? '',
    currency: deal?.currency ?? 'USD',
    stageId: deal?.stageId ?? initialStageId ?? pipeline.stages[0]?.id ?? '',
    contactName: deal?.contactName ?? '',
    contactEmail: deal?.contactEmail ?? '',
    notes: deal?.notes ?? '',
  });
  const set = <K extends keyof DealForm>(k: K, value: DealForm[K]) => setV((p) => ({ ...p, [k]: value }));

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = {
      pipelineId: pipeline.id,
      stageId: v.stageId,
      title: v.title,
      value: v.value === '' ? null : Number(v.value),
      currency: v.currency.trim().toUpperCase(),
      contactName: nullIfEmpty(v.contactName),
      contactEmail: nullIfEmpty(v.contactEmail),
      notes: nullIfEmpty(v.notes),
    };
    const parsed = CreateDealBody.safeParse(body);
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    const { pipelineId: _p, ...update } = parsed.data;
    await save.mutateAsync(deal ? { id: deal.id, body: update } : { body: parsed.data });
    notifications.show({ color: 'teal', message: t(deal ? 'common.saved' : 'deals.created') });
    onClose();
  };

  const onDelete = async () => {
    if (!deal) return;
    await remove.mutateAsync(deal.id);
    notifications.show({ color: 'teal', message: t('deals.deleted') });
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title={t(deal ? 'deals.edit' : 'deals.new')} size="lg" centered>
      <form onSubmit={quietly(onSubmit)} noValidate>
        <Stack>
          <TextInput
            label={t('deals.title')}
            required
            maxLength={200}
            value={v.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            error={errors.title}
            data-autofocus
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NumberInput
              label={t('deals.value')}
              min={0}
              decimalScale={2}
              thousandSeparator
              value={v.value}
              onChange={(n) => set('value', n)}
              error={errors.value}
            />
            <TextInput
              label={t('deals.currency')}
              maxLength={3}
              value={v.currency}
              onChange={(e) => set('currency', e.currentTarget.value.toUpperCase())}
              error={errors.currency}
            />
            <Select
              label={t('deals.stage')}
              allowDeselect={false}
              value={v.stageId}
              onChange={(s) => s && set('stageId', s)}
              data={pipeline.stages.map((s) => ({ value: s.id, label: s.name }))}
              error={errors.stageId}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('deals.contactName')}
              maxLength={200}
              value={v.contactName}
              onChange={(e) => set('contactName', e.currentTarget.value)}
              error={errors.contactName}
            />
            <TextInput
              label={t('deals.contactEmail')}
              type="email"
              value={v.contactEmail}
              onChange={(e) => set('contactEmail', e.currentTarget.value)}
              error={errors.contactEmail}
            />
          </SimpleGrid>
          <Textarea
            label={t('deals.notes')}
            autosize
            minRows={3}
            maxLength={5000}
            value={v.notes}
            onChange={(e) => set('notes', e.currentTarget.value)}
            error={errors.notes}
          />
          {deal?.conversationId && (
            <AnchorLink
              to="/conversations/$conversationId"
              params={{ conversationId: deal.conversationId }}
              size="sm"
            >
              {t('deals.openConversation')} →
            </AnchorLink>
          )}
          <RecordModalFooter
            editing={!!deal}
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
        {t('deals.deleteConfirm', { title: deal?.title ?? '' })}
      </ConfirmModal>
    </Modal>
  );
}
