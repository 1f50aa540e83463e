import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Pagination } from '../../contract/common';
import type { CreateFormBody, Form, FormListItem, UpdateFormBody } from '../../contract/forms';
import type { GeneratedForm, GenerateFormBody } from '../../contract/generator';
import { api } from './client';

export interface FormListParams {
  page: number;
  limit?: number;
  search?: string;
  isPublished?: 'true' | 'false';
}

export const useForms = (params: FormListParams) =>
  useQuery({
    queryKey: ['forms', params],
    queryFn: () =>
      api<{ forms: FormListItem[]; pagination: Pagination }>('/api/forms', {
        query: { limit: 10, ...params },
      }),
    placeholderData: keepPreviousData,
  });

/** Every form's id and name, for filters and pickers (first 100). */
export const useFormOptions = () =>
  useQuery({
    queryKey: ['forms', 'options'],
    queryFn: () => api<{ forms: FormListItem[] }>('/api/forms', { query: { limit: 100 } }),
    select: (d) => d.forms.map((f) => ({ value: f.id, label: f.name })),
  });

export const useForm = (id: string) =>
  useQuery({
    queryKey: ['form', id],
    queryFn: () => api<Form>(`/api/forms/${encodeURIComponent(id)}`),
    // The builder of a new form has no id yet: nothing to fetch.
    enabled: id !== '',
  });

export function useCreateForm() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFormBody) => api<Form>('/api/forms', { method: 'POST', body }),
    onSuccess: (form) => {
      qc.setQueryData(['form', form.id], form);
      void qc.invalidateQueries({ queryKey: ['forms'] });
      void qc.invalidateQueries({ queryKey: ['usage'] });
    },
  });
}

export function useUpdateForm(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateFormBody) =>
      api<Form>(`/api/forms/${encodeURIComponent(id)}`, { method: 'PUT', body }),
    onSuccess: (form) => {
      qc.setQueryData(['form', form.id], form);
      void qc.invalidateQueries({ queryKey: ['forms'] });
      void qc.invalidateQueries({ queryKey: ['stats'] });
    },
  });
}

/** POST /api/forms/:id/duplicate: an unpublished copy, named by the caller in the interface's language. */
export function useDuplicateForm() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api<Form>(`/api/forms/${encodeURIComponent(id)}/duplicate`, { method: 'POST', body: { name } }),
    onSuccess: (form) => {
      qc.setQueryData(['form', form.id], form);
      void qc.invalidateQueries({ queryKey: ['forms'] });
      void qc.invalidateQueries({ queryKey: ['usage'] });
    },
  });
}

export function useDeleteForm() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api/forms/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_d, id) => {
      qc.removeQueries({ queryKey: ['form', id] });
      void qc.invalidateQueries({ queryKey: ['forms'] });
      void qc.invalidateQueries({ queryKey: ['usage'] });
      void qc.invalidateQueries({ queryKey: ['stats'] });
      void qc.invalidateQueries({ queryKey: ['conversations'] });
    },
  });
}

export function useGenerateForm() {
  return useMutation({
    mutationFn: (body: Partial<GenerateFormBody>) =>
      api<GeneratedForm>('/api/forms/generate', { method: 'POST', body }),
    meta: { silent: true },
  });
}
