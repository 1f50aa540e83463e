import type { Question } from '../../../contract/forms';
import { isOnlyLabels } from '../reading/cues';
import { meaningsIn } from '../reading/lexicon';
import type { Fragment } from '../reading/message';
import { textKind } from '../reading/names';
import { namesQuestion } from '../reading/naming';
import { optionDoubted } from '../reading/option-doubts';
import { noneAbout, optionRange, yesNoAbout } from '../reading/option-kinds';
import { optionsTogether } from '../reading/option-together';
import { FILLER, mentionedOption, namedOption, optionAtPosition, standaloneOption } from '../reading/options';
import { sameStem } from '../reading/stems';
import { containsPhrase, foldKeepingIndexes, normalizeText } from '../reading/text';
import { sameFamily } from '../reading/word-families';
import type { AgendaContext } from './agenda';

const GENERIC_OPTIONS = /^(?:yes|no|si|ok|otro|otra|other|none|ninguno|ninguna|all|todo|todos)$/;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An option whose own name holds a break ("Corte y color"), found whole. */
function optionWithBreak(ctx: AgendaContext, q: Question): boolean {
  const folded = foldKeepingIndexes(ctx.msg.text);
  for (const option of (q.options ?? []).filter((o) => /\s(?:y|e|and|&|plus)\s|[,;]/iu.test(o))) {
    const name = normalizeText(option).trim();
    const at = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'u').exec(folded);
    const span = at ? { start: at.index, end: at.index + at[0].length } : null;
    if (span && ctx.free(span)) {
      ctx.take(q, option, span);
      return true;
    }
  }
  return false;
}

/** "B1", "A2", "4K": a short option made of letters and figures, distinctive wherever it is said. */
const CODE = /^(?=.*\p{L})(?=.*\d)[\p{L}\d]{2,3}$/u;

/**
 * "tiene 9 años y empieza de cero": the clauses of a fragment another question used in part (its age), each
 * with its own span, so the one left may still describe an option.
 */
function clausesOf(f: Fragment): Fragment[] {
  const out: Fragment[] = [];
  let from = 0;
  for (const m of f.text.matchAll(/\s(?:y|e|and|but|pero|plus)\s/giu)) {
    out.push({ start: f.start + from, end: f.start + m.index, text: f.text.slice(from, m.index) });
    from = m.index + m[0].length;
  }
  if (out.length === 0) return [];
  out.push({ start: f.start + from, end: f.end, text: f.text.slice(from) });
  return out;
}

/**
 * An option a fragment describes, for a select not being asked; never "None"/"Other" and the like, which
 * words for nothing said about another question ("ninguna, gracias") would take.
 */
function describedAhead(options: readonly string[], text: string): string | null {
  const value = mentionedOption(options, text);
  return value && !GENERIC_OPTIONS.test(normalizeText(value).trim()) ? value : null;
}

/** The other select questions open besides `q` (an option's meaning could then be either's). */
const otherSelects = (ctx: AgendaContext, q: Question) =>
  ctx.open.filter((o) => o !== q && (o.type === 'select' || o.type === 'multiselect'));

/**
 * The option of `q` a fragment describes, with other selects open: "empiezo de cero" → A1 beside "¿Horario?"
 * (Mañana, Tarde), since nothing in it names or means an option of theirs; "por la tarde" with two questions
 * offering Tarde picks neither.
 */
function describedHere(ctx: AgendaContext, q: Question, text: string): string | null {
  const value = describedAhead(q.options ?? [], text);
  const others = otherSelects(ctx, q);
  if (!value || others.length === 0) return value;
  // "tengo el A1 y el A2": another option named in the message leaves the description undecided.
  const named = (o: string) =>
    o !== value && o.trim().length >= 2 && containsPhrase(ctx.msg.folded, normalizeText(o));
  if ((q.options ?? []).some(named)) return null;
  const meant = meaningsIn(text);
  const touches = (o: Question) =>
    mentionedOption(o.options ?? [], text) !== null ||
    (o.options ?? []).some((x) => [...meaningsIn(x).keys()].some((m) => meant.has(m)));
  return others.some(touches) ? null : value;
}

/** What a fragment says for `q`: the option itself, a yes or no about it, "none of us has it", a description. */
function fragmentOption(ctx: AgendaContext, q: Question, text: string): string | null {
  const options = q.options ?? [];
  return (
    standaloneOption(options, text) ??
    yesNoAbout(options, q.text, text) ??
    noneAbout(options, q.text, text) ??
    describedHere(ctx, q, text)
  );
}

