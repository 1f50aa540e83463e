import type { Question } from '../../../contract/forms';
import { normalizeText } from '../reading/text';
import { termsOf } from './question-terms';
import { stem } from './terms';

/*
 * Questions a form's own `help` answers: "why do you need …?" (the question it names), a bare "why only 6?" after a
 * bound, and questions about the asked select's options ("which one …?").
 */

/** What the interviewer may answer from, as `answer.ts` passes it (the asked question and the form's questions). */
interface HelpSources {
  questions: Question[];
  pending: Question | null;
}

const TYPE_WORDS: Partial<Record<Question['type'], RegExp>> = {
  email: /\b(?:e-?mail|mail|correo)\b/,
  phone: /\b(?:phone|telephone|mobile|number|numero|telefono|movil|whatsapp)\b/,
  date: /\b(?:date|day|fecha|dia)\b/,
  number: /\b(?:budget|presupuesto|how many|cuant)\b/,
};

/** The question a "why do you need …?" is about: the one it names, else the one being asked. */
export function askedAbout(question: string, sources: HelpSources): Question | null {
  const said = normalizeText(question);
  const saidTerms = new Set(termsOf(question));
  const named = sources.questions.filter(
    (q) =>
      TYPE_WORDS[q.type]?.test(said) ||
      termsOf(q.text).some((w) => w.length >= 4 && saidTerms.has(w) && !/^(?:name|nombre)$/.test(w)),
  );
  return named.length === 1 ? named[0]! : sources.pending;
}

const WHICH_OPTION =
  /\b(?:which|cual)\s+(?:one|ones|of (?:them|these|those|the)|option|is (?:best|better|right|ok|easier|for|the)|would|do you|should|de (?:ellos|ellas|los|las|estos|estas)|me (?:recomiendas|recomiendan|recomienda|conviene|va)|es (?:(?:el|la) )?(?:mejor|mas|menos)|seria|recomiendas|recomiendan)\b/u;

/** Whether a question asks about the options of the asked select: which of them, or two of them named together. */
export function asksAboutOptions(question: string, pending: Question | null): boolean {
  if (!pending || (pending.type !== 'select' && pending.type !== 'multiselect')) return false;
  const options = pending.options ?? [];
  if (options.length < 2) return false;
  const said = normalizeText(question);
  if (WHICH_OPTION.test(said)) return true;
  const named = options.filter((o) => {
    const word = normalizeText(o).split(/[^\p{L}\p{N}]+/u)[0] ?? '';
    return word.length >= 3 && new RegExp(`\\b${word}`, 'u').test(said);
  });
  return named.length >= 2;
}

const WHY = /^(?:(?:and|but|so|ok|oh|y|pero|vale|pues)[,\s]+)*(?:why|how come|por que|porque)\b/u;
/** Words of degree and pointing that name no topic of their own. */
const DEGREE = new Set(
  (
    'only just so that this not more less many much few little max maximum minimum limit most least ' +
    'solo tan tanto tantos tantas poco pocos pocas maximo minimo limite eso esto mas menos'
  )
    .split(' ')
    .map(stem),
);

/** A "why" about the figures just said and nothing else: "why only 6?", "why not 10?", "¿por qué tan pocos?". */
export function asksBareWhy(question: string): boolean {
  const folded = normalizeText(question).replace(/^[¿¡\s]+/u, '');
  if (!WHY.test(folded)) return false;
  return termsOf(question).every((t) => DEGREE.has(t) || /^\d+$/.test(t) || t === 'why');
}
