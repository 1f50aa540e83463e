import { z } from 'zod';
import { ConversationHandler, ConversationListItem, Message } from './conversations';
import { TicketPriority } from './enums';

/** POST /api/conversations/:id/messages: the owner's reply (CONTRACT "A human in the conversation"). */
export const HumanMessageBody = z
  .object({ content: z.string().trim().min(1).max(5000) })
  .meta({ examples: [{ content: 'Hi, I am Ana from the team. How can I help?' }] });
export type HumanMessageBody = z.infer<typeof HumanMessageBody>;

/** POST /api/conversations/:id/ticket: both optional (default subject "<form name>: <contact>", MEDIUM). */
export const ConversationTicketBody = z
  .object({
    subject: z.string().trim().min(1).max(300).optional(),
    priority: TicketPriority.optional(),
  })
  .meta({ examples: [{ subject: 'Wants a call about the quote', priority: 'HIGH' }] });
export type ConversationTicketBody = z.infer<typeof ConversationTicketBody>;

/** The conversation id a visitor reads (GET /api/chat/:conversationId/messages and /stream). */
export const ChatConversationParams = z.object({ conversationId: z.string().min(1).max(100) });

/** `after`: a message id of this conversation; only later messages are listed (all when absent). */
export const ChatMessagesQuery = z.object({ after: z.string().min(1).max(100).optional() });

/** A conversation's messages as the visitor reads them, oldest first. */
export const ChatMessages = z.object({ messages: z.array(Message) });
export type ChatMessages = z.infer<typeof ChatMessages>;

/**
 * `event: handler` of the streams: who leads the conversation now. `authorName` is the owner's name while a
 * person has it (HUMAN), null when the interviewer has it back (BOT).
 */
export const HandlerEvent = z.object({
  conversationId: z.string(),
  handler: ConversationHandler,
  authorName: z.string().nullable(),
});
export type HandlerEvent = z.infer<typeof HandlerEvent>;

/** `event: message` of the owner's stream: a new message of one of the owner's conversations. */
export const OwnerMessageEvent = z.object({ conversationId: z.string(), message: Message });
export type OwnerMessageEvent = z.infer<typeof OwnerMessageEvent>;

/** `event: conversation` of the owner's stream: the conversation as the list shows it, after a change. */
export const OwnerConversationEvent = ConversationListItem;

/** The events of the streams, by name (the `event:` field). */
export const LIVE_EVENTS = {
  /** Visitor stream: a Message; owner stream: {conversationId, message}. `id:` is the message id. */
  message: 'message',
  /** Both streams: {conversationId, handler, authorName} when a person joins or leaves. */
  handler: 'handler',
  /** Owner stream: a conversation list item after any change (new, message, handler, needsHuman, status). */
  conversation: 'conversation',
  /** Owner stream, first event of every connection: refetch what is shown (the owner stream does not replay). */
  ready: 'ready',
} as const;