/**
 * A select question that is not being asked takes an option only when a fragment is that option ("…, Pro
 * plan"), a yes or no about its subject ("no demo, thanks"), or the option named in full inside a sentence.
 */
export function optionFragment(ctx: AgendaContext, q: Question): void {
  const { msg, asked } = ctx;
  const open = (f: Fragment) => ctx.free(f) && /[\p{L}\p{N}]/u.test(f.text) && !isOnlyLabels(f.text);
  // Never take the only words the asked question could use.
  const mustLeaveSome = !ctx.askedDone && (asked?.type === 'text' || asked?.type === 'select');
  if (optionWithBreak(ctx, q) || rangeByLabel(ctx, q) || shortByLabel(ctx, q)) return;
  // "I'm selling it myself, without an agent": an option the message rules out or names as someone else's.
  const doubted = (value: string) => optionDoubted(q.options ?? [], value, msg.text, q.text);
  // "is the premium plan required for that?": an option inside a question to us is asked about, not chosen.
  const inAsk = (x: { start: number; end: number; text?: string }) => {
    const start = x.start + (x.text ? x.text.length - x.text.trimStart().length : 0);
    const end = x.end - (x.text ? x.text.length - x.text.trimEnd().length : 0);
    return msg.asks.asks.some((a) => a.start <= start && a.end >= end);
  };
  // "mostly koi but a couple of goldfish": two options said together are the union option, or nothing.
  const together = msg.asks.asks.length > 0 ? null : optionsTogether(q.options ?? [], msg.text, q.text);
  if (together) {
    if (together.value) ctx.take(q, together.value);
    return;
  }
  for (const whole of msg.fragments.flatMap((x) => (ctx.free(x) ? [x] : clausesOf(x)))) {
    if (!open(whole) || inAsk(whole)) continue;
    // "empiezo de cero y solo puedo por las tardes": a clause of its own answers, and leaves the rest to others.
    const found = [whole, ...(ctx.free(whole) ? clausesOf(whole) : [])]
      .map((f) => ({ f, value: fragmentOption(ctx, q, f.text) }))
      .filter((x) => x.value !== null);
    if (found.length === 0) continue;
    const value = found[0]!.value!;
    const clause = found.slice(1).filter((x) => x.value === value);
    const f = clause.length === 1 ? clause[0]!.f : found[0]!.f;
    if (found[0]!.f !== whole && found.some((x) => x.value !== value)) continue;
    if (mustLeaveSome && msg.fragments.filter(open).length < 2) break;
    if (doubted(value)) return;
    ctx.take(q, value, f);
    return;
  }
  // An option named in full inside a longer sentence ("we'd like the Premium plan, …").
  const nameAsked = asked?.type === 'text' && textKind(asked.text) === 'name';
  if (asked?.type === 'select' || (mustLeaveSome && !nameAsked)) return;
  const options = (q.options ?? []).filter(
    (o) => (o.trim().length >= 4 || CODE.test(o.trim())) && !GENERIC_OPTIONS.test(normalizeText(o).trim()),
  );
  const value = namedOption(options, msg.text);
  const at = value ? msg.folded.indexOf(normalizeText(value)) : -1;
  const span = { start: at, end: at + (value?.length ?? 0) };
  if (value && at >= 0 && ctx.free(span)) {
    if (!doubted(value) && !inAsk(span)) ctx.take(q, value, span);
  } else if (!value) {
    const word = distinctiveWord(options, msg.folded);
    if (word && ctx.free(word) && !doubted(word.option) && !inAsk(word)) ctx.take(q, word.option, word);
  }
}

/**
 * "we're a team of about 35" → "11-50" for "How big is your team?": options that are ranges of figures take the
 * one figure of a fragment that names the question (its own words, no other open question's).
 */
function rangeByLabel(ctx: AgendaContext, q: Question): boolean {
  const options = q.options ?? [];
  const ranges = options.map(optionRange);
  if (ranges.filter(Boolean).length < 2) return false;
  const others = ctx.open.filter((x) => x !== q).map((x) => x.text);
  for (const f of ctx.msg.fragments) {
    if (!ctx.free(f) || !namesQuestion(f.text, q.text, others)) continue;
    const figures = ctx.msg.numbers.filter((n) => n.start >= f.start && n.end <= f.end && ctx.free(n));
    if (figures.length !== 1 || figures[0]!.alt !== undefined) continue;
    const v = figures[0]!.value;
    const hits = options.filter((_, i) => ranges[i] && v >= ranges[i]![0] && v <= ranges[i]![1]);
    if (hits.length !== 1) continue;
    ctx.take(q, hits[0]!, figures[0]!);
    return true;
  }
  return false;
}

