import { type SQL, sql } from 'drizzle-orm';

/** A LIKE pattern matching `text` anywhere, its own `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `folded` (one of migration 0009's indexed expressions, already folded) contains `text` folded the same
 * way: case and accents do not matter ("ibanez" finds "Ibáñez"), and the owner's trigram index answers it.
 */
export function foldedContains(folded: SQL, text: string): SQL {
  return sql`${folded} like charla_fold(${containsPattern(text)})`;
}
