import { Button, Card, Group, Input, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { UpdateMeBody } from '../../../contract/account';
import { useMe, useRename } from '../../api/account';
import { LanguageSwitch } from '../../components/language-switch';
import { PageHeader } from '../../components/page-header';
import { useT } from '../../i18n/i18n';
import { registerMessages } from '../../i18n/messages';
import accountMessages from '../../i18n/messages/account';
import { quietly } from '../../lib/quietly';
import { ApiKeyCard } from './api-key-card';
import { PasswordCard } from './password-card';
import { PlanCard } from './plan-card';

registerMessages(accountMessages);

function ProfileCard() {
  const t = useT();
  const me = useMe();
  const rename = useRename();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (me.data) setName(me.data.name);
  }, [me.data]);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = UpdateMeBody.safeParse({ name });
    if (!parsed.success) {
      setError(t('auth.nameRequired'));
      return;
    }
    setError(null);
    await rename.mutateAsync(parsed.data.name);
    notifications.show({ color: 'teal', message: t('common.saved') });
  };

  return (
    <Card withBorder component="form" onSubmit={quietly(onSubmit)}>
      <Title order={2} size="h4" mb="md">
        {t('profile.title')}
      </Title>
      <Stack gap="sm" maw={480}>
        <TextInput
          label={t('common.name')}
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error}
        />
        <TextInput
          label={t('auth.email')}
          value={me.data?.email ?? ''}
          readOnly
          variant="filled"
          description={t('profile.emailFixed')}
        />
        <Group justify="space-between" align="flex-end">
          <div>
            <Input.Label>{t('nav.language')}</Input.Label>
            <div>
              <LanguageSwitch />
            </div>
          </div>
          <Button
            type="submit"
            loading={rename.isPending}
            disabled={!me.data || name.trim() === me.data.name}
          >
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function SettingsPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('nav.settings')} description={t('settings.subtitle')} />
      <Stack gap="lg">
        <ProfileCard />
        <PasswordCard />
        <ApiKeyCard />
        <PlanCard />
      </Stack>
    </>
  );
}
