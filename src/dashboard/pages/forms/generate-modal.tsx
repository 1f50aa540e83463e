import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { Language } from '../../../contract/enums';
import { errorMessage } from '../../api/client';
import { useGenerateForm } from '../../api/forms';
import { Icon } from '../../components/icons';
import { useI18n } from '../../i18n/i18n';
import { quietly } from '../../lib/quietly';
import { stashDraft } from './draft';

/** "Generate with AI": a description or a website becomes a draft form, opened in the builder unsaved. */
export function GenerateModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const generate = useGenerateForm();
  const [source, setSource] = useState<string | null>('description');
  const [description, setDescription] = useState('');
  const [url, setUrl] = useState('');
  const [language, setLanguage] = useState<Language>(lang === 'es' ? 'ES' : 'EN');

  const value = source === 'url' ? url.trim() : description.trim();
  const onGenerate = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!value) return;
    const body = source === 'url' ? { url: value, language } : { description: value, language };
    const generated = await generate.mutateAsync(body);
    stashDraft(generated);
    onClose();
    await navigate({ to: '/forms/new' });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('generate.title')} size="lg" centered>
      <form onSubmit={quietly(onGenerate)}>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('generate.intro')}
          </Text>
          <Tabs value={source} onChange={setSource}>
            <Tabs.List grow>
              <Tabs.Tab value="description">{t('generate.fromDescription')}</Tabs.Tab>
              <Tabs.Tab value="url">{t('generate.fromWebsite')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="description" pt="md">
              <Textarea
                label={t('generate.description')}
                placeholder={t('generate.descriptionPlaceholder')}
                autosize
                minRows={4}
                maxLength={5000}
                value={description}
                onChange={(e) => setDescription(e.currentTarget.value)}
                data-autofocus
              />
            </Tabs.Panel>
            <Tabs.Panel value="url" pt="md">
              <TextInput
                label={t('generate.website')}
                placeholder="https://example.com"
                type="url"
                value={url}
                onChange={(e) => setUrl(e.currentTarget.value)}
              />
            </Tabs.Panel>
          </Tabs>
          <div>
            <Text size="sm" fw={500} mb={4} id="generate-language">
              {t('form.language')}
            </Text>
            <SegmentedControl
              aria-labelledby="generate-language"
              value={language}
              onChange={(v) => setLanguage(v as Language)}
              data={[
                { value: 'ES', label: t('form.lang.ES') },
                { value: 'EN', label: t('form.lang.EN') },
              ]}
            />
          </div>
          {generate.isError && (
            <Alert color="red" role="alert" icon={<Icon name="info" />}>
              {errorMessage(generate.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              loading={generate.isPending}
              disabled={!value}
              leftSection={<Icon name="sparkles" />}
            >
              {t('generate.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
