/** Machine codes an error body may carry (CONTRACT: error body). */
export const ErrorCode = {
  RATE_LIMITED: 'RATE_LIMITED',
  CONVERSATION_LIMIT_REACHED: 'CONVERSATION_LIMIT_REACHED',
  MESSAGE_LIMIT_REACHED: 'MESSAGE_LIMIT_REACHED',
  SUBSCRIPTION_INACTIVE: 'SUBSCRIPTION_INACTIVE',
  FEATURE_NOT_AVAILABLE: 'FEATURE_NOT_AVAILABLE',
  PIPELINE_LIMIT_REACHED: 'PIPELINE_LIMIT_REACHED',
  STORAGE_LIMIT_REACHED: 'STORAGE_LIMIT_REACHED',
  DEAL_LIMIT_REACHED: 'DEAL_LIMIT_REACHED',
  FORM_LIMIT_REACHED: 'FORM_LIMIT_REACHED',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Messages of the interface's error table, word for word. */
export const Msg = {
  invalidData: 'Invalid data',
  invalidQuery: 'Invalid query',
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  notFound: 'Not found',
  internal: 'Internal server error',
  formNotFound: 'Form not found',
  conversationNotFound: 'Conversation not found',
  formLimit: (n: number) => `Plan limit reached: maximum ${n} forms`,
  accountInactive: 'Account inactive',
  crossSite: 'Cross-site request refused',
} as const;

/** The JSON body of every error answer. */
export interface ErrorBody {
  error: string;
  code?: string;
  details?: unknown[];
  requestId: string;
}
