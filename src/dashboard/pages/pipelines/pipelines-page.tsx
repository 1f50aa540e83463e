import { Card } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Navigate } from '@tanstack/react-router';
import { usePipelines } from '../../api/crm';
import { Icon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { GatedButton, PlanGateAlert, useFeature } from '../../components/plan-gate';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { useT } from '../../i18n/i18n';
import { registerMessages } from '../../i18n/messages';
import crmMessages from '../../i18n/messages/crm';
import { PipelineModal } from './pipeline-modal';

registerMessages(crmMessages);

/** Opens the first pipeline's board, or offers to create one. */
export function PipelinesPage() {
  const t = useT();
  const pipelines = usePipelines();
  const usage = useFeature('pipelines').usage;
  const [open, modal] = useDisclosure();
  if (pipelines.isPending) return <LoadingState />;
  if (pipelines.isError) return <ErrorState error={pipelines.error} onRetry={() => pipelines.refetch()} />;
  const first = pipelines.data[0];
  if (first) return <Navigate to="/pipelines/$pipelineId" params={{ pipelineId: first.id }} replace />;
  const limit = usage?.pipelines;
  const limitReason =
    limit && limit.limit !== null && limit.limit > 0 && limit.used >= limit.limit
      ? t('pipelines.limitReached', { limit: limit.limit })
      : null;
  return (
    <>
      <PageHeader title={t('pipelines.title')} description={t('pipelines.subtitle')} />
      <PlanGateAlert feature="pipelines" />
      <Card withBorder>
        <EmptyState
          icon="kanban"
          title={t('pipelines.emptyTitle')}
          description={t('pipelines.emptyText')}
          action={
            <GatedButton
              feature="pipelines"
              disabledReason={limitReason}
              leftSection={<Icon name="plus" />}
              onClick={modal.open}
            >
              {t('pipelines.new')}
            </GatedButton>
          }
        />
      </Card>
      {open && <PipelineModal opened onClose={modal.close} />}
    </>
  );
}
