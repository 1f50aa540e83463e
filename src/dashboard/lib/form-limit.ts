import { useUsage } from '../api/account';
import { useT } from '../i18n/i18n';

/** The reason creating a form is disabled, when the plan's form count is used up. */
export function useFormLimitReason(): string | null {
  const t = useT();
  const usage = useUsage();
  const c = usage.data?.forms;
  if (!c || c.limit === null || c.used < c.limit) return null;
  return t('forms.limitReached', { limit: c.limit, plan: usage.data?.plan ?? '' });
}
