/** Lower-cases a string and strips its accents (á → a, ñ → n) for tolerant comparisons. */
export function normalizeText(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** normalizeText that keeps every UTF-16 index in place, so matches on the result slice the original. */
export function foldKeepingIndexes(s: string): string {
  // Plain ASCII has no accents nor curly quotes, and lower-cases letter for letter.
  if (/^[\t\n\r -~]*$/.test(s)) return s.toLowerCase();
  let out = '';
  // Curly apostrophes and quotes fold to straight ones ("it’s" reads as "it's").
  for (const unit of s
    .replace(/[’‘ʼ]/g, "'")
    .replace(/[“”«»]/g, '"')
    .split('')) {
    const base = unit.normalize('NFD');
    const head = base.length > 1 && /^\p{M}+$/u.test(base.slice(1)) ? base[0]! : unit;
    const lower = head.toLowerCase();
    out += lower.length === 1 ? lower : unit;
  }
  return out;
}

/** A message folded to plain words: accents, case and punctuation dropped ("¡Prefiero NO decirlo!" → "prefiero no decirlo"). */
export const plainWords = (s: string) =>
  normalizeText(s)
    .replace(/[’']/g, ' ')
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The words of a normalised string: letters and digits only. */
export function wordsOf(normalized: string): string[] {
  return normalized.split(/[^\p{L}\p{N}@'+-]+/u).filter((w) => w.length > 0);
}

/** Whether `phrase` (normalised) occurs in `haystack` (normalised) as whole words. */
export function containsPhrase(haystack: string, phrase: string): boolean {
  if (!phrase) return false;
  let from = 0;
  for (;;) {
    const at = haystack.indexOf(phrase, from);
    if (at < 0) return false;
    const before = at === 0 ? '' : haystack[at - 1]!;
    const after = haystack[at + phrase.length] ?? '';
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return true;
    from = at + 1;
  }
}

/** Edit distance counting a swap of two neighbours as one edit ("grwoth" → "growth"), giving up past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, before[j - 2]! + 1);
      row.push(v);
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    before = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** A half-open character range of a message. */
export interface Span {
  start: number;
  end: number;
}

/** Whether a span overlaps any of the given ones. */
export function overlaps(span: Span, others: readonly Span[]): boolean {
  return others.some((o) => span.start < o.end && o.start < span.end);
}
