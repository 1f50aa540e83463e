import { Anchor, Text } from '@mantine/core';
import type { ConversationDetail } from '../../../contract/conversations';
import { FILE_ANSWER_PREFIX } from '../../../contract/widget';
import { useI18n } from '../../i18n/i18n';
import { formatBytes } from '../../lib/format';

/** Where the dashboard downloads an uploaded file (a redirect to a short-lived signed address). */
export const downloadUrl = (uploadId: string) => `/api/uploads/${encodeURIComponent(uploadId)}/download`;

/**
 * One stored answer as a person reads it: a file as its name (a download link) with its size, a list of
 * choices joined, yes or no, text as written; "No answer" when there is none.
 */
export function AnswerValue({
  value,
  files,
  withSize = false,
}: {
  value: unknown;
  files: ConversationDetail['files'];
  withSize?: boolean;
}) {
  const { t } = useI18n();
  if (value === undefined || value === null || value === '')
    return (
      <Text span size="sm" c="dimmed">
        {t('conversation.noAnswer')}
      </Text>
    );
  if (typeof value === 'string' && value.startsWith(FILE_ANSWER_PREFIX)) {
    const uploadId = value.slice(FILE_ANSWER_PREFIX.length);
    const file = files.find((f) => f.uploadId === uploadId);
    return (
      <>
        <Anchor href={downloadUrl(uploadId)} target="_blank" rel="noopener" size="sm">
          📎 {file?.fileName ?? uploadId}
        </Anchor>
        {withSize && file && (
          <Text span size="xs" c="dimmed">
            {' '}
            ({formatBytes(file.sizeBytes)})
          </Text>
        )}
      </>
    );
  }
  if (Array.isArray(value)) return <>{value.map(String).join(', ')}</>;
  if (typeof value === 'boolean') return <>{t(value ? 'common.yes' : 'common.no')}</>;
  if (typeof value === 'object') return <>{JSON.stringify(value)}</>;
  return <>{String(value)}</>;
}