/**
 * "size L", "talla M": an option too short to be read alone ahead of its question (one or two characters) is
 * taken when a short fragment says it beside a word of the question's own and nothing else but filler.
 */
export function labelledShortOption(
  options: readonly string[],
  question: string,
  others: readonly string[],
  fragment: string,
): string | null {
  const words = normalizeText(fragment)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && !FILLER.has(w));
  if (words.length < 2 || words.length > 4) return null;
  const label = words.filter((w) => namesQuestion(w, question, others));
  if (label.length === 0) return null;
  const rest = words.filter((w) => !label.includes(w));
  if (rest.length !== 1) return null;
  const hits = options.filter((o) => {
    const n = normalizeText(o).trim();
    return n.length <= 2 && !GENERIC_OPTIONS.test(n) && n === rest[0];
  });
  return hits.length === 1 ? hits[0]! : null;
}

function shortByLabel(ctx: AgendaContext, q: Question): boolean {
  const others = ctx.open.filter((x) => x !== q).map((x) => x.text);
  for (const f of ctx.msg.fragments) {
    if (!ctx.free(f)) continue;
    const value = labelledShortOption(q.options ?? [], q.text, others, f.text);
    if (!value || optionDoubted(q.options ?? [], value, ctx.msg.text, q.text)) continue;
    ctx.take(q, value, f);
    return true;
  }
  return false;
}

/**
 * "queremos un despacho para nosotros solos" → "Despacho privado", "necesito una furgo" → "Furgoneta": a word
 * (or the start of one, four letters or more) that only one option has, when the message names no other.
 */
function distinctiveWord(options: string[], folded: string) {
  const own = options.map((o) =>
    normalizeText(o)
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length >= 4),
  );
  const shared = (w: string) => own.filter((ws) => ws.some((x) => sameStem(x, w))).length > 1;
  const hits: { option: string; start: number; end: number }[] = [];
  for (const m of folded.matchAll(/\p{L}{4,}/gu)) {
    const said = m[0];
    own.forEach((ws, i) => {
      if (
        ws.some(
          (w) =>
            !shared(w) &&
            (w === said ||
              (w.length >= 5 && w.startsWith(said) && said.length >= w.length / 2) ||
              // Another form of an option's only word ("cenar" → "Cena", "reparar" → "Reparación"), or a
              // word of its family ("realista" → "Realismo").
              (ws.length === 1 && (sameStem(w, said) || sameFamily(w, said)))),
        )
      )
        hits.push({ option: options[i]!, start: m.index, end: m.index + said.length });
    });
  }
  const found = new Set(hits.map((h) => h.option));
  return found.size === 1 ? hits[0]! : null;
}

/**
 * The option a correction changes a select to: one named or described among the options other than the stored
 * one ("change that colour one to blackwork" when Colour is stored), or a word only one of them has ("no, es
 * el A6" → "Flyers A6"). Null when none or several.
 */
export function correctedOption(options: readonly string[], stored: unknown, text: string): string | null {
  const rest = options.filter((o) => o !== stored);
  const named = namedOption(rest, text);
  if (named) return named;
  // A description that fits the stored option as well as another is no correction ("no, los flyers").
  const meant = mentionedOption(rest, text);
  if (meant && mentionedOption(options, text) === meant) return meant;
  // "quería decir el segundo": a position counts in the whole list, as the question showed it.
  const placed = optionAtPosition(options, text);
  if (placed && placed !== stored) return placed;
  const said = new Set(normalizeText(text).split(/[^\p{L}\p{N}]+/u));
  const wordsOf = (o: string) => normalizeText(o).split(/[^\p{L}\p{N}]+/u);
  const own = (w: string) => options.filter((o) => wordsOf(o).includes(w)).length === 1;
  const hits = rest.filter((o) =>
    wordsOf(o).some((w) => said.has(w) && own(w) && (/\d/.test(w) ? w.length >= 2 : w.length >= 4)),
  );
  return hits.length === 1 ? hits[0]! : null;
}
