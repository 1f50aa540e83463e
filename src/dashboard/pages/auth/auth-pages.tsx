import { Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSetup, useSignIn, useSignUp } from '../../api/account';
import { errorMessage } from '../../api/client';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { LanguageSwitch } from '../../components/language-switch';
import { AnchorLink } from '../../components/links';
import { Logo } from '../../components/logo';
import { useT } from '../../i18n/i18n';
import { registerMessages } from '../../i18n/messages';
import authMessages from '../../i18n/messages/auth';
import { useLazyZodForm } from '../../lib/lazy-zod-form';
import { quietly } from '../../lib/quietly';
import { EmailField, FormError } from './fields';

const signInSchema = () =>
  import('./auth-schemas').then((m) => ({ schema: m.SignInForm, issuesToErrors: m.issuesToErrors }));
const signUpSchema = () =>
  import('./auth-schemas').then((m) => ({ schema: m.SignUpForm, issuesToErrors: m.issuesToErrors }));

registerMessages(authMessages);

export function AuthFrame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack w="100%" maw={420} gap="lg">
        <Center style={{ justifyContent: 'space-between', display: 'flex', gap: 8 }}>
          <Logo size={32} />
          <Center style={{ gap: 8 }}>
            <ColorSchemeToggle />
            <LanguageSwitch />
          </Center>
        </Center>
        <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="lg">
          <Stack gap="xs" mb="md">
            <Title order={1} size="h3">
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm" component="div">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Paper>
      </Stack>
    </Center>
  );
}

const signInApi = getRouteApi('/sign-in');

export function SignInPage() {
  const t = useT();
  const search = signInApi.useSearch();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const signIn = useSignIn();
  const form = useLazyZodForm(signInSchema, { email: '', password: '' });

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = await form.submit();
    if (!body) return;
    await signIn.mutateAsync(body);
    qc.clear();
    const to = search.redirect?.startsWith('/') ? search.redirect : '/';
    await navigate({ to });
  };

  return (
    <AuthFrame title={t('auth.signInTitle')} subtitle={t('auth.signInSubtitle')}>
      <form onSubmit={quietly(onSubmit)} onFocus={() => void form.prepare()} noValidate>
        <Stack>
          {signIn.isError && <FormError>{errorMessage(signIn.error)}</FormError>}
          <EmailField form={form} />
          <PasswordInput
            label={t('auth.password')}
            autoComplete="current-password"
            required
            value={form.values.password}
            onChange={(e) => form.set('password', e.currentTarget.value)}
            error={form.errors.password && t('auth.passwordRequired')}
          />
          <Button type="submit" loading={signIn.isPending} fullWidth>
            {t('auth.signIn')}
          </Button>
          <Text size="sm" ta="center">
            <AnchorLink to="/forgot-password">{t('auth.forgot')}</AnchorLink>
          </Text>
          <Text size="sm" ta="center">
            {t('auth.noAccount')} <AnchorLink to="/sign-up">{t('auth.signUp')}</AnchorLink>
          </Text>
        </Stack>
      </form>
    </AuthFrame>
  );
}

function SignUpFormView({ submitLabel, setupToken }: { submitLabel: string; setupToken?: string }) {
  const t = useT();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const signUp = useSignUp();
  const form = useLazyZodForm(signUpSchema, { name: '', email: '', password: '' });

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = await form.submit();
    if (!body) return;
    await signUp.mutateAsync(setupToken ? { ...body, setupToken } : body);
    qc.clear();
    await navigate({ to: '/' });
  };

  return (
    <form onSubmit={quietly(onSubmit)} onFocus={() => void form.prepare()} noValidate>
      <Stack>
        {signUp.isError && <FormError>{errorMessage(signUp.error)}</FormError>}
        <TextInput
          label={t('auth.name')}
          autoComplete="name"
          required
          value={form.values.name}
          onChange={(e) => form.set('name', e.currentTarget.value)}
          error={form.errors.name && t('auth.nameRequired')}
        />
        <EmailField form={form} />
        <PasswordInput
          label={t('auth.password')}
          description={t('auth.passwordHint')}
          autoComplete="new-password"
          required
          value={form.values.password}
          onChange={(e) => form.set('password', e.currentTarget.value)}
          error={form.errors.password && t('auth.passwordHint')}
        />
        <Button type="submit" loading={signUp.isPending} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

export function SignUpPage() {
  const t = useT();
  const setup = useSetup();
  if (setup.data?.signup === 'closed' && setup.data.hasUsers)
    return (
      <AuthFrame title={t('auth.closedTitle')}>
        <Text size="sm">{t('auth.closedText')}</Text>
        <Text size="sm" ta="center" mt="md">
          {t('auth.haveAccount')} <AnchorLink to="/sign-in">{t('auth.signIn')}</AnchorLink>
        </Text>
      </AuthFrame>
    );
  return (
    <AuthFrame title={t('auth.signUpTitle')} subtitle={t('auth.signUpSubtitle')}>
      <SignUpFormView submitLabel={t('auth.signUp')} />
      <Text size="sm" ta="center" mt="md">
        {t('auth.haveAccount')} <AnchorLink to="/sign-in">{t('auth.signIn')}</AnchorLink>
      </Text>
    </AuthFrame>
  );
}

/**
 * First run: an instance with no account yet asks for its first owner, while its setup window is open or
 * through the setup link printed at start (`?setup=`); after the window, it says how to make the account.
 */
export function WelcomePage() {
  const t = useT();
  // Not typed through the route tree: this module is part of it (the route's validateSearch keeps it a string).
  const setupToken = (useSearch({ strict: false }) as { setup?: string }).setup;
  const setup = useSetup();
  const until = setup.data?.setupOpenUntil;
  if (setup.data && !until && !setupToken)
    return (
      <AuthFrame title={t('auth.setupClosedTitle')}>
        <Text size="sm">{t('auth.setupClosedText')}</Text>
      </AuthFrame>
    );
  return (
    <AuthFrame
      title={t('auth.welcomeTitle')}
      subtitle={
        <Stack gap={4}>
          <Text size="sm">{t('auth.welcomeText')}</Text>
          {until && !setupToken && (
            <Text size="sm">{t('auth.setupUntil', { time: new Date(until).toLocaleTimeString() })}</Text>
          )}
          <Text size="sm" c="dimmed">
            {t('auth.welcomeHint')}
          </Text>
        </Stack>
      }
    >
      <SignUpFormView submitLabel={t('auth.createFirstAccount')} setupToken={setupToken} />
    </AuthFrame>
  );
}
