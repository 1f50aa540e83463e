type Attr = string | number | boolean | null | undefined | EventListener;

/**
 * Creates an element. `text` sets textContent (visitor and assistant text is never parsed as HTML),
 * `on*` adds a listener, `true` sets an empty attribute, `false`/null/undefined skip it.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, Attr> = {},
  ...children: (Node | null | undefined | false)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const k in attrs) {
    const v = attrs[k];
    if (v == null || v === false) continue;
    if (typeof v === 'function') el.addEventListener(k.slice(2), v);
    else if (k === 'text') el.textContent = String(v);
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children) if (c) el.append(c);
  return el;
}

/** A 24×24 icon from one SVG path, hidden from screen readers (its button carries the label). */
export function icon(d: string): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  const path = document.createElementNS(ns, 'path');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  path.setAttribute('d', d);
  svg.append(path);
  return svg;
}

/** Tells the host page: a bubbling event on document, so window listeners hear it too. */
export function emit(name: string, detail: Record<string, unknown>) {
  document.dispatchEvent(new CustomEvent(`charla:${name}`, { detail, bubbles: true }));
}

/** sessionStorage that never throws (it is unavailable in some sandboxed or private contexts). */
export const session = {
  get<T>(key: string): T | null {
    try {
      return JSON.parse(sessionStorage.getItem(key) ?? 'null') as T | null;
    } catch {
      return null;
    }
  },
  set(key: string, value: unknown) {
    try {
      if (value == null) sessionStorage.removeItem(key);
      else sessionStorage.setItem(key, JSON.stringify(value));
    } catch {}
  },
};
