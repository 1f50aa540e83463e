import type { Question } from '../../../contract/forms';
import { meaningsIn, optionByDescription } from '../reading/lexicon';
import type { MessageReading } from '../reading/message';
import { namesQuestion } from '../reading/naming';
import { optionDoubted } from '../reading/option-doubts';
import { optionByKind } from '../reading/option-kind-of';
import { negatedClauses, optionsTouched } from '../reading/option-scores';
import { optionByOwnerText } from '../reading/option-texts';
import { matchOption, namedOption } from '../reading/options';
import { normalizeText, overlaps, type Span, wordsOf } from '../reading/text';
import type { Value } from './agenda';
import { dateSaidBefore } from './look-back-dates';
import { figureSaidBefore } from './look-back-figures';
import { statedYesNo } from './look-back-yes-no';

// Readings a question about to be asked takes from what the visitor wrote before it, besides the agenda's own
// readings for a question not being asked (which look-back.ts runs first). Each is one clear reading or none.

/** An earlier message as read again: the reading, and the parts answers already used. */
export interface KeptMessage {
  msg: MessageReading;
  used: Span[];
}

/** One value found in an earlier message, with the words it came from. */
export interface Found {
  value: Value;
  span?: Span;
}

/** The owner's texts an option may be described by: the question's help, the form's knowledge and description. */
export type OwnerTexts = (string | null | undefined)[];

/** What a question about to be asked reads in an earlier message beyond the agenda: an option described, a figure tied. */
export function lookBackReadings(
  q: Question,
  k: KeptMessage,
  questions: Question[],
  owner: OwnerTexts,
): Found[] {
  if (q.type === 'number') return figureSaidBefore(q, k, questions);
  if (q.type === 'date') return dateSaidBefore(q, k, questions);
  if (q.type === 'yesno') return statedYesNo(q, k);
  return q.type === 'select' ? describedOptions(q, k, questions, owner) : [];
}

/**
 * "my cat needs a check-up" → Cat for "What kind of animal?": an option named, described by the lexicon, or by
 * what the owner wrote about it, in a fragment of its own; never one ruled out ("not the cat"), never one the
 * full reading of the fragment contradicts, never one another select of the form could take from the same words
 * (two selects offering "Airport": the words must name this question).
 */
function describedOptions(q: Question, k: KeptMessage, questions: Question[], owner: OwnerTexts): Found[] {
  const options = q.options ?? [];
  const others = questions.filter((o) => o !== q && (o.type === 'select' || o.type === 'multiselect'));
  const out: Found[] = [];
  for (const f of k.msg.fragments) {
    // A fragment another question took in part (a name, a reason) may still describe this one's option.
    if (overlaps(f, k.msg.asks.asks) || !/\p{L}{3,}/u.test(f.text)) continue;
    const value = clearOption(options, f.text, [q.help, ...owner]);
    // The message's words about the option must account for it (not a name, not someone else's, not what was).
    if (!value || optionDoubted(options, value, k.msg.text, q.text)) continue;
    const rival = others.some((o) => {
      const theirs = clearOption(o.options ?? [], f.text, [o.help, ...owner]);
      return theirs !== null && related(value, theirs) && !namesQuestion(f.text, q.text, [o.text]);
    });
    if (!rival) out.push({ value });
  }
  return out;
}

/** The one option a fragment names or describes, when every reading that says something agrees. */
export function clearOption(options: readonly string[], text: string, owner: OwnerTexts): string | null {
  if (options.length < 2) return null;
  const named = namedOption(options, text);
  const described = optionByDescription(options, text);
  const byOwner = optionByOwnerText(options, text, owner);
  const byKind = optionByKind(options, text);
  const said = new Set([named, described, byOwner, byKind].filter((x): x is string => x !== null));
  if (said.size !== 1) return null;
  const value = [...said][0]!;
  if (negatedClauses(text).negated.some((c) => optionsTouched(options, c).includes(value))) return null;
  // The fragment read as an answer must not pick another option, nor (read by the lexicon alone) none.
  const matched = matchOption(options, text);
  if (matched !== null && matched !== value) return null;
  if (matched === null && named === null && byOwner === null) return null;
  return value;
}

/**
 * "I land at the airport" while "Pick-up location" and "Drop-off location" both offer Airport: an option another
 * select of the form offers too (by name, a word or a meaning) is this question's only when a fragment that says
 * it names this question.
 */
export function siblingSafe(q: Question, value: string, k: KeptMessage, questions: Question[]): boolean {
  const rivals = questions.filter(
    (o) =>
      o !== q &&
      (o.type === 'select' || o.type === 'multiselect') &&
      (o.options ?? []).some((x) => related(value, x)),
  );
  if (rivals.length === 0) return true;
  const said = (t: string) =>
    namedOption(q.options ?? [], t) === value || clearOption(q.options ?? [], t, []) === value;
  return k.msg.fragments.some(
    (f) =>
      said(f.text) &&
      namesQuestion(
        f.text,
        q.text,
        rivals.map((o) => o.text),
      ),
  );
}

/** "Yes", "No", "Other": options whose meaning depends on the question they answer, never read from other words. */
export const isGeneric = (option: string) =>
  /^(?:yes|no|si|ok|otro|otra|otros|other|none|ninguno|ninguna|nada|all|todo|todos|not sure|no se)$/.test(
    normalizeText(option).trim(),
  );

/** Two options that share a word or a meaning ("Airport" and "Airport terminal"). */
function related(a: string, b: string): boolean {
  const wa = wordsOf(normalizeText(a)).filter((w) => w.length >= 4);
  const wb = new Set(wordsOf(normalizeText(b)).filter((w) => w.length >= 4));
  if (normalizeText(a) === normalizeText(b) || wa.some((w) => wb.has(w))) return true;
  const ma = meaningsIn(a);
  return [...meaningsIn(b).keys()].some((m) => ma.has(m));
}
