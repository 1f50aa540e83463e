import {
  Badge,
  Button,
  Card,
  Group,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { Language } from '../../../contract/enums';
import { Icon } from '../../components/icons';
import { useI18n } from '../../i18n/i18n';
import { stashDraft } from './draft';
import { type FormTemplate, formTemplates } from './templates';

/** The gallery of starter forms: one opens in the builder as a new, unsaved form (like a generated one). */
export function TemplateGallery({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const [language, setLanguage] = useState<Language>(lang === 'es' ? 'ES' : 'EN');

  const use = async (template: FormTemplate) => {
    stashDraft(template.form);
    onClose();
    await navigate({ to: '/forms/new' });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('templates.title')} size="xl" centered>
      <Stack>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Text size="sm" c="dimmed" style={{ flex: '1 1 260px' }}>
            {t('templates.intro')}
          </Text>
          <div>
            <Text size="sm" fw={500} mb={4} id="template-language">
              {t('templates.language')}
            </Text>
            <SegmentedControl
              aria-labelledby="template-language"
              value={language}
              onChange={(v) => setLanguage(v as Language)}
              data={[
                { value: 'ES', label: t('form.lang.ES') },
                { value: 'EN', label: t('form.lang.EN') },
              ]}
            />
          </div>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {formTemplates(language).map((template) => (
            <Card key={template.id} withBorder padding="md" data-testid={`template-${template.id}`}>
              <Stack gap="xs" h="100%">
                <Group gap="xs" wrap="nowrap">
                  <Icon name={template.icon} size={18} />
                  <Title order={3} size="h5">
                    {template.title}
                  </Title>
                </Group>
                <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                  {template.description}
                </Text>
                <Group justify="space-between" gap="xs">
                  <Group gap={6}>
                    <Badge variant="light" color="gray">
                      {t('templates.questions', { n: template.form.questions.length })}
                    </Badge>
                    <Badge variant="light" color="gray">
                      {t(template.form.formType === 'CLASSIC' ? 'forms.classic' : 'forms.conversational')}
                    </Badge>
                  </Group>
                  <Button
                    size="compact-sm"
                    onClick={() => void use(template)}
                    aria-label={t('templates.useNamed', { name: template.title })}
                  >
                    {t('templates.use')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Modal>
  );
}
