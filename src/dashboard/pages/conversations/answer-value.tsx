import { Anchor, Text } from '@mantine/core';
import { readableAnswer } from '../../../contract/answers';
import type { ConversationDetail } from '../../../contract/conversations';
import { FILE_ANSWER_PREFIX } from '../../../contract/widget';
import { useI18n } from '../../i18n/i18n';
import { formatBytes } from '../../lib/format';

/** Where the dashboard downloads an uploaded file (a redirect to a short-lived signed address). */
export const downloadUrl = (uploadId: string) => `/api/uploads/${encodeURIComponent(uploadId)}/download`;

/**
 * One stored answer as a person reads it: a file as its name (a download link) with its size, a list of
 * choices joined, yes or no, a rating as stars and its score (`4/5`, its question given), text as written;
 * "No answer" when there is none.
 */
export function AnswerValue({
  value,
  files,
  withSize = false,
  question,
}: {
  value: unknown;
  files: ConversationDetail['files'];
  withSize?: boolean;
  /** The question it answers (a rating is shown against its scale). */
  question?: ConversationDetail['form']['questions'][number];
}) {
  const { t, lang } = useI18n();
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
  if (question?.type === 'rating' && typeof value === 'number') {
    const score = readableAnswer(value, question, lang === 'es' ? 'ES' : 'EN');
    const top = Number(score.split('/')[1]) || 5;
    // Stars for a scale up to five, the score alone for a wider one (an NPS 0-10).
    if (top > 5) return <>{score}</>;
    return (
      <>
        <span aria-hidden="true" style={{ color: 'var(--mantine-color-yellow-6)' }}>
          {'★'.repeat(Math.max(0, Math.min(value, top)))}
          <span style={{ opacity: 0.3 }}>{'★'.repeat(Math.max(0, top - value))}</span>
        </span>{' '}
        {score}
      </>
    );
  }
  if (Array.isArray(value)) return <>{value.map(String).join(', ')}</>;
  if (typeof value === 'boolean') return <>{t(value ? 'common.yes' : 'common.no')}</>;
  if (typeof value === 'object') return <>{JSON.stringify(value)}</>;
  return <>{String(value)}</>;
}
