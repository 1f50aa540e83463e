import { Alert, Button, type ButtonProps, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Usage } from '../../contract/usage';
import { useUsage } from '../api/account';
import { useT } from '../i18n/i18n';
import type { MessageKey } from '../i18n/translate';
import { Icon } from './icons';
import { AnchorLink } from './links';

export type Feature = keyof Usage['features'];

const FEATURE_NAME: Record<Feature, MessageKey> = {
  webhooks: 'plan.feature.webhooks',
  pipelines: 'plan.feature.pipelines',
  tickets: 'plan.feature.tickets',
  fileUploads: 'plan.feature.fileUploads',
  removeBranding: 'plan.feature.removeBranding',
};

/** Whether the signed-in user's plan includes a feature (undefined while usage loads). */
export function useFeature(feature: Feature) {
  const usage = useUsage();
  return { allowed: usage.data?.features[feature], plan: usage.data?.plan, usage: usage.data };
}

/** The sentence explaining why a feature is unavailable. */
export function useGateReason(feature: Feature): string | null {
  const t = useT();
  const { allowed, plan } = useFeature(feature);
  if (allowed !== false) return null;
  return t('plan.gateReason', { feature: t(FEATURE_NAME[feature]), plan: plan ?? 'FREE' });
}

/** An explanation shown in place of (or above) a feature the plan lacks, with the way to upgrade. */
export function PlanGateAlert({ feature, children }: { feature: Feature; children?: ReactNode }) {
  const t = useT();
  const reason = useGateReason(feature);
  if (!reason) return null;
  return (
    <Alert
      color="yellow"
      icon={<Icon name="lock" />}
      title={t('plan.gateTitle')}
      mb="md"
      data-testid={`gate-${feature}`}
    >
      <Text size="sm">{reason}</Text>
      {children}
      <AnchorLink to="/settings" size="sm" fw={600} mt={6} display="inline-block">
        {t('plan.seePlans')}
      </AnchorLink>
    </Alert>
  );
}

/** A button that is disabled, with the reason in a tooltip, while the plan lacks its feature. */
export function GatedButton({
  feature,
  disabledReason,
  children,
  onClick,
  ...props
}: ButtonProps & {
  feature?: Feature;
  disabledReason?: string | null;
  onClick?: () => void;
  children: ReactNode;
}) {
  const gate = useGateReason(feature ?? 'webhooks');
  const reason = (feature ? gate : null) ?? disabledReason ?? null;
  if (!reason)
    return (
      <Button {...props} onClick={onClick}>
        {children}
      </Button>
    );
  // Styled as disabled but still focusable, so the reason shows on hover, focus and touch alike.
  return (
    <Tooltip label={reason} multiline w={260} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Button
        {...props}
        data-disabled
        aria-disabled="true"
        aria-description={reason}
        onClick={(e) => e.preventDefault()}
      >
        {children}
      </Button>
    </Tooltip>
  );
}
