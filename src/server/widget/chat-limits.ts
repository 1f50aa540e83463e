import type { FastifyRequest } from 'fastify';
import { Msg } from '../../contract/errors';
import { addressKey, type Limit, type Throttle } from '../http/throttle';

/** The chat's budgets per minute (settings CHAT_*_PER_MINUTE; docs/self-hosting.md lists them). */
export interface ChatLimits {
  /** Messages to one existing conversation, from any address. */
  perConversation: number;
  /** Requests that start a conversation (no conversationId), per client address. */
  newPerAddress: number;
  /** Every chat request from one address: the ceiling against floods across many conversations. */
  perAddress: number;
}

const MINUTE = 60_000;

// What newId('cnv') makes: anything else cannot name a conversation and counts as a start.
const CONVERSATION_ID = /^cnv_[0-9a-z]{20}$/;

/** The conversation a chat body continues, read before validation (the budget is taken before any work). */
export function continuedConversation(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const id = (body as { conversationId?: unknown }).conversationId;
  return typeof id === 'string' && CONVERSATION_ID.test(id) ? id : null;
}

/**
 * A preValidation hook: a message to an existing conversation spends that conversation's budget, anything
 * else spends its address's budget for new conversations; so visitors behind one address do not share one.
 */
export function chatConversationLimit(throttle: Throttle, limits: ChatLimits) {
  const perConversation: Limit = { name: 'chat-cnv', max: limits.perConversation, windowMs: MINUTE };
  const newPerAddress: Limit = { name: 'chat-new-ip', max: limits.newPerAddress, windowMs: MINUTE };
  return async (req: FastifyRequest) => {
    const conversationId = continuedConversation(req.body);
    const budget = conversationId
      ? { limit: perConversation, key: conversationId }
      : { limit: newPerAddress, key: addressKey(req.ip) };
    await throttle.take([budget], Msg.tooManyRequests);
  };
}
