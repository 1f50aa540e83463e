const IDENTIFIER =
  /(?<![\p{L}\p{N}])#?((?:[\p{L}\p{N}]+[-/_.])*[\p{L}\p{N}]*\d[\p{L}\p{N}]*(?:[-/_.][\p{L}\p{N}]+)*)(?![\p{L}\p{N}])/gu;

// A group of capitals or digits written beside an identifier belongs to it ("4821 KLM", "AB 12345").
const GROUP_AFTER = /^ ([A-Z0-9]{2,4})(?![\p{L}\p{N}])/u;
const GROUP_BEFORE = /(?<![\p{L}\p{N}])([A-Z]{1,4}) $/u;
// "1Z 999 AA1 0123 4567 84": three groups or more of two to six capitals and digits, one space apart (two of them
// with digits), are one code as written ("UA 1523 I think" is no code of three groups).
const GROUPED_RUN = /(?<![\p{L}\p{N}])(?:[A-Z0-9]{2,6} ){2,}[A-Z0-9]{2,6}(?![\p{L}\p{N}])/gu;
const ID_LABELS = new Set(['ID', 'NO', 'NR', 'NUM', 'REF', 'DNI', 'NIF', 'NIE', 'CIF', 'ORDER', 'PO']);

/** Identifier-like tokens (with at least two digits), without a leading `#`, in order and deduplicated. */
export function identifiersIn(text: string): string[] {
  const seen = new Map<string, string>();
  const runs = [...text.matchAll(GROUPED_RUN)].filter(
    (r) => /[A-Z]/.test(r[0]) && r[0].split(' ').filter((g) => /\d/.test(g)).length >= 2,
  );
  for (const r of runs) {
    // "REF 12 AB 7": a label before the code is no part of it.
    const value = r[0].replace(/^(\S+) /, (all, first: string) => (ID_LABELS.has(first) ? '' : all));
    seen.set(value.toUpperCase(), value);
  }
  for (const m of text.matchAll(IDENTIFIER)) {
    if (runs.some((r) => m.index >= r.index && m.index < r.index + r[0].length)) continue;
    let token = m[1]!;
    const end = m.index + m[0].length;
    const after = GROUP_AFTER.exec(text.slice(end));
    if (after && /\d/.test(token)) token = `${token} ${after[1]}`;
    const before = GROUP_BEFORE.exec(text.slice(0, m.index));
    if (before && /^\d/.test(token) && !ID_LABELS.has(before[1]!)) token = `${before[1]} ${token}`;
    if ((token.match(/\d/g)?.length ?? 0) < 2) continue;
    const key = token.toUpperCase();
    if (!seen.has(key)) seen.set(key, token);
  }
  return [...seen.values()];
}
