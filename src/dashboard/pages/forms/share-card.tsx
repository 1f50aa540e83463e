import { Alert, Button, Card, CopyButton, Group, Image, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Icon } from '../../components/icons';
import { useT } from '../../i18n/i18n';

/** The share link of a form (GET /f/:formId): a full-page form on this server. */
export function shareUrl(origin: string, formId: string): string {
  return `${origin}/f/${encodeURIComponent(formId)}`;
}

/** The share link with a copy button and, on demand, its QR code (the `qrcode` package loads only then). */
export function ShareCard({ formId, isPublished }: { formId: string; isPublished: boolean }) {
  const t = useT();
  const url = shareUrl(location.origin, formId);
  const [qr, setQr] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const showQr = async () => {
    try {
      const { toDataURL } = await import('qrcode');
      setQr(await toDataURL(url, { margin: 1, width: 240, errorCorrectionLevel: 'M' }));
    } catch {
      setFailed(true);
    }
  };

  return (
    <Card withBorder>
      <Title order={2} size="h5" mb={4}>
        {t('share.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('share.hint')}
      </Text>
      {!isPublished && (
        <Alert color="yellow" mb="sm" icon={<Icon name="info" />}>
          {t('share.notPublished')}
        </Alert>
      )}
      <TextInput
        label={t('share.link')}
        value={url}
        readOnly
        onFocus={(e) => e.currentTarget.select()}
        data-testid="share-link"
      />
      <Group mt="sm" gap="sm">
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button
              onClick={copy}
              color={copied ? 'teal' : undefined}
              leftSection={<Icon name={copied ? 'check' : 'copy'} />}
              aria-live="polite"
            >
              {copied ? t('common.copied') : t('share.copy')}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="light"
          component="a"
          href={url}
          target="_blank"
          rel="noopener"
          leftSection={<Icon name="external" />}
        >
          {t('share.open')}
        </Button>
        {!qr && (
          <Button variant="default" onClick={() => void showQr()} leftSection={<Icon name="qr" />}>
            {t('share.showQr')}
          </Button>
        )}
      </Group>
      {failed && (
        <Text size="sm" c="red" mt="sm" role="alert">
          {t('share.qrFailed')}
        </Text>
      )}
      {qr && (
        <Image
          src={qr}
          alt={t('share.qrAlt', { url })}
          w={240}
          h={240}
          mt="md"
          bg="white"
          radius="sm"
          data-testid="share-qr"
        />
      )}
    </Card>
  );
}
