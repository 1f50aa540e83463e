import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useRequestPasswordReset, useResetPassword, useSetup } from '../../api/account';
import { ApiError, errorMessage } from '../../api/client';
import { Icon } from '../../components/icons';
import { AnchorLink } from '../../components/links';
import { useT } from '../../i18n/i18n';
import { registerMessages } from '../../i18n/messages';
import passwordMessages from '../../i18n/messages/password-pages';
import { useLazyZodForm } from '../../lib/lazy-zod-form';
import { quietly } from '../../lib/quietly';
import { AuthFrame } from './auth-pages';
import { EmailField, FormError } from './fields';

// Their own chunk: the sign-in page, a first visit's usual door, does not carry them.
registerMessages(passwordMessages);

const forgotSchema = () =>
  import('./auth-schemas').then((m) => ({ schema: m.ForgotForm, issuesToErrors: m.issuesToErrors }));
const resetSchema = () =>
  import('./auth-schemas').then((m) => ({ schema: m.ResetForm, issuesToErrors: m.issuesToErrors }));

/** "Forgot password?": always the same confirmation, whether or not the address has an account. */
export function ForgotPasswordPage() {
  const t = useT();
  const setup = useSetup();
  const request = useRequestPasswordReset();
  const form = useLazyZodForm(forgotSchema, { email: '' });
  const [sent, setSent] = useState(false);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = await form.submit();
    if (!body) return;
    await request.mutateAsync(body.email);
    setSent(true);
  };

  return (
    <AuthFrame title={t('auth.forgotTitle')} subtitle={t('auth.forgotSubtitle')}>
      <Stack>
        {setup.data?.email === false && (
          <Alert color="yellow" icon={<Icon name="info" />}>
            {t('auth.forgotNoEmail')}
          </Alert>
        )}
        {sent ? (
          <Alert color="teal" role="status" icon={<Icon name="info" />}>
            {t('auth.forgotSent')}
          </Alert>
        ) : (
          <form onSubmit={quietly(onSubmit)} onFocus={() => void form.prepare()} noValidate>
            <Stack>
              {request.isError && <FormError>{errorMessage(request.error)}</FormError>}
              <EmailField form={form} />
              <Button type="submit" loading={request.isPending} fullWidth>
                {t('auth.forgotSend')}
              </Button>
            </Stack>
          </form>
        )}
        <Text size="sm" ta="center">
          <AnchorLink to="/sign-in">{t('auth.backToSignIn')}</AnchorLink>
        </Text>
      </Stack>
    </AuthFrame>
  );
}

const resetApi = getRouteApi('/reset-password');

/** The page the reset e-mail links to: `/reset-password?token=…`. */
export function ResetPasswordPage() {
  const t = useT();
  const { token } = resetApi.useSearch();
  const reset = useResetPassword();
  const form = useLazyZodForm(resetSchema, { newPassword: '' });

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = await form.submit();
    if (!body || !token) return;
    await reset.mutateAsync({ newPassword: body.newPassword, token });
  };

  const failure =
    reset.error instanceof ApiError && reset.error.status === 400 && /token/i.test(reset.error.message)
      ? t('auth.resetInvalid')
      : reset.isError
        ? errorMessage(reset.error)
        : null;

  return (
    <AuthFrame title={t('auth.resetTitle')} subtitle={t('auth.resetSubtitle')}>
      <Stack>
        {!token ? (
          <FormError>{t('auth.resetNoToken')}</FormError>
        ) : reset.isSuccess ? (
          <Alert color="teal" role="status" icon={<Icon name="info" />}>
            {t('auth.resetDone')}
          </Alert>
        ) : (
          <form onSubmit={quietly(onSubmit)} onFocus={() => void form.prepare()} noValidate>
            <Stack>
              {failure && <FormError>{failure}</FormError>}
              <PasswordInput
                label={t('auth.newPassword')}
                description={t('auth.passwordHint')}
                autoComplete="new-password"
                required
                value={form.values.newPassword}
                onChange={(e) => form.set('newPassword', e.currentTarget.value)}
                error={form.errors.newPassword && t('auth.passwordHint')}
              />
              <Button type="submit" loading={reset.isPending} fullWidth>
                {t('auth.resetSave')}
              </Button>
            </Stack>
          </form>
        )}
        <Text size="sm" ta="center">
          <AnchorLink to={token && !reset.isSuccess ? '/forgot-password' : '/sign-in'}>
            {token && !reset.isSuccess ? t('auth.forgotTitle') : t('auth.backToSignIn')}
          </AnchorLink>
        </Text>
      </Stack>
    </AuthFrame>
  );
}
