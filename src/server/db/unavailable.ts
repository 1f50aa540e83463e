/** Thrown instead of queuing a query while the database is known to be unreachable (or not migrated yet). */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';
  constructor(message = 'The database is unavailable') {
    super(message);
  }
}

// SQLSTATE classes and codes that say "the server cannot serve us now", not "the query is wrong".
const UNAVAILABLE_SQLSTATES = new Set([
  '53300', // too_many_connections
  '57014', // query_canceled (statement_timeout)
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '57P05', // idle_session_timeout
  '25P03', // idle_in_transaction_session_timeout
  '55P03', // lock_not_available (lock_timeout)
]);

const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'ECONNABORTED',
]);

const DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error',
  'Connection ended',
  'connection timeout',
  'Cannot use a pool after calling end',
];

function isUnavailableOne(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  if (err instanceof DatabaseUnavailableError) return true;
  const e = err as { code?: unknown; message?: unknown };
  if (typeof e.code === 'string') {
    if (SOCKET_CODES.has(e.code) || UNAVAILABLE_SQLSTATES.has(e.code) || e.code.startsWith('08')) return true;
  }
  const message = typeof e.message === 'string' ? e.message : '';
  return DRIVER_MESSAGES.some((m) => message.includes(m));
}

/**
 * True when an error (or any error in its `cause` chain, e.g. Drizzle's DrizzleQueryError wrapping the
 * driver's) means the database could not be reached or answer in time: the request answers 503.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; current && depth < 8; depth++) {
    if (isUnavailableOne(current)) return true;
    const errors = (current as { errors?: unknown }).errors; // AggregateError from a multi-address connect
    if (Array.isArray(errors) && errors.some(isUnavailableOne)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
