import type { Question } from '../../../contract/forms';
import { questionWords } from '../reading/naming';
import { sameStem } from '../reading/stems';
import { overlaps, plainWords as plain } from '../reading/text';
import type { Found, KeptMessage } from './look-back-readers';

// A yes/no question answered by a statement said before it was asked ("Siobhan here, … we'll need wetsuits for
// all of us" → "Do you need wetsuits?": yes): the writer is the subject of the question's own verb, and what the
// question asks about is that verb's object ("we'll need wetsuits", "necesitamos una silla de bebé"); "don't",
// "won't", "no" before the verb make it a no. Never a question, a hedge or a condition, a past, someone else.

/** "Do you need …?", "Will you want …?": the verb asked about and what it asks about. */
const EN_ASKED = /^(?:do|will|would)\s+(?:you|u)\s+(?:(?:already|still|also|currently)\s+)?(\p{L}+)\s+(.+)$/u;
/** "¿Necesitas …?", "¿Quieres …?": the verb asked about and what it asks about. */
const ES_ASKED =
  /^(?:ya\s+)?(necesitas|necesitais|necesita|necesitan|quieres|quereis|quiere|quieren|traes|traeis|trae|traen)\s+(.+)$/u;
/** Words between the writer and the verb that keep the statement whole ("we'll also need"). */
const AUX = /^(?:ll|will|would|d|do|also|really|definitely|def|both|all|still|too)$/;
/** Words between the writer and the verb that deny it ("we don't need", "we won't need"). */
const NEG = /^(?:don|dont|doesn|won|wont|not|never|t)$/;
/** Words between the verb and its object ("need a …", "some", "our own", "necesito una …"). */
const DET =
  /^(?:a|an|the|some|any|our|my|own|extra|two|three|four|2|3|4|5|un|una|unos|unas|el|la|los|las|algun|alguna|mi|mis|nuestro|nuestra|nuestros|nuestras|dos|tres)$/;
/** A hedge or a condition: nothing is stated. */
const HEDGE =
  /(?:^|\s)(?:if|maybe|perhaps|might|may|not sure|probably|i think|i guess|depends|whether|si|quizas?|igual|a lo mejor|depende|creo|supongo|probablemente|tal vez|no se)(?=\s|$)/u;
const WRITER_EN = /^(?:i|we)$/;

/** The verb and object words a yes/no question asks about, or null when it has not that shape. */
function askedShape(q: Question): { verb: string; object: string[] } | null {
  const text = plain(q.text);
  const m = EN_ASKED.exec(text) ?? ES_ASKED.exec(text);
  if (!m) return null;
  const object = questionWords(m[2]!);
  return object.length >= 1 && object.length <= 2 ? { verb: m[1]!, object } : null;
}

export function statedYesNo(q: Question, k: KeptMessage): Found[] {
  if (q.type !== 'yesno') return [];
  const shape = askedShape(q);
  if (!shape) return [];
  const out: Found[] = [];
  for (const f of k.msg.fragments) {
    if (overlaps(f, k.used) || overlaps(f, k.msg.asks.asks) || f.text.includes('?')) continue;
    const said = plain(f.text);
    if (HEDGE.test(said)) continue;
    const value = statement(said.split(' '), shape);
    if (value !== null) out.push({ value, span: { start: f.start, end: f.end } });
  }
  return out;
}

/** Yes or no when the words state the writer doing the asked verb to the asked object; null otherwise. */
function statement(words: string[], shape: { verb: string; object: string[] }): boolean | null {
  for (let j = 0; j < words.length; j++) {
    const w = words[j]!;
    // The verb in another form, never a past ("needed" for "need").
    if (!(w === shape.verb || sameStem(w, shape.verb)) || (w !== shape.verb && /ed$/.test(w))) continue;
    if (!objectAfter(words, j + 1, shape.object)) continue;
    const subject = writerBefore(words, j);
    if (subject !== null) return subject;
  }
  return null;
}

/** "we'll need" (yes), "we don't need" (no), "necesitamos" (yes), "no necesitamos" (no): the writer's verb. */
function writerBefore(words: string[], j: number): boolean | null {
  // Spanish: the verb said in the first person ("necesito", "necesitamos", "queremos", "traemos").
  if (/(?:o|amos|emos|imos)$/.test(words[j]!) && !WRITER_EN.test(words[j - 1] ?? ''))
    return words[j - 1] !== 'no';
  let negated = false;
  for (let i = j - 1; i >= Math.max(0, j - 4); i--) {
    const w = words[i]!;
    if (WRITER_EN.test(w))
      return /^(?:do|does|will|would|can|could|should)$/.test(words[i - 1] ?? '') ? null : !negated;
    if (NEG.test(w)) negated = true;
    else if (!AUX.test(w)) return null;
  }
  return null;
}

/** The question's object right after the verb, past a few determiners ("need a child seat", "una silla de bebé"). */
function objectAfter(words: string[], from: number, object: string[]): boolean {
  let i = from;
  while (i < words.length && i < from + 2 && DET.test(words[i]!)) i++;
  const is = (w: string | undefined, o: string) => w !== undefined && (w === o || sameStem(w, o));
  if (!is(words[i], object[0]!)) return false;
  // A second word of the object follows within two words ("silla de bebé").
  return object.length === 1 || [1, 2].some((n) => is(words[i + n], object[1]!));
}
