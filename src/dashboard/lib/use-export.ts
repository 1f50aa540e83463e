import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../api/client';
import { useT } from '../i18n/i18n';
import { exportConversationsCsv } from '../pages/conversations/export-csv';

/** Starts the CSV download of a form's conversations, with a busy flag and a notification of the outcome. */
export function useCsvExport() {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const run = async (formId: string) => {
    setBusy(true);
    try {
      const form = await exportConversationsCsv(formId);
      notifications.show({ color: 'teal', message: t('conversations.exportStarted', { name: form.name }) });
    } catch (e) {
      notifications.show({ color: 'red', message: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
