import { describe, expect, it } from 'vitest';
import { CreateFormBody, formContentIssues } from '../../../contract/forms';
import { assignKeys, recallNames } from '../../../contract/logic';
import { formTemplates } from './templates';

const NEW_TYPES = ['multiselect', 'rating', 'yesno', 'url', 'longtext'];

describe('starter forms', () => {
  for (const language of ['EN', 'ES'] as const)
    it(`are valid forms in ${language}: the form schema and the server's content rules accept each`, () => {
      const templates = formTemplates(language);
      expect(templates.map((t) => t.id)).toEqual(['lead', 'booking', 'nps', 'support', 'job']);
      for (const t of templates) {
        const parsed = CreateFormBody.safeParse(t.form);
        expect(parsed.success, `${t.id}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
        const body = parsed.data!;
        const issues = formContentIssues({
          formType: body.formType!,
          questions: assignKeys(body.questions),
          hiddenFields: body.hiddenFields,
          endings: body.endings,
          goodbyeMessage: body.goodbyeMessage,
        });
        expect(issues, t.id).toEqual([]);
        expect(t.form.language).toBe(language);
        expect(t.title.length).toBeGreaterThan(0);
        expect(t.description.length).toBeGreaterThan(0);
      }
    });

  it('use the new question types, help, bounds and conditions, with the same keys in both languages', () => {
    const [en, es] = [formTemplates('EN'), formTemplates('ES')];
    const all = en.flatMap((t) => t.form.questions);
    for (const type of NEW_TYPES)
      expect(
        all.some((q) => q.type === type),
        type,
      ).toBe(true);
    expect(all.some((q) => q.help)).toBe(true);
    expect(all.some((q) => q.validation)).toBe(true);
    expect(all.some((q) => q.showIf)).toBe(true);
    const nps = en.find((t) => t.id === 'nps')!.form.questions[0]!;
    expect(nps).toMatchObject({ type: 'rating', validation: { min: 0, max: 10 } });
    for (const [i, t] of en.entries()) {
      const other = es[i]!;
      expect(other.form.questions.map((q) => [q.key, q.type, q.required])).toEqual(
        t.form.questions.map((q) => [q.key, q.type, q.required]),
      );
      expect(other.form.formType).toBe(t.form.formType);
      // Every text is translated: no Spanish template repeats an English question.
      const english = new Set(t.form.questions.map((q) => q.text));
      expect(other.form.questions.filter((q) => english.has(q.text) && !/^[A-Z]{2,}/.test(q.text))).toEqual(
        [],
      );
    }
  });

  it('recall only names they ask for', () => {
    for (const t of [...formTemplates('EN'), ...formTemplates('ES')]) {
      const keys = new Set([...t.form.questions.map((q) => q.key), ...(t.form.hiddenFields ?? [])]);
      const texts = [t.form.goodbyeMessage, ...(t.form.endings ?? []).map((e) => e.message)];
      for (const name of texts.flatMap(recallNames))
        expect(keys.has(name), `${t.id}: {{${name}}}`).toBe(true);
    }
  });
});
