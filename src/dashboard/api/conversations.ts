import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Pagination } from '../../contract/common';
import type { ConversationDetail, ConversationListItem } from '../../contract/conversations';
import type { ConversationStatus } from '../../contract/enums';
import { api } from './client';
import { backupInterval } from './live-stream';

export interface ConversationListParams {
  page: number;
  limit?: number;
  /** Matches the collected answers, case-insensitively. */
  search?: string;
  formId?: string;
  status?: ConversationStatus;
  from?: string;
  to?: string;
}

export type ConversationPage = { conversations: ConversationListItem[]; pagination: Pagination };

export const fetchConversations = (params: ConversationListParams) =>
  api<ConversationPage>('/api/conversations', { query: { limit: 10, ...params } });

export const useConversations = (params: ConversationListParams) =>
  useQuery({
    queryKey: ['conversations', params],
    queryFn: () => fetchConversations(params),
    placeholderData: keepPreviousData,
  });

/** A conversation with a page of its messages; `live`: read again while ACTIVE (the owner stream's backup). */
export const useConversation = (id: string, messagesPage: number, live = false) =>
  useQuery({
    queryKey: ['conversation', id, messagesPage],
    queryFn: () =>
      api<ConversationDetail>(`/api/conversations/${encodeURIComponent(id)}`, {
        query: { messagesPage, messagesLimit: 50 },
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (live && q.state.data?.status === 'ACTIVE' ? backupInterval(10_000) : false),
  });

export function useDeleteConversation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api/conversations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_d, id) => {
      qc.removeQueries({ queryKey: ['conversation', id] });
      void qc.invalidateQueries({ queryKey: ['conversations'] });
      void qc.invalidateQueries({ queryKey: ['stats'] });
      void qc.invalidateQueries({ queryKey: ['usage'] });
    },
  });
}
