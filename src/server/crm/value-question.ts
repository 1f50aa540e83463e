/**
 * The question `automations.createDeal.valueQuestion` names: by key, else by text without case (forms saved
 * before keys named it by text).
 */
export function valueQuestionOf<Q extends { key: string; text: string }>(
  questions: readonly Q[],
  name: string,
): Q | undefined {
  const folded = name.trim().toLowerCase();
  return (
    questions.find((q) => q.key === name) ?? questions.find((q) => q.text.trim().toLowerCase() === folded)
  );
}
