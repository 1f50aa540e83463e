const IDENTIFIER =
  /(?<![\p{L}\p{N}])#?((?:[\p{L}\p{N}]+[-/_.])*[\p{L}\p{N}]*\d[\p{L}\p{N}]*(?:[-/_.][\p{L}\p{N}]+)*)(?![\p{L}\p{N}])/gu;

// A group of capitals or digits written beside an identifier belongs to it ("4821 KLM", "AB 12345").
const GROUP_AFTER = /^ ([A-Z0-9]{2,4})(?![\p{L}\p{N}])/u;
const GROUP_BEFORE = /(?<![\p{L}\p{N}])([A-Z]{1,4}) $/u;
const ID_LABELS = new Set(['ID', 'NO', 'NR', 'NUM', 'REF', 'DNI', 'NIF', 'NIE', 'CIF', 'ORDER', 'PO']);

/** Identifier-like tokens (with at least two digits), without a leading `#`, in order and deduplicated. */
export function identifiersIn(text: string): string[] {
  const seen = new Map<string, string>();
  for (const m of text.matchAll(IDENTIFIER)) {
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
