import type { Question } from '../../../contract/forms';
import { addressIn, addressSaid, isAddressQuestion } from '../reading/addresses';
import { isChitChat, isClosingRemark, leftoverAnswer, TAKEN } from '../reading/cues';
import { isFreeText, routeIn } from '../reading/facts';
import { saidKind } from '../reading/kind-frames';
import { introducedName, isGreetingName, readText, textKind } from '../reading/names';
import { namesQuestion } from '../reading/naming';
import { asksAboutOther, describedKind, namedOther } from '../reading/others';
import { routeMention } from '../reading/routes';
import { containsPhrase, foldKeepingIndexes, normalizeText, type Span } from '../reading/text';
import { textAsk } from '../reading/text-fit';
import { afterQuestionLabel, restatedProperName } from '../reading/text-labels';
import { headBeforeOtherTime, restatedAfterCorrection, withoutAskedPreposition } from '../reading/text-tails';
import type { AgendaContext, RefusalKey } from './agenda';
import { newTypeFromLeftover, selectFromLeftover } from './asked-choices';
import { heldByAnother, markTaken, typedValue } from './asked-typed';
import { companyMention, isCompanyQuestion } from './company';
import { declineKind, isNonAnswer } from './way-out';

/** The asked question's reading: its typed value first, or (stage `leftover`) the words no other question took. */
export function readAsked(ctx: AgendaContext, stage: 'typed' | 'leftover'): void {
  const q = ctx.asked;
  if (!q) return;
  if (stage === 'typed') {
    ctx.askedDone = typedValue(ctx, q);
    return;
  }
  if (q.type === 'text' && textKind(q.text) === 'name' && someoneElse(ctx, q)) return;
  if (heldByAnother(ctx, q)) return;
  // "We are Halvorsen Logistics, 85 staff, and…" to "Company name?": the business named, not the words left.
  if (q.type === 'text' && isCompanyQuestion(q.text) && ctx.out.answers.length > 0) {
    const company = companyMention(ctx.msg);
    if (company && ctx.free(company)) {
      ctx.take(q, company.value, company);
      return;
    }
  }
  // "oh the name, sorry: The Crooked Spoon", "la bodega, Bodega Los Arcos": the words after a label or a restatement.
  if (q.type === 'text' && !isFreeText(q.text) && relabelled(ctx, q)) return;
  // "she's 4, breed: border collie" to "Dog's breed": a fragment that names the question says its answer.
  if (q.type === 'text' && textKind(q.text) === 'text' && !isFreeText(q.text) && labelledText(ctx, q)) return;
  // A name never holds an e-mail or a phone: every taken value leaves it, not only stand-alone ones.
  const everyTaken = q.type === 'text' && textKind(q.text) !== 'text';
  fromLeftover(ctx, q, leftoverAnswer(markTaken(ctx.msg.text, ctx.taken, ctx.msg.breaks, everyTaken)));
}

/**
 * The asked text question's answer after a lead that names it and a colon ("oh the name, sorry: The Crooked
 * Spoon"), or a common noun restated as a capitalised name ("la bodega, Bodega Los Arcos").
 */
function relabelled(ctx: AgendaContext, q: Question): boolean {
  const others = ctx.open.filter((o) => o !== q).map((o) => o.text);
  const hit = afterQuestionLabel(ctx.msg.text, q.text, others) ?? restatedProperName(ctx.msg.text);
  if (!hit || !ctx.free(hit)) return false;
  const r = readText(hit.text, textKind(q.text), q.text, ctx.msg.language);
  if (r.kind !== 'value') return false;
  ctx.take(q, r.value, hit);
  return true;
}

