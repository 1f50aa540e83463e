import { Readable } from 'node:stream';
import { presentAnswers, presentHidden } from '../../contract/conversations';
import type { FormType } from '../../contract/enums';
import { Msg } from '../../contract/errors';
import { csvHeader, csvRow, type ExportFormat, exportFileName, orderedAnswers } from '../../contract/export';
import type { Db } from '../db/open';
import { findForm } from '../forms/store';
import { notFound } from '../http/errors';
import * as store from './store';

/** Rows read per query: large enough to amortise the round trip, small enough to bound memory. */
const BATCH = 1000;

export interface ExportDeps {
  db: Db;
  publicUrl: string;
  now?: () => Date;
}

/**
 * A form's conversations as a download, newest first, streamed page by page from a keyset cursor: memory
 * stays bounded by one page whatever the form's size, and no transaction stays open between pages.
 */
export function createExportService({ db, publicUrl, now = () => new Date() }: ExportDeps) {
  return {
    async open(userId: string, formId: string, format: ExportFormat) {
      const form = await findForm(db, userId, formId);
      if (!form) throw notFound(Msg.formNotFound);
      const questions = [...form.questions].sort((a, b) => a.order - b.order).map((q) => q.text);
      const formRef = { id: form.id, name: form.name, formType: form.formType as FormType };
      const hiddenNames = form.hiddenFields ?? [];

      async function* pages(): AsyncGenerator<string> {
        if (format === 'csv') yield `\uFEFF${csvHeader(questions, hiddenNames)}`;
        let after: store.ExportCursor | null = null;
        while (true) {
          const rows = await store.exportBatch(db, form!.id, after, BATCH);
          if (rows.length === 0) return;
          let chunk = '';
          for (const r of rows) {
            const answers = presentAnswers(form!.questions, r.collectedData);
            const createdAt = r.createdAt.toISOString();
            const completedAt = r.completedAt?.toISOString() ?? null;
            const hidden = { names: hiddenNames, values: r.hiddenFields };
            if (format === 'csv')
              chunk += csvRow(questions, { ...r, createdAt, completedAt }, answers, publicUrl, hidden);
            else
              chunk += `${JSON.stringify({
                id: r.id,
                formId: r.formId,
                status: r.status,
                collectedData: orderedAnswers(questions, answers, publicUrl),
                createdAt,
                updatedAt: r.updatedAt.toISOString(),
                completedAt,
                hiddenFields: presentHidden(hiddenNames, r.hiddenFields),
                handler: r.handler,
                needsHuman: r.needsHuman,
                form: formRef,
                _count: { messages: r.messages },
              })}\n`;
          }
          yield chunk;
          const last = rows[rows.length - 1]!;
          after = { at: last.cursorAt, id: last.id };
          if (rows.length < BATCH) return;
        }
      }

      return {
        fileName: exportFileName(form.name, now(), format),
        contentType: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8',
        body: Readable.from(pages(), { objectMode: false }),
      };
    },
  };
}

export type ExportService = ReturnType<typeof createExportService>;
