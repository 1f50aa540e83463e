import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from './client';
import type { ConversationPage } from './conversations';

// What every signed-in page needs of the live side (the navigation's count, the owner stream); the actions
// (take over, reply, tickets) are in ./live.ts, with the pages that use them.

// Whether the owner stream is open: polling is only its backup, slower while it is.
let streamOpen = false;

/** How often to read again something the owner stream also refreshes: `ms` without it, a minute with it. */
export const backupInterval = (ms: number) => (streamOpen ? 60_000 : ms);

/** The active conversations, those asking for a person first (GET /api/conversations?live=true). */
export const liveQuery = {
  queryKey: ['conversations', 'live'] as const,
  queryFn: () => api<ConversationPage>('/api/conversations', { query: { live: true, limit: 50 } }),
  // The owner stream refreshes it; polling only backs it up where the stream cannot stay open.
  refetchInterval: () => backupInterval(15_000),
};

export const useLiveConversations = () => useQuery(liveQuery);

/** How many active conversations wait for a person (the navigation's badge). */
export const useNeedsHumanCount = () =>
  useQuery({ ...liveQuery, select: (d) => d.conversations.filter((c) => c.needsHuman).length });

/** What the owner stream's events carry, as far as the dashboard reads them. */
interface OwnerEvent {
  id?: string;
  conversationId?: string;
  conversation?: { id?: string };
}

// Event names the owner stream may use; any of them refreshes what is on screen.
// `ready` opens every connection: what was missed while it was closed is read again.
const EVENTS = ['message', 'conversation', 'handler', 'ready'];

/**
 * Follows GET /api/conversations/stream while the dashboard is open: every event refreshes the live list
 * and the conversation it names. Where the stream cannot stay open, the live list's polling carries on.
 */
export function useOwnerStream() {
  const qc = useQueryClient();
  useEffect(() => {
    if (typeof EventSource !== 'function') return;
    let es: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let pending: ReturnType<typeof setTimeout> | undefined;
    // Several events in a burst make one refresh of the lists.
    const refresh = (id?: string) => {
      if (id) void qc.invalidateQueries({ queryKey: ['conversation', id] });
      clearTimeout(pending);
      pending = setTimeout(() => void qc.invalidateQueries({ queryKey: ['conversations'] }), 150);
    };
    const on = (e: Event) => {
      let data: OwnerEvent = {};
      try {
        data = JSON.parse((e as MessageEvent).data);
      } catch {}
      refresh(
        data.conversationId ?? data.conversation?.id ?? (e.type === 'conversation' ? data.id : undefined),
      );
    };
    const open = () => {
      es = new EventSource('/api/conversations/stream');
      for (const name of EVENTS) es.addEventListener(name, on);
      es.onopen = () => {
        streamOpen = true;
      };
      es.onerror = () => {
        streamOpen = false;
        // The browser retries by itself unless the answer was an error; then try again later.
        if (es?.readyState === EventSource.CLOSED) retry = setTimeout(open, 10_000);
      };
    };
    open();
    return () => {
      streamOpen = false;
      es?.close();
      clearTimeout(retry);
      clearTimeout(pending);
    };
  }, [qc]);
}
