import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormAnalytics } from '../../contract/analytics';
import type { Form } from '../../contract/forms';
import { api } from './client';

/** The first UTC day of the last `days` days, today included. */
export const firstDayOf = (days: number) =>
  new Date(Date.now() - (days - 1) * 86_400_000).toISOString().slice(0, 10);

export const useFormAnalytics = (formId: string, days: number) =>
  useQuery({
    queryKey: ['analytics', formId, days],
    queryFn: () =>
      api<FormAnalytics>(`/api/forms/${encodeURIComponent(formId)}/analytics`, {
        query: { from: firstDayOf(days) },
      }),
    placeholderData: keepPreviousData,
  });

/** A question and the owner's answer appended to the form's knowledge (the list of unanswered ones follows). */
export function useAddToKnowledge(formId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ question, answer }: { question: string; answer: string }) => {
      const form = await api<Form>(`/api/forms/${encodeURIComponent(formId)}`);
      const entry = `Q: ${question.trim()}\nA: ${answer.trim()}`;
      const knowledge = form.knowledge?.trim() ? `${form.knowledge.trim()}\n\n${entry}` : entry;
      return api<Form>(`/api/forms/${encodeURIComponent(formId)}`, { method: 'PUT', body: { knowledge } });
    },
    onSuccess: (form) => {
      qc.setQueryData(['form', form.id], form);
      void qc.invalidateQueries({ queryKey: ['analytics', formId] });
    },
  });
}
