import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { copyName } from '../../../contract/copy-name';
import type { FormListItem } from '../../../contract/forms';
import { useDeleteForm, useDuplicateForm, useForms } from '../../api/forms';
import { ConfirmModal } from '../../components/confirm-modal';
import { Icon } from '../../components/icons';
import { AnchorLink, ButtonLink } from '../../components/links';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { GatedButton } from '../../components/plan-gate';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { useI18n } from '../../i18n/i18n';
import { registerMessages } from '../../i18n/messages';
import formsMessages from '../../i18n/messages/forms';
import { useFormLimitReason } from '../../lib/form-limit';
import { quietly } from '../../lib/quietly';
import { GenerateModal } from './generate-modal';
import { TemplateGallery } from './template-gallery';

registerMessages(formsMessages);

const routeApi = getRouteApi('/app/forms');

export function FormsPage() {
  const { t, date } = useI18n();
  const search = routeApi.useSearch();
  const navigate = useNavigate({ from: '/forms' });
  const [q, setQ] = useState(search.q ?? '');
  const [debounced] = useDebouncedValue(q, 300);
  const page = search.page ?? 1;
  const isPublished =
    search.status === 'published' ? 'true' : search.status === 'draft' ? 'false' : undefined;
  const forms = useForms({ page, search: search.q, isPublished });
  const [generateOpen, generate] = useDisclosure();
  const [galleryOpen, gallery] = useDisclosure();
  const [toDelete, setToDelete] = useState<FormListItem | null>(null);
  const remove = useDeleteForm();
  const duplicate = useDuplicateForm();
  const limitReason = useFormLimitReason();

  useEffect(() => {
    if ((debounced || undefined) !== search.q)
      void navigate({ search: (s) => ({ ...s, q: debounced || undefined, page: undefined }), replace: true });
  }, [debounced, search.q, navigate]);

  const confirmDelete = async () => {
    if (!toDelete) return;
    await remove.mutateAsync(toDelete.id);
    notifications.show({ color: 'teal', message: t('forms.deleted', { name: toDelete.name }) });
    setToDelete(null);
  };

  const copy = async (f: FormListItem) => {
    const created = await duplicate.mutateAsync({ id: f.id, name: copyName(f.name, t('forms.copyWord')) });
    notifications.show({ color: 'teal', message: t('forms.duplicated', { name: created.name }) });
  };

  const filtered = Boolean(search.q || search.status);

  return (
    <>
      <PageHeader
        title={t('forms.title')}
        description={t('forms.subtitle')}
        actions={
          <>
            <GatedButton
              variant="light"
              leftSection={<Icon name="list" />}
              onClick={gallery.open}
              disabledReason={limitReason}
            >
              {t('forms.fromTemplate')}
            </GatedButton>
            <GatedButton
              variant="light"
              leftSection={<Icon name="sparkles" />}
              onClick={generate.open}
              disabledReason={limitReason}
            >
              {t('forms.generate')}
            </GatedButton>
            <GatedButton
              leftSection={<Icon name="plus" />}
              onClick={() => void navigate({ to: '/forms/new' })}
              disabledReason={limitReason}
            >
              {t('forms.new')}
            </GatedButton>
          </>
        }
      />
      {limitReason && (
        <Alert color="yellow" icon={<Icon name="lock" />} mb="md" data-testid="forms-limit">
          <Text size="sm">{limitReason}</Text>
          <AnchorLink to="/settings" size="sm" fw={600}>
            {t('plan.seePlans')}
          </AnchorLink>
        </Alert>
      )}
      <Card withBorder>
        <Group mb="md" gap="sm" align="flex-end">
          <TextInput
            aria-label={t('forms.searchLabel')}
            placeholder={t('forms.searchPlaceholder')}
            leftSection={<Icon name="search" />}
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
          />
          <SegmentedControl
            aria-label={t('forms.filterLabel')}
            value={search.status ?? 'all'}
            onChange={(v) =>
              void navigate({
                search: (s) => ({
                  ...s,
                  status: v === 'all' ? undefined : (v as 'published' | 'draft'),
                  page: undefined,
                }),
              })
            }
            data={[
              { value: 'all', label: t('common.all') },
              { value: 'published', label: t('forms.published') },
              { value: 'draft', label: t('forms.drafts') },
            ]}
          />
        </Group>
        {forms.isPending ? (
          <LoadingState />
        ) : forms.isError ? (
          <ErrorState error={forms.error} onRetry={() => forms.refetch()} />
        ) : forms.data.forms.length === 0 ? (
          filtered ? (
            <EmptyState
              icon="search"
              title={t('forms.noMatch')}
              action={
                <Button
                  variant="light"
                  onClick={() => {
                    setQ('');
                    void navigate({ search: {} });
                  }}
                >
                  {t('common.clearFilters')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon="forms"
              title={t('forms.emptyTitle')}
              description={t('forms.emptyText')}
              action={
                <Group>
                  <ButtonLink to="/forms/new" leftSection={<Icon name="plus" />}>
                    {t('forms.new')}
                  </ButtonLink>
                  <Button variant="light" onClick={gallery.open} leftSection={<Icon name="list" />}>
                    {t('forms.fromTemplate')}
                  </Button>
                  <Button variant="light" onClick={generate.open} leftSection={<Icon name="sparkles" />}>
                    {t('forms.generate')}
                  </Button>
                </Group>
              }
            />
          )
        ) : (
          <>
            <Table.ScrollContainer minWidth={340}>
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('common.name')}</Table.Th>
                    <Table.Th visibleFrom="sm">{t('forms.type')}</Table.Th>
                    <Table.Th>{t('common.status')}</Table.Th>
                    <Table.Th visibleFrom="sm">{t('nav.conversations')}</Table.Th>
                    <Table.Th visibleFrom="sm">{t('common.created')}</Table.Th>
                    <Table.Th w={124}>
                      <span className="sr-only">{t('common.actions')}</span>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {forms.data.forms.map((f) => (
                    <Table.Tr key={f.id}>
                      <Table.Td>
                        <AnchorLink to="/forms/$formId" params={{ formId: f.id }} fw={600}>
                          {f.name}
                        </AnchorLink>
                      </Table.Td>
                      <Table.Td visibleFrom="sm">
                        <Text size="sm">
                          {t(f.formType === 'CLASSIC' ? 'forms.classic' : 'forms.conversational')}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge color={f.isPublished ? 'teal' : 'gray'} variant="light">
                          {t(f.isPublished ? 'forms.publishedOne' : 'forms.draft')}
                        </Badge>
                      </Table.Td>
                      <Table.Td visibleFrom="sm">
                        <AnchorLink to="/conversations" search={{ formId: f.id }} size="sm">
                          {f._count.conversations}
                        </AnchorLink>
                      </Table.Td>
                      <Table.Td visibleFrom="sm">
                        <Text size="sm" c="dimmed">
                          {date(f.createdAt)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Tooltip label={t('common.edit')}>
                            <ActionIcon
                              onClick={() =>
                                void navigate({ to: '/forms/$formId', params: { formId: f.id } })
                              }
                              variant="subtle"
                              aria-label={`${t('common.edit')} ${f.name}`}
                            >
                              <Icon name="edit" />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label={t('form.viewAnalytics')}>
                            <ActionIcon
                              onClick={() =>
                                void navigate({ to: '/forms/$formId/analytics', params: { formId: f.id } })
                              }
                              variant="subtle"
                              aria-label={`${t('form.viewAnalytics')}: ${f.name}`}
                            >
                              <Icon name="chart" />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label={limitReason ?? t('forms.duplicate')}>
                            <ActionIcon
                              variant="subtle"
                              onClick={quietly(() => copy(f))}
                              disabled={Boolean(limitReason)}
                              loading={duplicate.isPending && duplicate.variables?.id === f.id}
                              aria-label={`${t('forms.duplicate')} ${f.name}`}
                            >
                              <Icon name="copy" />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label={t('common.delete')}>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              onClick={() => setToDelete(f)}
                              aria-label={`${t('common.delete')} ${f.name}`}
                            >
                              <Icon name="trash" />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Pager
              info={forms.data.pagination}
              onChange={(p) => void navigate({ search: (s) => ({ ...s, page: p === 1 ? undefined : p }) })}
            />
          </>
        )}
      </Card>
      <GenerateModal opened={generateOpen} onClose={generate.close} />
      <TemplateGallery opened={galleryOpen} onClose={gallery.close} />
      <ConfirmModal
        opened={Boolean(toDelete)}
        onClose={() => setToDelete(null)}
        onConfirm={quietly(confirmDelete)}
        loading={remove.isPending}
      >
        {t('forms.deleteConfirm', { name: toDelete?.name ?? '', n: toDelete?._count.conversations ?? 0 })}
      </ConfirmModal>
    </>
  );
}
