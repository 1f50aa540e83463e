import { ActionIcon, Button, Group, Menu, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { DealWithStage } from '../../../contract/crm';
import { useDeals, useDeletePipeline, useMoveDeal, usePipeline, usePipelines } from '../../api/crm';
import { ConfirmModal } from '../../components/confirm-modal';
import { Icon } from '../../components/icons';
import { Kanban } from '../../components/kanban';
import { PageHeader } from '../../components/page-header';
import { GatedButton, PlanGateAlert } from '../../components/plan-gate';
import { ErrorState, LoadingState } from '../../components/states';
import { useI18n } from '../../i18n/i18n';
import { registerMessages } from '../../i18n/messages';
import crmMessages from '../../i18n/messages/crm';
import { columnTotal, mainCurrency } from '../../lib/format';
import { quietly } from '../../lib/quietly';
import { DealCard } from './deal-card';
import { DealModal } from './deal-modal';
import { PipelineModal } from './pipeline-modal';

registerMessages(crmMessages);

export function PipelineBoardPage({ pipelineId }: { pipelineId: string }) {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const pipelines = usePipelines();
  const pipeline = usePipeline(pipelineId);
  const [q, setQ] = useState('');
  const [search] = useDebouncedValue(q.trim(), 300);
  const deals = useDeals(pipelineId, search || undefined);
  const allDeals = useDeals(pipelineId);
  const move = useMoveDeal(pipelineId);
  const remove = useDeletePipeline();
  const [editing, setEditing] = useState<{ deal: DealWithStage | null; stageId?: string } | null>(null);
  const [modal, setModal] = useState<'new' | 'edit' | null>(null);
  const [confirmOpen, confirm] = useDisclosure();
  const locale = lang === 'es' ? 'es-ES' : 'en-US';

  if (pipeline.isPending) return <LoadingState />;
  if (pipeline.isError) return <ErrorState error={pipeline.error} onRetry={() => pipeline.refetch()} />;
  const p = pipeline.data;
  const stages = [...p.stages].sort((a, b) => a.order - b.order);
  const list = deals.data ?? [];

  const moveDeal = (deal: DealWithStage, stageId: string) => {
    const to = stages.find((s) => s.id === stageId)?.name ?? '';
    move.mutate(
      { id: deal.id, stageId },
      {
        onSuccess: () =>
          notifications.show({ color: 'teal', message: t('deals.moved', { title: deal.title, stage: to }) }),
      },
    );
  };

  const onDelete = async () => {
    await remove.mutateAsync(p.id);
    confirm.close();
    notifications.show({ color: 'teal', message: t('pipelines.deleted', { name: p.name }) });
    await navigate({ to: '/pipelines' });
  };

  return (
    <>
      <PageHeader
        title={p.name}
        description={t('pipelines.boardHint')}
        actions={
          <>
            <Button leftSection={<Icon name="plus" />} onClick={() => setEditing({ deal: null })}>
              {t('deals.new')}
            </Button>
            <Menu position="bottom-end">
              <Menu.Target>
                <ActionIcon variant="default" size="lg" aria-label={t('pipelines.more')}>
                  <span aria-hidden="true">⋯</span>
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<Icon name="edit" size={14} />} onClick={() => setModal('edit')}>
                  {t('pipelines.edit')}
                </Menu.Item>
                <Menu.Item leftSection={<Icon name="trash" size={14} />} color="red" onClick={confirm.open}>
                  {t('pipelines.delete')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </>
        }
      />
      <PlanGateAlert feature="pipelines" />
      <Group mb="md" gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('pipelines.pipeline')}
          value={p.id}
          allowDeselect={false}
          data={(pipelines.data ?? [p]).map((x) => ({ value: x.id, label: x.name }))}
          onChange={(id) => id && void navigate({ to: '/pipelines/$pipelineId', params: { pipelineId: id } })}
          w={{ base: '100%', sm: 220 }}
        />
        <TextInput
          label={t('common.search')}
          placeholder={t('deals.searchPlaceholder')}
          leftSection={<Icon name="search" />}
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          w={{ base: '100%', sm: 260 }}
        />
        <GatedButton
          feature="pipelines"
          variant="light"
          leftSection={<Icon name="plus" />}
          onClick={() => setModal('new')}
        >
          {t('pipelines.new')}
        </GatedButton>
      </Group>
      {deals.isError ? (
        <ErrorState error={deals.error} onRetry={() => deals.refetch()} />
      ) : deals.isPending ? (
        <LoadingState />
      ) : (
        <>
          {list.length === 0 && (
            <Text size="sm" c="dimmed" mb="sm">
              {t(search ? 'deals.noMatch' : 'deals.empty')}
            </Text>
          )}
          <Kanban
            columns={stages.map((s) => ({
              id: s.id,
              title: s.name,
              color: s.color,
              summary: columnTotal(
                list.filter((d) => d.stageId === s.id),
                mainCurrency(allDeals.data ?? list),
                locale,
              ),
            }))}
            items={list.map((d) => ({ ...d, columnId: d.stageId, label: d.title }))}
            onMove={(d, stageId) => moveDeal(d, stageId)}
            renderCard={(d) => (
              <DealCard
                deal={d}
                stages={stages}
                onOpen={() => setEditing({ deal: d })}
                onMove={(s) => moveDeal(d, s)}
              />
            )}
          />
        </>
      )}
      {editing && (
        <DealModal
          pipeline={p}
          deal={editing.deal}
          initialStageId={editing.stageId}
          onClose={() => setEditing(null)}
        />
      )}
      {modal === 'new' && <PipelineModal opened onClose={() => setModal(null)} />}
      {modal === 'edit' && (
        <PipelineModal
          opened
          onClose={() => setModal(null)}
          pipeline={p}
          dealCount={allDeals.data?.length ?? 0}
        />
      )}
      <ConfirmModal
        opened={confirmOpen}
        onClose={confirm.close}
        onConfirm={quietly(onDelete)}
        loading={remove.isPending}
      >
        {t('pipelines.deleteConfirm', { name: p.name, n: allDeals.data?.length ?? 0 })}
      </ConfirmModal>
    </>
  );
}
