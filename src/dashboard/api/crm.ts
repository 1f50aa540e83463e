import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateDealBody,
  CreatePipelineBody,
  CreateTicketBody,
  Deal,
  DealWithStage,
  Pipeline,
  Ticket,
  UpdateDealBody,
  UpdatePipelineBody,
  UpdateTicketBody,
} from '../../contract/crm';
import type { TicketPriority, TicketStatus } from '../../contract/enums';
import { api } from './client';

const enc = encodeURIComponent;

export const usePipelines = (enabled = true) =>
  useQuery({
    queryKey: ['pipelines'],
    queryFn: () => api<{ pipelines: Pipeline[] }>('/api/pipelines'),
    select: (d) => d.pipelines,
    enabled,
  });

export const usePipeline = (id: string) =>
  useQuery({ queryKey: ['pipeline', id], queryFn: () => api<Pipeline>(`/api/pipelines/${enc(id)}`) });

export const useDeals = (pipelineId: string, search?: string) =>
  useQuery({
    queryKey: ['deals', pipelineId, search ?? ''],
    queryFn: () =>
      api<{ deals: DealWithStage[] }>(`/api/pipelines/${enc(pipelineId)}/deals`, { query: { search } }),
    select: (d) => d.deals,
  });

function useCrmInvalidate() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: ['pipelines'] });
    void qc.invalidateQueries({ queryKey: ['pipeline'] });
    void qc.invalidateQueries({ queryKey: ['deals'] });
    void qc.invalidateQueries({ queryKey: ['usage'] });
  };
}

export function useCreatePipeline() {
  const done = useCrmInvalidate();
  return useMutation({
    mutationFn: (body: CreatePipelineBody) => api<Pipeline>('/api/pipelines', { method: 'POST', body }),
    onSuccess: done,
    meta: { silent: true },
  });
}

export function useUpdatePipeline(id: string) {
  const done = useCrmInvalidate();
  return useMutation({
    mutationFn: (body: UpdatePipelineBody) =>
      api<Pipeline>(`/api/pipelines/${enc(id)}`, { method: 'PUT', body }),
    onSuccess: done,
    meta: { silent: true },
  });
}

export function useDeletePipeline() {
  const done = useCrmInvalidate();
  return useMutation({
    mutationFn: (id: string) => api(`/api/pipelines/${enc(id)}`, { method: 'DELETE' }),
    onSuccess: done,
  });
}

export function useSaveDeal(pipelineId: string) {
  const done = useCrmInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: UpdateDealBody & Partial<CreateDealBody> }) =>
      id
        ? api<Deal>(`/api/deals/${enc(id)}`, { method: 'PUT', body })
        : api<Deal>(`/api/pipelines/${enc(pipelineId)}/deals`, {
            method: 'POST',
            body: { ...body, pipelineId },
          }),
    onSuccess: done,
    meta: { silent: true },
  });
}

export function useDeleteDeal() {
  const done = useCrmInvalidate();
  return useMutation({
    mutationFn: (id: string) => api(`/api/deals/${enc(id)}`, { method: 'DELETE' }),
    onSuccess: done,
  });
}

/** Moves a deal, showing it in its new column at once and rolling back when the API refuses. */
export function useMoveDeal(pipelineId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, stageId }: { id: string; stageId: string }) =>
      api<Deal>(`/api/deals/${enc(id)}/move`, { method: 'PATCH', body: { stageId } }),
    onMutate: async ({ id, stageId }) => {
      await qc.cancelQueries({ queryKey: ['deals', pipelineId] });
      const previous = qc.getQueriesData<{ deals: DealWithStage[] }>({ queryKey: ['deals', pipelineId] });
      qc.setQueriesData<{ deals: DealWithStage[] }>({ queryKey: ['deals', pipelineId] }, (old) =>
        old ? { deals: old.deals.map((d) => (d.id === id ? { ...d, stageId } : d)) } : old,
      );
      return { previous };
    },
    onError: (_e, _v, context) => {
      for (const [key, data] of context?.previous ?? []) qc.setQueryData(key, data);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: ['deals', pipelineId] }),
  });
}

export interface TicketFilters {
  status?: TicketStatus;
  priority?: TicketPriority;
  search?: string;
}

export const useTickets = (filters: TicketFilters) =>
  useQuery({
    queryKey: ['tickets', filters],
    queryFn: () => api<{ tickets: Ticket[] }>('/api/tickets', { query: { ...filters } }),
    select: (d) => d.tickets,
  });

/** One ticket (the tickets page opens it from a link: ?ticket=<id>). */
export const useTicket = (id: string | undefined) =>
  useQuery({
    queryKey: ['tickets', 'one', id],
    queryFn: () => api<Ticket>(`/api/tickets/${enc(id!)}`),
    enabled: !!id,
  });

export function useSaveTicket() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: UpdateTicketBody | CreateTicketBody }) =>
      id
        ? api<Ticket>(`/api/tickets/${enc(id)}`, { method: 'PUT', body })
        : api<Ticket>('/api/tickets', { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['tickets'] });
      void qc.invalidateQueries({ queryKey: ['usage'] });
    },
  });
}

/** Changes a ticket's status, showing the move at once and rolling back when the API refuses. */
export function useMoveTicket() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: TicketStatus }) =>
      api<Ticket>(`/api/tickets/${enc(id)}`, { method: 'PUT', body: { status } }),
    onMutate: async ({ id, status }) => {
      await qc.cancelQueries({ queryKey: ['tickets'] });
      const previous = qc.getQueriesData<{ tickets: Ticket[] }>({ queryKey: ['tickets'] });
      qc.setQueriesData<{ tickets: Ticket[] }>({ queryKey: ['tickets'] }, (old) =>
        old ? { tickets: old.tickets.map((t) => (t.id === id ? { ...t, status } : t)) } : old,
      );
      return { previous };
    },
    onError: (_e, _v, context) => {
      for (const [key, data] of context?.previous ?? []) qc.setQueryData(key, data);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: ['tickets'] }),
  });
}

export function useDeleteTicket() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api/tickets/${enc(id)}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['tickets'] }),
  });
}
