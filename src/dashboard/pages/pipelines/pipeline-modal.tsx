import { Alert, Button, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { CreatePipelineBody, DEFAULT_STAGE_NAMES, type Pipeline } from '../../../contract/crm';
import { errorDetails, errorMessage } from '../../api/client';
import { useCreatePipeline, useUpdatePipeline } from '../../api/crm';
import { Icon } from '../../components/icons';
import { useT } from '../../i18n/i18n';
import { quietly } from '../../lib/quietly';
import { type FieldErrors, issuesToErrors } from '../../lib/zod-form';
import { newStage, type StageDraft, StageEditor } from './stage-editor';

/** Creates a pipeline (default or custom stages) or edits one's name and stages. */
export function PipelineModal({
  opened,
  onClose,
  pipeline,
  dealCount,
}: {
  opened: boolean;
  onClose: () => void;
  pipeline?: Pipeline;
  dealCount?: number;
}) {
  const t = useT();
  const navigate = useNavigate();
  const create = useCreatePipeline();
  const update = useUpdatePipeline(pipeline?.id ?? '');
  const [name, setName] = useState(pipeline?.name ?? '');
  const [custom, setCustom] = useState(Boolean(pipeline));
  const [stages, setStages] = useState<StageDraft[]>(() =>
    pipeline
      ? pipeline.stages.map((s) => ({ key: s.id, name: s.name, color: s.color }))
      : DEFAULT_STAGE_NAMES.map((n, i) => newStage(n, i)),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = pipeline ? update : create;
  const stagesLocked = Boolean(pipeline && (dealCount ?? 0) > 0);

  const stagesChanged =
    !pipeline ||
    JSON.stringify(pipeline.stages.map((s) => [s.name, s.color.toLowerCase()])) !==
      JSON.stringify(stages.map((s) => [s.name.trim(), s.color.toLowerCase()]));

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = {
      name,
      // A new pipeline always sends its stages, so the default ones get colours too.
      ...(!pipeline || (custom && stagesChanged && !stagesLocked)
        ? { stages: stages.map((s, order) => ({ name: s.name, color: s.color, order })) }
        : {}),
    };
    const parsed = CreatePipelineBody.safeParse(body);
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    const saved = await mutation.mutateAsync(parsed.data);
    notifications.show({ color: 'teal', message: t(pipeline ? 'common.saved' : 'pipelines.created') });
    onClose();
    if (!pipeline) await navigate({ to: '/pipelines/$pipelineId', params: { pipelineId: saved.id } });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(pipeline ? 'pipelines.edit' : 'pipelines.new')}
      size="lg"
      centered
    >
      <form onSubmit={quietly(onSubmit)} noValidate>
        <Stack>
          <TextInput
            label={t('common.name')}
            required
            maxLength={100}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            data-autofocus
          />
          {!pipeline && (
            <Switch
              label={t('pipelines.customStages')}
              description={t('pipelines.defaultStagesHint', { list: DEFAULT_STAGE_NAMES.join(', ') })}
              checked={custom}
              onChange={(e) => setCustom(e.currentTarget.checked)}
            />
          )}
          {stagesLocked && (
            <Alert color="blue" icon={<Icon name="info" />} p="xs">
              <Text size="sm">{t('pipelines.stagesLocked', { n: dealCount ?? 0 })}</Text>
            </Alert>
          )}
          {custom && (
            <StageEditor stages={stages} onChange={setStages} errors={errors} disabled={stagesLocked} />
          )}
          {mutation.isError && (
            <Alert color="red" role="alert" icon={<Icon name="info" />}>
              {errorMessage(mutation.error)}
              {errorDetails(mutation.error).map((d) => (
                <Text size="xs" key={d}>
                  {d}
                </Text>
              ))}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t(pipeline ? 'common.save' : 'common.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
