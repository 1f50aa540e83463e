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
  BOT_CHECK_FAILED: 'BOT_CHECK_FAILED',
  SETUP_CLOSED: 'SETUP_CLOSED',
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
  serviceUnavailable: 'Service unavailable',
  formNotFound: 'Form not found',
  conversationNotFound: 'Conversation not found',
  formLimit: (n: number) => `Plan limit reached: maximum ${n} forms`,
  accountInactive: 'Account inactive',
  formWithIdNotFound: (id: string) => `Form with id ${id} not found`,
  domainNotAllowed: 'Domain not allowed',
  classicNoChat: 'Classic forms do not support chat',
  onlyClassic: 'This endpoint is only for classic forms',
  missingRequired: (question: string) => `Missing required field: ${question}`,
  tooManyRequests: 'Too many requests',
  tooManySubmissions: 'Too many submissions',
  tooManyUploads: 'Too many uploads',
  tooManyAttempts: 'Too many attempts, try again later',
  botCheckFailed: 'Bot check failed',
  unknownFileQuestion: 'Unknown file question',
  fileTypeNotAllowed: 'File type not allowed for this question',
  fileTooLarge: (mb: number) => `File too large (max ${mb}MB)`,
  uploadsUnavailable: 'File uploads are not available',
  uploadsNotOnPlan: 'File uploads are not available on this plan',
  storageLimit: (mb: number) => `Plan limit reached: maximum ${mb} storage MB`,
  uploadNotFound: (id: string) => `Upload with id ${id} not found`,
  invalidFile: (question: string) => `Invalid file for question: ${question}`,
  capacityReached: 'Capacity reached',
  messageLimit: 'Message limit',
  crossSite: 'Cross-site request refused',
  webhooksNotAvailable: 'Webhooks are not available on this plan',
  noWebhook: 'No webhook configured for this form',
  webhookDeliveryFailed: 'Webhook delivery failed',
  deliveryNotFound: 'Delivery not found',
  signupClosed: 'Sign-up is closed',
  setupClosed:
    'The setup window has closed: create the first account with the setup link printed at start, or with "charla user create"',
  publishNeedsUploadsPlan:
    'Cannot publish: a required file question needs file uploads, which are not available on this plan',
  publishNeedsUploadsInstance:
    'Cannot publish: a required file question needs file uploads, which are not available on this instance',
  invalidRedirect: "Invalid redirectTo: it must be an address on this instance's PUBLIC_URL",
  emailTaken: 'A user with this e-mail already exists',
} as const;

/** The JSON body of every error answer. */
export interface ErrorBody {
  error: string;
  code?: string;
  details?: unknown[];
  requestId: string;
}
