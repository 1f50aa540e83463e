import { Msg } from '../../contract/errors';
import { LIVE_EVENTS } from '../../contract/live';
import type { Db } from '../db/open';
import { AppError } from '../http/errors';
import type { PageHost } from '../http/widget-cors';
import { assertActive, assertOrigin, type WidgetService } from '../widget/service';
import { type LiveClient, type LiveHub, toMessage } from './hub';
import * as store from './store';

/** The most messages one read lists (a conversation holds far fewer: the plans cap visitor messages at 100). */
const MAX_MESSAGES = 1000;

/** The visitor's side of the live conversation: read and stream with the conversation id and the domain check. */
export function createLiveService({ db, widget, hub }: { db: Db; widget: WidgetService; hub: LiveHub }) {
  /** The visitor's conversation, checked as POST /api/chat checks it (domain, account). */
  async function visible(conversationId: string, host: PageHost) {
    const c = await store.visitorConversation(db, conversationId);
    if (!c) throw new AppError(404, Msg.conversationNotFound);
    const f = await widget.published(c.formId, Msg.formNotFound);
    assertOrigin(f, host);
    assertActive(f);
    return c;
  }

  /** The seq after a message id of this conversation; 0 (from the start) for none or an unknown one. */
  async function cursorOf(conversationId: string, messageId: string | undefined | null) {
    if (!messageId) return null;
    return store.seqOf(db, conversationId, messageId);
  }

  return {
    /** GET /api/chat/:conversationId/messages: oldest first, after `after` when it names one of its messages. */
    async messages(conversationId: string, after: string | undefined, host: PageHost) {
      await visible(conversationId, host);
      const from = (await cursorOf(conversationId, after)) ?? 0;
      const rows = await store.messagesAfter(db, conversationId, from, MAX_MESSAGES);
      return { messages: rows.map(toMessage) };
    },

    /**
     * Opens a visitor's stream: from `Last-Event-ID` (a resume), else from `after`, else from now. The first
     * event says who leads the conversation; 429 over the limits (nothing is sent then).
     */
    async openVisitor(
      client: LiveClient,
      address: string,
      conversationId: string,
      cursor: { lastEventId: string | null; after?: string },
      host: PageHost,
    ) {
      const c = await visible(conversationId, host);
      const from =
        (await cursorOf(conversationId, cursor.lastEventId)) ??
        (await cursorOf(conversationId, cursor.after)) ??
        (await store.lastSeq(db, conversationId));
      const [pulse] = await store.pulses(db, [conversationId]);
      const handler = pulse?.handler ?? c.handler;
      const release = hub.addVisitor(client, address, conversationId, from, handler);
      client.send({
        event: LIVE_EVENTS.handler,
        data: {
          conversationId,
          handler,
          authorName: handler === 'HUMAN' ? (pulse?.ownerName ?? null) : null,
        },
        retry: 3000,
      });
      return release;
    },

    /** Opens an owner's stream of all their conversations; its first event says to refetch what is shown. */
    openOwner(client: LiveClient, address: string, userId: string) {
      const release = hub.addOwner(client, address, userId);
      client.send({ event: LIVE_EVENTS.ready, data: { at: new Date().toISOString() }, retry: 3000 });
      return release;
    },
  };
}

export type LiveService = ReturnType<typeof createLiveService>;
