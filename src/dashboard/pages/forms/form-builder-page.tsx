import { ActionIcon, Alert, Badge, Button, Card, Group, Menu, Tabs, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useBlocker, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSetup } from '../../api/account';
import { useCreateForm, useDeleteForm, useForm, useUpdateForm } from '../../api/forms';
import { ConfirmModal } from '../../components/confirm-modal';
import { Icon } from '../../components/icons';
import { AnchorLink } from '../../components/links';
import { useFeature } from '../../components/plan-gate';
import { ErrorState, LoadingState } from '../../components/states';
import { useI18n } from '../../i18n/i18n';
import { registerMessages } from '../../i18n/messages';
import builderMessages from '../../i18n/messages/builder';
import formsMessages from '../../i18n/messages/forms';
import logicMessages from '../../i18n/messages/logic';
import { quietly } from '../../lib/quietly';
import { useCsvExport } from '../../lib/use-export';
import type { BuilderTab } from '../../router';
import { ContentSection } from './content-section';
import { draftFromForm, draftToBody, type FormDraft, initialDraft } from './draft';
import { EmbedPanel } from './embed-panel';
import { LogicSection } from './logic-section';
import { QuestionsEditor } from './questions-editor';
import { SettingsSection } from './settings-section';
import { StyleSection } from './style-section';
import { sectionOf, validateDraft } from './validate-draft';
import { WebhookPanel } from './webhook-panel';
import { WithPreview } from './widget-preview';

registerMessages(formsMessages, builderMessages, logicMessages);

/** The builder of a new form (formId null) or of an existing one. */
export function FormBuilderPage({ formId }: { formId: string | null }) {
  const form = useForm(formId ?? '');
  const setup = useSetup();
  const { lang } = useI18n();
  if (!formId) {
    // A new form notifies its owner by default when this server sends e-mail.
    if (setup.isPending) return <LoadingState />;
    const { draft, generatedBy } = initialDraft(lang === 'es' ? 'ES' : 'EN', setup.data?.email === true);
    return <Builder formId={null} initial={draft} generatedBy={generatedBy} />;
  }
  if (form.isPending) return <LoadingState />;
  if (form.isError) return <ErrorState error={form.error} onRetry={() => form.refetch()} />;
  return <Builder formId={formId} initial={draftFromForm(form.data)} />;
}

function useTab(formId: string | null): [BuilderTab, (t: BuilderTab) => void] {
  const [local, setLocal] = useState<BuilderTab>('content');
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { tab?: BuilderTab };
  if (!formId) return [local, setLocal];
  return [
    search.tab ?? 'content',
    (tab) => void navigate({ to: '/forms/$formId', params: { formId }, search: { tab }, replace: true }),
  ];
}

