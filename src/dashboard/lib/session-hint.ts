// Whether this browser has signed in (and not out) since: the session cookie itself is httpOnly. Signed-out
// pages ask GET /api/users/me only when it is set, so a visitor who never signed in sees no 401 in the console.
const KEY = 'charla.session';

export const sessionHint = {
  get(): boolean {
    try {
      return localStorage.getItem(KEY) === '1';
    } catch {
      return true; // no storage: ask the server, as before
    }
  },
  set(on: boolean) {
    try {
      if (on) localStorage.setItem(KEY, '1');
      else localStorage.removeItem(KEY);
    } catch {}
  },
};
