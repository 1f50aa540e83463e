import type { Question } from '../../../contract/forms';
import type { Fragment } from '../reading/message';
import { questionWords } from '../reading/naming';
import { plainWords as plain } from '../reading/text';
import type { AgendaContext } from './agenda';
import { stemOf, unspelled } from './restated';

/**
 * A yes or a no said on the side to a yes/no question that is not being asked, in a fragment of its own that
 * names what the question is about, while the message answers something else:
 * - a bare yes or no right before a fragment naming the question's topic ("the 4th of May I mean. and no, never
 *   had a test" → "Have you had a hearing test before?": no);
 * - the topic followed by "sí"/"no"/"yes" ("así que transporte sí nos haría falta" → "¿Necesitáis transporte?");
 * - "it's my first time" / "es la primera vez que voy" to a question about a first time (yes) or about before (no);
 * - the writer (or their group) having ever done it, to a question about before ("none of us has ever climbed"
 *   → "Have you climbed before?": no; "ya he escalado antes": yes).
 * Never the message's opening word (it may answer what was asked), never beside a hedge or a question, never
 * when the asked question is a yes/no itself, and only words no other open question shares.
 */
export function sidewaysYesNo(ctx: AgendaContext, q: Question): boolean {
  if (ctx.asked?.type === 'yesno') return false;
  const topic = topicStems(ctx, q);
  const frags = ctx.msg.fragments;
  // Of two questions about a first time or before, "it's my first time" answers neither.
  const firstOnly =
    ctx.open.filter((x) => x.type === 'yesno' && FIRST_OR_BEFORE.test(plain(x.text))).length === 1;
  // Every fragment that says something must agree ("and yes, I never had a test" says both: nothing).
  const said: [boolean, Fragment][] = [];
  for (const [i, f] of frags.entries()) {
    if (!usable(ctx, f)) continue;
    const first = firstOnly ? firstTime(plain(f.text), plain(q.text)) : null;
    const v = first ?? (topic.length > 0 ? (topicSaid(f, topic) ?? everSaid(f, q, topic)) : null);
    const bare = i > 0 && topic.length > 0 ? bareBeforeTopic(ctx, f, frags[i + 1], topic) : null;
    if (v !== null) said.push([v, f]);
    // "and yes, no parking": a bare yes before a fragment that denies says both.
    if (bare === 'both') said.push([true, f], [false, f]);
    else if (v === null && bare !== null) said.push([bare, f]);
  }
  if (said.length === 0) return false;
  if (said.some(([v]) => v !== said[0]![0])) return true;
  ctx.take(q, said[0]![0], said[0]![1]);
  return true;
}

// The words of a question that say how it asks, not what about ("need", "have", "before", "necesitáis").
const FRAME =
  /^(?:need|needs|have|having|want|wants|would|will|like|require|before|ever|already|still|currently|neces\p{L}*|requier\p{L}*|quier\p{L}*|quer\p{L}*|tien\p{L}*|tene\p{L}*|antes|alguna|todavia|ahora|usted|vuestro|vuestra|your|yours|been|here|there|done|made|this|that)$/u;

/** The stems of what a question is about that no other open question (nor an option of one) shares. */
function topicStems(ctx: AgendaContext, q: Question): string[] {
  const theirs = new Set(
    ctx.open
      .filter((x) => x !== q)
      .flatMap((x) => [x.text, ...(x.options ?? [])])
      .flatMap((t) => questionWords(t).map(stemOf)),
  );
  return [
    ...new Set(
      questionWords(q.text)
        .filter((w) => !FRAME.test(w))
        .map(stemOf),
    ),
  ].filter((s) => !theirs.has(s));
}

const HEDGE =
  /(?:^|\s)(?:maybe|perhaps|might|not sure|probably|i think|i guess|depends|if|quizas?|igual|a lo mejor|depende|creo|supongo|probablemente|tal vez|no se|no sabemos|ni idea|no idea|no lo tengo claro|no lo tenemos claro|not decided|undecided)(?=\s|$)/u;
const NEGATION =
  /(?:^|\s)(?:no|not|don t|dont|doesn t|won t|wont|never|without|nope|sin|nunca|ni|tampoco|haven t|hasn t|didn t)(?=\s|$)/u;