function Builder({
  formId,
  initial,
  generatedBy = null,
}: {
  formId: string | null;
  initial: FormDraft;
  /** A generated draft: by a model, or from a template (the owner is told which). */
  generatedBy?: 'model' | 'template' | null;
}) {
  const { t } = useI18n();
  const [generated] = useState(generatedBy);
  const navigate = useNavigate();
  const [draft, setDraft] = useState<FormDraft>(initial);
  const [saved, setSaved] = useState<string>(() => (formId ? JSON.stringify(draftToBody(initial)) : ''));
  const [showErrors, setShowErrors] = useState(false);
  const [tab, setTab] = useTab(formId);
  const create = useCreateForm();
  const update = useUpdateForm(formId ?? '');
  const remove = useDeleteForm();
  const csv = useCsvExport();
  const [deleteOpen, deleteModal] = useDisclosure();
  const leaving = useRef(false);

  const errors = useMemo(() => validateDraft(draft), [draft]);
  // The server refuses to publish it too (FREE has no uploads); say why before the owner tries.
  const uploadsAllowed = useFeature('fileUploads').allowed;
  const publishBlocked =
    uploadsAllowed === false &&
    draft.formType === 'CLASSIC' &&
    draft.questions.some((q) => q.type === 'file' && q.required);
  const hasErrors = Object.keys(errors).length > 0;
  const dirty = JSON.stringify(draftToBody(draft)) !== saved;

  useBlocker({
    // Switching tabs changes only the address's ?tab: that keeps the draft, so only leaving the form asks.
    shouldBlockFn: ({ current, next }) =>
      current.pathname !== next.pathname &&
      dirty &&
      !leaving.current &&
      !window.confirm(t('form.leaveConfirm')),
    enableBeforeUnload: () => dirty && !leaving.current,
  });

  // When the server copy changes (e.g. after publishing), keep unsaved edits but track the new baseline.
  useEffect(() => {
    if (formId) setDraft((d) => ({ ...d, isPublished: initial.isPublished }));
  }, [formId, initial.isPublished]);

  const set: <K extends keyof FormDraft>(key: K, value: FormDraft[K]) => void = (key, value) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const guard = (): boolean => {
    if (!hasErrors) return true;
    setShowErrors(true);
    const first = Object.keys(errors)[0] ?? '';
    setTab(sectionOf(first));
    notifications.show({ color: 'red', message: t('common.fixErrors') });
    return false;
  };

  const onSave = async () => {
    if (!guard()) return;
    const body = draftToBody(draft);
    if (!formId) {
      const created = await create.mutateAsync(body);
      leaving.current = true;
      notifications.show({ color: 'teal', message: t('form.created') });
      await navigate({ to: '/forms/$formId', params: { formId: created.id }, search: { tab: 'embed' } });
      return;
    }
    await update.mutateAsync(body);
    setSaved(JSON.stringify(body));
    notifications.show({ color: 'teal', message: t('common.saved') });
  };

  const onPublish = async (isPublished: boolean) => {
    if (dirty && !guard()) return;
    const body = dirty ? { ...draftToBody(draft), isPublished } : { isPublished };
    await update.mutateAsync(body);
    if (dirty) setSaved(JSON.stringify(draftToBody(draft)));
    setDraft((d) => ({ ...d, isPublished }));
    notifications.show({
      color: 'teal',
      message: t(isPublished ? 'form.publishedNow' : 'form.unpublishedNow'),
    });
  };

  const onDelete = async () => {
    if (!formId) return;
    await remove.mutateAsync(formId);
    leaving.current = true;
    deleteModal.close();
    notifications.show({ color: 'teal', message: t('forms.deleted', { name: draft.name }) });
    await navigate({ to: '/forms' });
  };

  const shown = showErrors ? errors : {};
  const errorTabs = new Set(Object.keys(shown).map(sectionOf));
  const tabLabel = (value: BuilderTab, label: string) => (
    <Tabs.Tab value={value} color={errorTabs.has(value as never) ? 'red' : undefined}>
      {label}
      {errorTabs.has(value as never) ? ' •' : ''}
    </Tabs.Tab>
  );

  return (
    <>
      <Group justify="space-between" mb="md" gap="sm" align="flex-start">
        <div style={{ minWidth: 0, flex: '1 1 260px' }}>
          <AnchorLink to="/forms" size="sm" c="dimmed">
            ← {t('nav.forms')}
          </AnchorLink>
          <Group gap="xs" mt={4} wrap="nowrap">
            <Title order={1} size="h2" lineClamp={1}>
              {draft.name || t('form.untitled')}
            </Title>
            {formId && (
              <Badge color={draft.isPublished ? 'teal' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
                {t(draft.isPublished ? 'forms.publishedOne' : 'forms.draft')}
              </Badge>
            )}
          </Group>
          {dirty && (
            <Text size="xs" c="orange" role="status">
              {t(formId ? 'common.unsaved' : 'form.notCreatedYet')}
            </Text>
          )}
        </div>
        <Group gap="xs">
          {formId && (
            <Button
              variant={draft.isPublished ? 'default' : 'light'}
              color={draft.isPublished ? undefined : 'teal'}
              onClick={() => quietly(onPublish)(!draft.isPublished)}
              loading={update.isPending && update.variables?.isPublished !== undefined}
              disabled={publishBlocked && !draft.isPublished}
              aria-describedby={publishBlocked ? 'publish-blocked' : undefined}
            >
              {t(draft.isPublished ? 'form.unpublish' : 'form.publish')}
            </Button>
          )}
          <Button
            onClick={quietly(onSave)}
            loading={create.isPending || (update.isPending && update.variables?.isPublished === undefined)}
            disabled={Boolean(formId) && !dirty}
          >
            {t(formId ? 'common.save' : 'form.create')}
          </Button>
          {formId && (
            <Menu position="bottom-end">
              <Menu.Target>
                <ActionIcon variant="default" size="lg" aria-label={t('form.more')}>
                  <span aria-hidden="true">⋯</span>
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  onClick={() => void navigate({ to: '/conversations', search: { formId } })}
                  leftSection={<Icon name="chat" size={14} />}
                >
                  {t('form.viewConversations')}
                </Menu.Item>
                <Menu.Item
                  onClick={() => void navigate({ to: '/forms/$formId/analytics', params: { formId } })}
                  leftSection={<Icon name="chart" size={14} />}
                >
                  {t('form.viewAnalytics')}
                </Menu.Item>
                <Menu.Item
                  onClick={() => csv.run(formId)}
                  disabled={csv.busy}
                  leftSection={<Icon name="download" size={14} />}
                >
                  {t('conversations.exportCsv')}
                </Menu.Item>
                <Menu.Divider />
                <Menu.Item
                  color="red"
                  onClick={deleteModal.open}
                  leftSection={<Icon name="trash" size={14} />}
                >
                  {t('form.delete')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      </Group>

      {generated && (
        <Alert
          color={generated === 'template' ? 'yellow' : 'blue'}
          icon={<Icon name="sparkles" />}
          mb="md"
          data-testid="generated-draft"
        >
          {t(generated === 'template' ? 'logic.templateDraft' : 'logic.aiDraft')}
        </Alert>
      )}
      {publishBlocked && (
        <Alert
          color="yellow"
          icon={<Icon name="info" />}
          mb="md"
          id="publish-blocked"
          data-testid="publish-blocked"
        >
          {t('publish.fileOnFree')}
        </Alert>
      )}
      <Tabs value={tab} onChange={(v) => v && setTab(v as BuilderTab)} keepMounted={false}>
        <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          {tabLabel('content', t('form.tab.content'))}
          {tabLabel('questions', t('form.tab.questions'))}
          {tabLabel('logic', t('form.tab.logic'))}
          {tabLabel('style', t('form.tab.style'))}
          {tabLabel('settings', t('form.tab.settings'))}
          {formId && <Tabs.Tab value="webhook">{t('form.tab.webhook')}</Tabs.Tab>}
          {formId && <Tabs.Tab value="embed">{t('form.tab.embed')}</Tabs.Tab>}
        </Tabs.List>
        <Card withBorder>
          <Tabs.Panel value="content">
            <ContentSection draft={draft} set={set} errors={shown} />
          </Tabs.Panel>
          <Tabs.Panel value="questions">
            <WithPreview draft={draft}>
              <QuestionsEditor draft={draft} set={set} errors={shown} />
            </WithPreview>
          </Tabs.Panel>
          <Tabs.Panel value="logic">
            <WithPreview draft={draft}>
              <LogicSection draft={draft} set={set} errors={shown} />
            </WithPreview>
          </Tabs.Panel>
          <Tabs.Panel value="style">
            <StyleSection draft={draft} set={set} errors={shown} />
          </Tabs.Panel>
          <Tabs.Panel value="settings">
            <SettingsSection draft={draft} set={set} errors={shown} />
          </Tabs.Panel>
          {formId && (
            <Tabs.Panel value="webhook">
              <WebhookPanel formId={formId} />
            </Tabs.Panel>
          )}
          {formId && (
            <Tabs.Panel value="embed">
              <EmbedPanel
                formId={formId}
                isPublished={draft.isPublished}
                onPublish={quietly(onPublish)}
                publishing={update.isPending}
                publishBlocked={publishBlocked}
              />
            </Tabs.Panel>
          )}
        </Card>
      </Tabs>

      <ConfirmModal
        opened={deleteOpen}
        onClose={deleteModal.close}
        onConfirm={quietly(onDelete)}
        loading={remove.isPending}
      >
        {t('form.deleteConfirm', { name: draft.name })}
      </ConfirmModal>
    </>
  );
}
