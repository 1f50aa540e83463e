/**
 * Normalises an allowedDomains entry or a host: scheme, path, port and a trailing dot dropped,
 * lower-cased; a leading `*.` is kept. Returns null for something that cannot be a host name.
 */
export function normalizeDomain(input: string): string | null {
  let s = input.trim().toLowerCase();
  const wildcard = s.startsWith('*.');
  if (wildcard) s = s.slice(2);
  s = s.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  s = s.replace(/[/?#].*$/, '');
  s = s.replace(/^[^@]*@/, '');
  if (s.startsWith('[')) {
    const end = s.indexOf(']');
    s = end > 0 ? s.slice(0, end + 1) : s;
  } else {
    s = s.replace(/:\d*$/, '');
  }
  s = s.replace(/\.+$/, '');
  if (
    !s ||
    s.length > 253 ||
    !/^(\[[0-9a-f:.]+\]|[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)*)$/.test(s)
  )
    return null;
  return wildcard ? `*.${s}` : s;
}

/**
 * Whether a request host may use a form: an empty list allows every host; `example.com` allows it and
 * its subdomains; `*.example.com` allows subdomains only.
 */
export function isHostAllowed(allowedDomains: readonly string[], host: string | null): boolean {
  if (allowedDomains.length === 0) return true;
  if (!host) return false;
  const h = normalizeDomain(host);
  if (!h || h.startsWith('*.')) return false;
  return allowedDomains.some((raw) => {
    const entry = normalizeDomain(raw);
    if (!entry) return false;
    if (entry.startsWith('*.')) return h.endsWith(`.${entry.slice(2)}`);
    return h === entry || h.endsWith(`.${entry}`);
  });
}