const LABELLED_FRAGMENT =
  /^\s*(?:(?:and|y|also|tambien|plus)\s+)?(?:(?:the|my|our|el|la|los|las|mi|mis|nuestr[oa]s?)\s+)?((?:\p{L}+\s+){0,2}\p{L}+)(?:\s+(?:is|are|would be|will be|es|son|sera|seria)|'s|\s*[:=])\s+(\S.*)$/iu;

/**
 * "…, placement is inner wrist", "la ciudad: Sevilla": a fragment that names an open text question by its
 * own words (no other open question's) and says what it is; the words after "is" are its answer.
 */
export function labelledText(ctx: AgendaContext, q: Question): boolean {
  // "my cocker spaniel Biscuit" to "What breed is your dog?": the words that describe the one named.
  const kind =
    describedKind(ctx.msg.text, q.text) ??
    routePlace(ctx, q) ??
    // "Biscuit, he's a cockapoo" to "Breed?" while "What's your dog's name?" is on the form.
    saidKind(ctx.msg.text, q.text, ctx.open.map((o) => o.text).join(' ')) ??
    // An address asked is read whole (what follows the street is the visitor's); another question takes one.
    (q !== ctx.asked && isAddressQuestion(q.text) ? addressIn(ctx.msg.text) : null);
  if (kind && ctx.free(kind)) {
    ctx.take(q, kind.value, kind);
    return true;
  }
  for (const f of ctx.msg.fragments) {
    if (!ctx.free(f)) continue;
    const m = LABELLED_FRAGMENT.exec(foldKeepingIndexes(f.text));
    if (!m) continue;
    const others = ctx.open.filter((o) => o !== q).map((o) => o.text);
    if (!namesQuestion(m[1]!, q.text, others)) continue;
    const at = f.text.length - m[2]!.length;
    const r = readText(f.text.slice(at), 'text', q.text);
    if (r.kind !== 'value') continue;
    ctx.take(q, r.value, f);
    return true;
  }
  return false;
}

/** "moving from leeds to bristol": the place of a route this question asks (its "from" or its "to"). */
function routePlace(ctx: AgendaContext, q: Question): (Span & { value: string }) | null {
  for (const o of ctx.open) {
    if (o === q || o.type !== 'text') continue;
    const asFrom = routeMention(ctx.msg.text, q.text, o.text);
    if (asFrom) return asFrom.from;
    const asTo = routeMention(ctx.msg.text, o.text, q.text);
    if (asTo) return asTo.to;
  }
  return null;
}

/**
 * Whose name: a question about someone else takes the name said for them ("it's for my daughter Hope"); a
 * question about the writer never takes it (the words are set aside and the rest is read).
 */
function someoneElse(ctx: AgendaContext, q: Question): boolean {
  const other = namedOther(ctx.msg.text, asksAboutOther(q.text) ? q.text : undefined);
  // "Could you put it under my dad's name, Reginald Hart": a request to the interviewer may still name them.
  const inAsk = (s: Span) => ctx.msg.asks.asks.some((a) => a.start <= s.start && a.end >= s.end);
  if (!other || !(ctx.free(other) || (inAsk(other) && asksAboutOther(q.text)))) return false;
  if (asksAboutOther(q.text)) {
    ctx.take(q, other.value, other);
    return true;
  }
  // "¿Quién te recomendó?" asks about someone else too; only the writer's own name question sets it aside.
  if (!/\b(?:who|whom|quien|quienes)\b/.test(normalizeText(q.text))) ctx.taken.push(other);
  return false;
}

function fromLeftover(ctx: AgendaContext, q: Question, left: string): void {
  const { out } = ctx;
  const somethingElse = out.answers.length > 0;
  // A message that only asks the interviewer something is neither an answer nor a refusal.
  if (ctx.msg.asks.onlyAsks || (ctx.msg.asks.asks.length > 0 && !left)) return;
  const decline = declineKind(left, q.text);
  const onDecline = () => {
    if (q.required) ctx.refuse(q, 'required');
    else out.skipped.push(q);
  };
  if (q.type === 'select') {
    selectFromLeftover(ctx, q, left, decline !== null, onDecline);
    return;
  }
  if (q.type === 'yesno' || q.type === 'multiselect' || q.type === 'longtext') {
    newTypeFromLeftover(ctx, q, left, decline, onDecline);
    return;
  }
  const kind = q.type === 'text' ? textKind(q.text) : null;
  if (decline && !(kind === 'text' && q.required && decline === 'soft')) {
    onDecline();
    return;
  }
  if (isNonAnswer(left)) {
    if (q.required) ctx.refuse(q, reasonFor(q));
    else out.skipped.push(q);
    return;
  }
  // "ok", "vale, gracias" to a question: small talk, not an answer (to an optional one: nothing to add);
  // but "yes" to "Do you already have a website?" is the answer.
  // "vale, pues esperaré. gracias!", "ok I'll think about it": a closing remark answers nothing either.
  if (
    ((isChitChat(left) && (kind !== 'text' || left.split(/\s+/).length <= 2)) || isClosingRemark(left)) &&
    !(kind === 'text' && asksYesNo(q.text)) &&
    !(kind === 'name' && isGreetingName(left, ctx.msg.language))
  ) {
    if (!q.required) out.skipped.push(q);
    else if (!somethingElse) out.greeting = true;
    return;
  }
  if (!left && somethingElse) return;
  // Words said beside a question to the interviewer ("I'm pregnant, can I…?") are context, not a failed try.
  const asking = ctx.msg.asks.asks.length > 0;
  // "Koramangala or Indiranagar" while the company is asked: options of another question are no answer here.
  if (q.type === 'text' && kind === 'text' && namesAnotherOption(ctx, q, left)) return;
  if (q.type === 'text' && kind === 'text' && route(ctx, q, left)) return;
  if (q.type === 'text' && kind === 'text' && beforeOtherTime(ctx, q, left)) return;
  if (q.type === 'text') {
    const whole = readText(left, kind!, q.text, ctx.msg.language);
    // "Balay 3TS976B, tiene unos 6 años" to "¿Modelo…?": a model or code with a remark that only adds to it.
    // (the head alone must read like a code: a few words, one with a digit; "it's leaking…, so a repair" is none)
    const head = piecesOf(left)[0] ?? '';
    const codeLike = /\d/.test(head) && head.split(/\s+/).length <= 5;
    const read =
      whole.kind === 'invalid' &&
      kind === 'text' &&
      textAsk(q.text, kind) === 'identifier' &&
      codeLike &&
      withRemark(left, false)
        ? readText(head, kind, q.text, ctx.msg.language)
        : whole;
    const r =
      read.kind === 'value' && kind === 'text'
        ? { ...read, value: withoutAskedPreposition(read.value, q.text) }
        : read;
    // Beside a question to the interviewer, a name must be said as one ("es urgente" is none).
    if (r.kind === 'value') {
      // Beside a question to the interviewer or another answer, a name must be written like one ("puede ser",
      // left over from "el viernes si puede ser", is none); the name question is then asked again.
      // "jo here, wanna build muscle…": a name in lower case said in a frame that introduces it is still one.
      const lower =
        kind === 'name' &&
        !/\p{Lu}/u.test(r.value) &&
        introducedName(ctx.msg.text, false, ctx.msg.language)?.value !== r.value;
      const attribute = kind === 'text' && textAsk(q.text, kind) === 'attribute';
      const pieces = kind === 'text' && somethingElse && !isFreeText(q.text) ? piecesOf(r.value) : [];
      // "inner wrist, tiny" left of a message that answered others: which piece is the answer is unclear.
      if (pieces.length > 1) out.ambiguous = { question: q, candidates: pieces, range: false };
      // "a lab, well half lab half poodle" to "Breed?": a word for a kind is one phrase; a remark beside it that
      // turns it (a contrast, a correction, a mix) may change it, so the question is asked again.
      else if (attribute && withRemark(r.value, true)) ctx.refuse(q, 'empty');
      // "border collie, mad as a box of frogs": a remark that only adds to the kind is no part of it.
      else if (attribute && withRemark(r.value, false)) ctx.take(q, piecesOf(r.value)[0]!);
      else if (!(lower && (asking || somethingElse))) ctx.take(q, r.value);
    } else if (r.kind === 'ambiguous')
      out.ambiguous = { question: q, candidates: r.candidates, range: false };
    else if (!addressInSentence(ctx, q) && !somethingElse && !asking) ctx.refuse(q, r.reason);
    return;
  }
  if (asking && !looksLikeAttempt(q, left)) return;
  // Nothing of the asked type was found: a refusal with the format to use.
  // An optional question answered with words that are no try at it ("I'd prefer e-mail"): declined.
  if (!q.required && left && !looksLikeAttempt(q, left)) {
    out.skipped.push(q);
    return;
  }
  // A figure another question took ("let's say 12000 for the budget" while the guests are asked) is no try at this
  // one: the reply notes that answer and asks this question again plainly, without a refusal.
  const untaken = markTaken(ctx.msg.text, ctx.taken, ctx.msg.breaks, true).replaceAll(TAKEN, ' ');
  if (!somethingElse || looksLikeAttempt(q, untaken)) ctx.refuse(q, reasonFor(q));
}

/**
 * "upstairs lounge. it used to be in the hall", "Oakridge Livery, moving her to Fernhill next month": a short fact
 * then a remark about another time; the fact said first is the answer (asked again when it reads as none). A
 * value said again after a self-correction ("Calle Luna 4, perdón, Calle Luna 14") is the answer in the same way.
 */
function beforeOtherTime(ctx: AgendaContext, q: Question, left: string): boolean {
  // "galgo, aunque la madre era podenco" to "Breed?": a word for a kind with a remark is asked again (withRemark).
  if (isFreeText(q.text) || ['when-or-measure', 'attribute'].includes(textAsk(q.text, 'text'))) return false;
  // "Calle Luna 4, perdón, Calle Luna 14": the value said again after a self-correction is the one meant.
  const head = restatedAfterCorrection(left) ?? headBeforeOtherTime(left);
  if (head === null) return false;
  const r = readText(withoutAskedPreposition(head, q.text), 'text', q.text, ctx.msg.language);
  if (r.kind === 'value') ctx.take(q, r.value);
  else ctx.refuse(q, 'empty');
  return true;
}

/**
 * "I need someone to look at our intercom, it's Flat 4, 19 Ardmore Road" to "Address": a sentence is no address,
 * but the one street address it ends with (nothing after it in its sentence) is the answer.
 */
function addressInSentence(ctx: AgendaContext, q: Question): boolean {
  const found = isAddressQuestion(q.text) ? addressSaid(ctx.msg.text) : null;
  if (!found || !ctx.free(found)) return false;
  ctx.take(q, found.value, found);
  return true;
}

/** The comma-separated pieces of a short answer, each with words of its own. */
const piecesOf = (value: string) => value.split(/\s*[,;]\s*/).filter((p) => /[\p{L}\p{N}]/u.test(p));
/**
 * "a lab, well half lab half poodle", "galgo, aunque la madre era podenco": a piece after the first that says more
 * than a word or two and turns the kind said first (a contrast, a correction, a mix). A remark that only adds to it
 * ("border collie, mad as a box of frogs", "Worcester Greenstar 30i, about 9 years old") leaves it the answer.
 */
const TURNS_IT =
  /\b(?:well|actually|but|though|although|i mean|or rather|rather|not|mix|mixed|cross|crossed|half|part|kind of|sort of|maybe|or|pero|aunque|bueno|o sea|mejor dicho|mas bien|no|cruce|cruzad[oa]|mezcla|medio|mitad|parte|tipo|quizas?|o)\b/u;
const withRemark = (value: string, turning: boolean) =>
  piecesOf(value)
    .slice(1)
    .some(
      (p) =>
        p.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length >= 3 &&
        TURNS_IT.test(normalizeText(p)) === turning,
    );

/** "de Bilbao a Valencia": a route answers the asked "from" question and the open "to" question. */
function route(ctx: AgendaContext, q: Question, left: string): boolean {
  for (const o of ctx.open) {
    const r = o !== q && o.type === 'text' ? routeIn(left, q.text, o.text) : null;
    if (!r) continue;
    ctx.take(q, r.from);
    ctx.take(o, r.to);
    return true;
  }
  return false;
}

/** Whether words name an option of another open select or multiselect question. */
function namesAnotherOption(ctx: AgendaContext, q: Question, left: string): boolean {
  const said = normalizeText(left);
  return ctx.open.some(
    (o) =>
      o !== q &&
      (o.type === 'select' || o.type === 'multiselect') &&
      (o.options ?? []).some(
        (opt) => normalizeText(opt).length >= 4 && containsPhrase(said, normalizeText(opt)),
      ),
  );
}

/** "Do you…?", "Are you…?", "¿Tienes…?": a question a plain yes or no answers. */
function asksYesNo(text: string): boolean {
  return /^[¿¡\s]*(?:do|does|did|are|is|was|were|have|has|had|can|could|will|would|should|shall|tienes|tiene|tenéis|tienen|quieres|quiere|queréis|necesitas|necesita|necesitáis|has|ha|habéis|eres|es|estás|está|estáis|puedes|puede|podéis|vas|va|vais|hay|te|le|os)\b/iu.test(
    text,
  );
}

export function reasonFor(q: Question): RefusalKey {
  if (q.type === 'text') {
    const kind = textKind(q.text);
    return kind === 'text' ? 'empty' : kind;
  }
  if (q.type === 'select' || q.type === 'multiselect') return 'options';
  if (q.type === 'yesno' || q.type === 'url' || q.type === 'rating') return q.type;
  if (q.type === 'email' || q.type === 'phone' || q.type === 'number' || q.type === 'date') return q.type;
  return 'empty';
}

/** A failed try at the asked question even when the message answered others ("ana@gmail", "600 123"). */
export function looksLikeAttempt(q: Question, left: string): boolean {
  if (q.type === 'email') return left.includes('@');
  if (q.type === 'phone') return (left.match(/\d/g)?.length ?? 0) >= 5;
  if (q.type === 'number') return /\d/.test(left);
  return false;
}
