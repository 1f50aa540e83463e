import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryList, PutWebhookBody, TestResult, WebhookConfig } from '../../contract/webhooks';
import { api } from './client';

const base = (formId: string) => `/api/forms/${encodeURIComponent(formId)}/webhook`;

export const useWebhook = (formId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['webhook', formId],
    queryFn: () => api<WebhookConfig | null>(base(formId)),
    enabled,
  });

export const useDeliveries = (formId: string, page: number, enabled: boolean) =>
  useQuery({
    queryKey: ['deliveries', formId, page],
    queryFn: () => api<DeliveryList>(`${base(formId)}/deliveries`, { query: { page, limit: 10 } }),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: 5000,
  });

export function useSaveWebhook(formId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PutWebhookBody) => api<WebhookConfig>(base(formId), { method: 'PUT', body }),
    onSuccess: (config) => qc.setQueryData(['webhook', formId], config),
  });
}

export function useTestWebhook(formId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<TestResult>(`${base(formId)}/test`, { method: 'POST', body: {} }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['deliveries', formId] }),
    meta: { silent: true },
  });
}

export function useRetryDelivery(formId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      api(`${base(formId)}/deliveries/${encodeURIComponent(deliveryId)}/retry`, { method: 'POST', body: {} }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['deliveries', formId] }),
  });
}
