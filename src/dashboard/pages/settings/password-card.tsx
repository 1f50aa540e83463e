import { Button, Card, Checkbox, PasswordInput, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useChangePassword } from '../../api/account';
import { errorMessage } from '../../api/client';
import { useT } from '../../i18n/i18n';
import { quietly } from '../../lib/quietly';
import { FormError } from '../auth/fields';

const MIN = 8;
const MAX = 128;

/** Change password: the current one, a new one, and whether to sign out every other session. */
export function PasswordCard() {
  const t = useT();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [revoke, setRevoke] = useState(true);
  const [tried, setTried] = useState(false);
  const nextError = tried && (next.length < MIN || next.length > MAX) ? t('auth.passwordHint') : null;
  const currentError = tried && !current ? t('auth.passwordRequired') : null;

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    // The last attempt's refusal goes as soon as there is a new attempt, whatever becomes of it.
    change.reset();
    setTried(true);
    if (!current || next.length < MIN || next.length > MAX) return;
    await change.mutateAsync({ currentPassword: current, newPassword: next, revokeOtherSessions: revoke });
    setCurrent('');
    setNext('');
    setTried(false);
    notifications.show({ color: 'teal', message: t('password.changed') });
  };

  return (
    <Card withBorder component="form" onSubmit={quietly(onSubmit)} noValidate>
      <Title order={2} size="h4" mb="md">
        {t('password.title')}
      </Title>
      <Stack gap="sm" maw={480}>
        {change.isError && <FormError>{errorMessage(change.error)}</FormError>}
        <PasswordInput
          label={t('password.current')}
          autoComplete="current-password"
          required
          value={current}
          onChange={(e) => setCurrent(e.currentTarget.value)}
          error={currentError}
        />
        <PasswordInput
          label={t('password.new')}
          description={t('auth.passwordHint')}
          autoComplete="new-password"
          required
          value={next}
          onChange={(e) => setNext(e.currentTarget.value)}
          error={nextError}
        />
        <Checkbox
          label={t('password.revokeOthers')}
          checked={revoke}
          onChange={(e) => setRevoke(e.currentTarget.checked)}
        />
        <div>
          <Button type="submit" loading={change.isPending}>
            {t('password.save')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