function usable(ctx: AgendaContext, f: Fragment): boolean {
  return (
    ctx.free(f) &&
    !f.text.includes('?') &&
    !ctx.msg.asks.asks.some((a) => a.start < f.end && f.start < a.end) &&
    !HEDGE.test(plain(f.text))
  );
}

const names = (said: string, topic: string[]) =>
  said.split(' ').some((w) => topic.some((s) => unspelled(w).startsWith(s)));

/** "transporte sí nos haría falta", "parking no", "transport yes please": the topic, then a yes or a no. */
function topicSaid(f: Fragment, topic: string[]): boolean | null {
  const words = plain(f.text).split(' ');
  const raw = f.text.toLowerCase();
  for (const [i, w] of words.entries()) {
    if (!topic.some((s) => unspelled(w).startsWith(s))) continue;
    const next = words[i + 1];
    const after = words.slice(i + 2).join(' ');
    // "si" unaccented before more words is "if" ("transporte si hace falta").
    if (next === 'yes' || (next === 'si' && (/(?:^|[^\p{L}])sí(?!\p{L})/u.test(raw) || after === '')))
      return true;
    if (next === 'no' && !/^(?:problem|worries|pasa|hay problema|te preocupes)\b/u.test(after)) return false;
  }
  return null;
}

const BARE_YES = /^(?:and |y |also |tambien )?(?:yes|yeah|yep|si|sí|of course|claro)$/u;
const BARE_NO = /^(?:and |y |also |tambien )?(?:no|nope|nah|never|nunca)$/u;

/** "… and no, never had a test": a bare yes or no, then a fragment naming the topic that agrees with it. */
function bareBeforeTopic(
  ctx: AgendaContext,
  f: Fragment,
  next: Fragment | undefined,
  topic: string[],
): boolean | 'both' | null {
  if (!next || !usable(ctx, next)) return null;
  const bare = plain(f.text);
  const value = BARE_YES.test(bare) ? true : BARE_NO.test(bare) ? false : null;
  const said = plain(next.text);
  if (value === null || !names(said, topic)) return null;
  return value && NEGATION.test(said) ? 'both' : value;
}

const FIRST_TIME =
  /^(?:(?:and|y|also|tambien|ademas)\s+)?(?:(?:it s|it is|it ll be|it will be|this is|this will be|es|sera|seria|esta es)\s+)?(?:(?:the|my|our|la|mi|nuestra|su)\s+)?(?:first time|primera vez)\b/u;
const PAST = /\b(?:was|were|went|came|did|had|fui|fue|vine|vino|estuve|estuvo|hice|hizo)\b/u;

const FIRST_OR_BEFORE =
  /\b(?:first|primer|primera|primero|before|ever|previously|antes|alguna vez|previamente|anteriormente)\b/u;

/** "it's my first time" to "Is it your first visit?" (yes) or "Have you been before?" (no). */
function firstTime(said: string, question: string): boolean | null {
  if (!FIRST_TIME.test(said) || PAST.test(said)) return null;
  if (/\b(?:first|primer|primera|primero)\b/u.test(question)) return true;
  if (/\b(?:before|ever|previously|antes|alguna vez|previamente|anteriormente)\b/u.test(question))
    return false;
  return null;
}

const EVER_ASKED = /\b(?:before|ever|previously|antes|alguna vez|previamente|anteriormente)\b/u;
const EVER_SAID = /\b(?:ever|never|before|nunca|jamas|antes|alguna vez)\b/u;
// Said by the writer or their group, not by someone else ("my sister has climbed before").
const WRITER =
  /^(?:(?:and|y|so|but|pero|asi que|pues)\s+)?(?:i|i ve|i have|i m|we|we ve|we have|we re|none of us|neither of us|nobody|no one|never|nunca|jamas|ya|yo|nosotros|nosotras|ninguno|ninguna|nadie|he|hemos|no)\b/u;
const NONE = /(?:^|\s)(?:none|nobody|no one|neither|ninguno|ninguna|nadie|jamas)(?=\s|$)/u;

/** "none of us has ever climbed" to "Have you climbed before?": the writer's having done it before, or never. */
function everSaid(f: Fragment, q: Question, topic: string[]): boolean | null {
  const said = plain(f.text);
  if (!EVER_ASKED.test(plain(q.text)) || !EVER_SAID.test(said) || !WRITER.test(said) || !names(said, topic))
    return null;
  return !(NEGATION.test(said) || NONE.test(said));
}
