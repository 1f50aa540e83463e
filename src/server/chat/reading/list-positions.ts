/** Places in a list said with figures or ordinals, which no date reader must take. */

/** "the 2nd one", "the 3rd option", "option 2", "la opción 3": an ordinal or figure that is a place in a list. */
const POSITION_AFTER =
  /^\s*(?:one|ones|option|options|choice|on the list|in the list|opci[oó]n|de la lista)\b/iu;
const POSITION_BEFORE = /\b(?:option|choice|number|no\.|opci[oó]n|n[uú]mero)\s*#?\s*$/iu;

/** Whether a date read at `span` is a place in a list instead ("the 2nd one" answers a select, not a date). */
export function isListPosition(text: string, span: { start: number; end: number }): boolean {
  return (
    POSITION_AFTER.test(text.slice(span.end, span.end + 16)) ||
    POSITION_BEFORE.test(text.slice(Math.max(0, span.start - 12), span.start))
  );
}
