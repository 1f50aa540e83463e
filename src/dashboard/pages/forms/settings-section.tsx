import { Alert, Card, Select, SimpleGrid, Stack, Switch, TagsInput, Text, Title } from '@mantine/core';
import { normalizeDomain } from '../../../contract/domains';
import { usePipelines } from '../../api/crm';
import { Icon } from '../../components/icons';
import { AnchorLink } from '../../components/links';
import { useFeature, useGateReason } from '../../components/plan-gate';
import { useT } from '../../i18n/i18n';
import type { SectionProps } from './builder-types';
import { renumber } from './draft';
import { draftKeys, pinKeys } from './logic-fields';
import { NotificationsCard } from './notifications-card';

/** Allowed domains, bot protection and the automations a completed conversation triggers. */
export function SettingsSection({ draft, set, errors }: SectionProps) {
  const t = useT();
  const pipelinesAllowed = useFeature('pipelines').allowed;
  const pipelineGate = useGateReason('pipelines');
  const ticketGate = useGateReason('tickets');
  const pipelines = usePipelines();
  const deal = draft.automations.createDeal;
  const invalid = draft.allowedDomains.filter((d) => !normalizeDomain(d));
  const pipeline = pipelines.data?.find((p) => p.id === deal?.pipelineId);
  const setDeal = (createDeal: typeof deal) => set('automations', { ...draft.automations, createDeal });
  // A deal's value comes from a number or rating question, named by its key (which renames keep).
  const keys = draftKeys(draft.questions, draft.hiddenFields);
  const valueChoices = draft.questions
    .map((q, i) => ({ q, key: keys[i]! }))
    .filter(({ q }) => q.type === 'number' || q.type === 'rating');
  const valueKey = deal?.valueQuestion
    ? (valueChoices.find(({ q, key }) => key === deal.valueQuestion || q.text === deal.valueQuestion)?.key ??
      null)
    : null;
  const setValueQuestion = (key: string | null) => {
    if (!deal) return;
    setDeal({ ...deal, valueQuestion: key });
    if (key) set('questions', renumber(pinKeys(draft.questions, draft.hiddenFields, [key])));
  };

  return (
    <Stack gap="lg">
      <NotificationsCard draft={draft} set={set} errors={errors} />
      <Card withBorder>
        <TagsInput
          label={t('settings.domains')}
          styles={{ label: { fontSize: 'var(--mantine-font-size-md)', fontWeight: 650 } }}
          description={t('settings.domainsHint')}
          placeholder="example.com, *.example.org"
          value={draft.allowedDomains}
          onChange={(v) =>
            set('allowedDomains', v.map((d) => normalizeDomain(d) ?? d.trim()).filter(Boolean))
          }
          splitChars={[',', ' ']}
          clearable
          error={
            invalid.length
              ? t('settings.domainsInvalid', { list: invalid.join(', ') })
              : errors.allowedDomains
          }
        />
        {draft.allowedDomains.length === 0 && (
          <Text size="xs" c="orange" mt={6}>
            {t('settings.domainsEmpty')}
          </Text>
        )}
      </Card>

      <Card withBorder>
        <Switch
          label={t('settings.botProtection')}
          description={t('settings.botProtectionHint')}
          checked={draft.botProtection}
          onChange={(e) => set('botProtection', e.currentTarget.checked)}
        />
      </Card>

      <Card withBorder>
        <Title order={2} size="h5" mb={4}>
          {t('settings.automations')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('settings.automationsHint')}
        </Text>
        <Stack gap="md">
          <Switch
            label={t('settings.createDeal')}
            description={pipelineGate ?? t('settings.createDealHint')}
            disabled={pipelinesAllowed === false && !deal}
            checked={Boolean(deal)}
            onChange={(e) => {
              const first = pipelines.data?.[0];
              const stage = first?.stages[0];
              setDeal(
                e.currentTarget.checked && first && stage
                  ? { pipelineId: first.id, stageId: stage.id }
                  : null,
              );
            }}
          />
          {pipelinesAllowed && pipelines.data?.length === 0 && (
            <Alert color="blue" icon={<Icon name="info" />} p="xs">
              <Text size="sm">
                {t('settings.noPipelines')} <AnchorLink to="/pipelines">{t('nav.pipelines')}</AnchorLink>
              </Text>
            </Alert>
          )}
          {deal && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t('settings.pipeline')}
                value={deal.pipelineId}
                allowDeselect={false}
                data={(pipelines.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
                onChange={(id) => {
                  const p = pipelines.data?.find((x) => x.id === id);
                  if (p?.stages[0]) setDeal({ pipelineId: p.id, stageId: p.stages[0].id });
                }}
                error={deal && pipelines.data && !pipeline ? t('settings.pipelineMissing') : undefined}
              />
              <Select
                label={t('settings.stage')}
                value={deal.stageId}
                allowDeselect={false}
                data={(pipeline?.stages ?? []).map((s) => ({ value: s.id, label: s.name }))}
                onChange={(stageId) => stageId && setDeal({ ...deal, stageId })}
                error={
                  pipeline && !pipeline.stages.some((s) => s.id === deal.stageId)
                    ? t('settings.stageMissing')
                    : undefined
                }
              />
              <Select
                label={t('logic.dealValue')}
                description={t('logic.dealValueHint')}
                value={valueKey ?? ''}
                allowDeselect={false}
                data={[
                  { value: '', label: t('logic.dealValueNone') },
                  ...valueChoices.map(({ q, key }) => ({ value: key, label: q.text || key })),
                ]}
                onChange={(v) => setValueQuestion(v || null)}
                error={errors['automations.createDeal.valueQuestion']}
              />
            </SimpleGrid>
          )}
          <Switch
            label={t('settings.createTicket')}
            description={ticketGate ?? t('settings.createTicketHint')}
            disabled={Boolean(ticketGate) && !draft.automations.createTicket}
            checked={draft.automations.createTicket}
            onChange={(e) =>
              set('automations', { ...draft.automations, createTicket: e.currentTarget.checked })
            }
          />
        </Stack>
      </Card>
    </Stack>
  );
}
