import type { NumberMention } from './number-mentions';
import { normalizeText } from './text';

/**
 * Those who stay away: a figure whose own clause goes on to say the ones it counts will not come ("two can
 * stay home", "2 of them can't make it", "2 no vienen", "3 se quedan en casa"). It counts the absent, never the
 * ones a headcount asks for; and the message's other figure is then a total before they were taken away
 * ("we are 40 but two can stay home": 38? 40?), so a count question asks for the firm figure instead.
 */

/** What may stand between the figure and the verb: whom it counts ("of them", "people", "de ellos"). */
const WHO =
  /(?:(?:of (?:us|them|those|the \p{L}+)|de (?:ellos|ellas|nosotros|nosotras|los \p{L}+|las \p{L}+)|people|persons|guests|adults|kids|children|personas|invitados|adultos|ninos|ninas)\s+)?/u;
/** A modal before the verb ("can", "will", "have to", "van a"). */
const MODAL =
  /(?:(?:will|would|can|could|may|might|are|have to|need to|must|prefer to|are going to|tienen que|van a|prefieren)\s+)?/u;
/** The verb of staying away. */
const AWAY =
  /(?:stay(?:s|ing)? (?:home|at home|behind|away)|(?:won t|will not|can t|cannot|can not|couldn t|could not|aren t|are not|don t|do not|wouldn t|would not) (?:come|coming|make it|attend|attending|join|joining|go|going|be (?:coming|there|joining|attending|going))|drop(?:ped|ping)? out|no (?:vienen|vendran|vendrian|van|iran|irian|asisten|asistiran|asistirian|(?:pueden|podran|podrian) (?:venir|ir|asistir))|se (?:queda|quedan|quedaran|quedarian) (?:en casa|fuera)|se (?:caen|han caido|cayeron|bajan|han bajado))(?![\p{L}])/u;
const ABSENT = new RegExp(`^\\s+${WHO.source}${MODAL.source}${AWAY.source}`, 'u');

/** A figure the visitor settles on ("fine, 8 then", "vale, pues 8"): those away are already taken from it. */
const SETTLED_BEFORE =
  /(?:^|[^\p{L}])(?:fine|ok|okay|alright|all right|vale|venga|de acuerdo|bueno)\s*,?\s*(?:pues|then|entonces)\s+$/u;
const SETTLED_AFTER = /^\s+(?:then|entonces)\b/;

export function saidSettled(m: NumberMention, folded: string): boolean {
  return (
    SETTLED_BEFORE.test(folded.slice(Math.max(0, m.start - 30), m.start)) ||
    SETTLED_AFTER.test(folded.slice(m.end))
  );
}

/** A question that itself asks about those who stay away ("How many won't come?", "¿Cuántos no vendrán?"). */
const ASKS_ABSENT =
  /\b(?:not|no|won t|wont|cancel\w*|absent\w*|ausentes?|faltan|faltaran|bajas|drop\w* out|stay\w* (?:home|away|behind))\b/;

/** Whether a figure counts those who will not come (see above). */
export function countsAbsent(m: NumberMention, folded: string): boolean {
  const clause = folded.slice(m.end, m.end + 60).replace(/'/g, ' ');
  return ABSENT.test(clause);
}

/** A question about the ones who come to something ("How many guests are you expecting?", "¿Cuántos vendréis?"). */
const ASKS_ATTENDANCE =
  /\b(?:come|coming|attend\w*|guests?|expect\w*|join\w*|invit\w*|asist\w*|vendr\w*|vien\w*|acud\w*|particip\w*)\b/;

/** Whether a question asks how many come (not how many there are: "How many employees do you have?"). */
export function asksAttendance(question: string): boolean {
  return ASKS_ATTENDANCE.test(normalizeText(question));
}

/** Whether a count question asks after those present, so that a figure of the absent is no answer to it. */
export function asksPresent(question: string): boolean {
  return !ASKS_ABSENT.test(normalizeText(question).replace(/'/g, ' '));
}

/** A verb of coming after the figure ("15 will come", "6 of us can make it"). */
const COMES_AFTER =
  /^\s+(?:(?:of (?:us|them|those)|people|persons|guests|de (?:ellos|ellas|nosotros|nosotras)|personas)\s+)?(?:(?:will|ll|would|can|could|are going to|are|van a|podran|podrian)\s+)?(?:come|coming|attend|attending|make it|join|be (?:coming|there|attending|joining)|vienen|vendran|vendrian|asistiran|asistirian|venir|asistir)(?![\p{L}])/u;
/** A verb of coming before the figure ("pero vendrían 15", "but only 15 are coming" is the form above). */
const COMES_BEFORE =
  /(?:^|\s)(?:vendrian|vendran|vienen|asistiran|asistirian|iremos|irian|iran|seremos|seriamos)\s+(?:(?:solo|solamente|unos|unas|como|mas o menos)\s+)*$/;
/** What opens the clause of a figure restricted from a total said before ("but only 15", "pero vendrían 15"). */
const RESTRICTS = /(?:^|\s)(?:but|pero|only|just|solo|solamente)\b/;
/** The coming said of another time than the event ("but 2 will come later"): not who comes. */
const OTHER_TIME =
  /^\s+(?:late|later|earlier|early|first|after|before|afterwards|tarde|mas tarde|antes|despues|luego)\b/;

/**
 * A figure said as the ones who come, restricted from a total said before it ("our office has 40 staff but
 * only 15 will come", "somos 40 en plantilla pero vendrían 15"): that figure is the headcount.
 */
export function saidComing(m: NumberMention, folded: string, before: NumberMention[]): boolean {
  if (before.length === 0) return false;
  const from = before[before.length - 1]!.end;
  const lead = folded.slice(from, m.start).replace(/'/g, ' ');
  if (!RESTRICTS.test(lead)) return false;
  const after = folded.slice(m.end, m.end + 60).replace(/'/g, ' ');
  const verb = COMES_AFTER.exec(after);
  if (verb) return !OTHER_TIME.test(after.slice(verb[0].length));
  return COMES_BEFORE.test(lead);
}
