/** The session cookie's name (CONTRACT), apart from auth.ts so checking for it does not load better-auth. */
export const SESSION_COOKIE = 'charla.session-token';
