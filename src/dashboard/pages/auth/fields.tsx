import { Alert, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Icon } from '../../components/icons';
import { useT } from '../../i18n/i18n';

/** A form's failure, announced to screen readers (sign-in, sign-up, password pages, Settings). */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <Alert color="red" role="alert" icon={<Icon name="info" />}>
      {children}
    </Alert>
  );
}

/** The e-mail field of the account forms, bound to a form with an `email` value. */
export function EmailField({
  form,
}: {
  form: {
    values: { email: string };
    errors: { email?: string };
    set: (key: 'email', value: string) => void;
  };
}) {
  const t = useT();
  return (
    <TextInput
      label={t('auth.email')}
      type="email"
      autoComplete="email"
      required
      value={form.values.email}
      onChange={(e) => form.set('email', e.currentTarget.value)}
      error={form.errors.email && t('auth.emailInvalid')}
    />
  );
}
