import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConversationDetail, Message } from '../../contract/conversations';
import type { Ticket } from '../../contract/crm';
import { api } from './client';

export { useLiveConversations } from './live-stream';

const enc = encodeURIComponent;

/** Refreshes what shows a conversation after the owner changed it. */
function useRefresh() {
  const qc = useQueryClient();
  return (id: string) => {
    void qc.invalidateQueries({ queryKey: ['conversation', id] });
    void qc.invalidateQueries({ queryKey: ['conversations'] });
  };
}

/** Take over (the interviewer falls silent) or hand back (it goes on with the next open question). */
export function useHandler(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (to: 'takeover' | 'release') =>
      api<ConversationDetail>(`/api/conversations/${enc(id)}/${to}`, { method: 'POST' }),
    meta: { silent: true },
    onSuccess: () => refresh(id),
  });
}

/** The owner's reply to the visitor (it takes the conversation over if the interviewer had it). */
export function useReply(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (content: string) =>
      api<Message>(`/api/conversations/${enc(id)}/messages`, { method: 'POST', body: { content } }),
    meta: { silent: true },
    onSuccess: () => refresh(id),
  });
}

/** Opens a ticket linked to the conversation (its view shows the transcript). */
export function useOpenTicket(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<Ticket>(`/api/conversations/${enc(id)}/ticket`, { method: 'POST' }),
    meta: { silent: true },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['tickets'] });
      void qc.invalidateQueries({ queryKey: ['usage'] });
    },
  });
}
