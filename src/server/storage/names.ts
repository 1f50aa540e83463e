const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

/** Throws for a key that could escape its directory or its bucket prefix. */
export function assertKey(key: string) {
  if (!KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
}

/** `attachment; filename="ascii"; filename*=UTF-8''…` for a file name given by a visitor. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
