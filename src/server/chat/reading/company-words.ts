import { withoutFinalStop } from './facts';
import { foldKeepingIndexes, normalizeText } from './text';

const COMPANY_QUESTION =
  /\b(?:department|departamento|faculty|facultad|company|companys|empresa|business|negocio|organi[sz]ation|organizacion|firm|despacho|bufete|clinic|clinica|agency|agencia|employer|brand|marca|practice|studio|estudio|institution|institucion|university|universidad|school|colegio|escuela|workplace|organisation|tienda|shop|store)\b/;

/** Whether a text question asks for a company ("Company name?", "¿Cómo se llama tu empresa?"). */
export function isCompanyQuestion(text: string): boolean {
  return COMPANY_QUESTION.test(normalizeText(text));
}

// "I work at", "we work for", "I'm with", "trabajo en", "trabajamos para": where the writer works, said before it.
const WORKPLACE_LEAD =
  /^(?:(?:i|we)\s+(?:work|am working|are working|'m working|'re working)\s+(?:at|for|with|in)|(?:i'?m|i am|we'?re|we are)\s+with|(?:yo\s+)?trabaj(?:o|amos)\s+(?:en|para|con)|(?:estoy|estamos)\s+(?:en|con))\s+(?:(?:the|la|el)\s+)?(?=\S)/u;

// "We are Halvorsen Logistics", "somos Pinturas Gil", "I run Stone & Co": who "we" are or what the writer runs,
// when a name written with a capital follows.
const WE_ARE =
  /^(?:we'?re|we are|somos|(?:i|we)\s+(?:run|own|manage|co-?own)|(?:yo\s+)?(?:llevo|dirijo|regento|llevamos|dirigimos|regentamos))\s+(?=\S)/u;

/** "Trabajo en Transportes Gil SL" to "¿Nombre de tu empresa?" → "Transportes Gil SL". */
export function withoutWorkplaceLead(text: string, questionText: string): string {
  if (!isCompanyQuestion(questionText)) return text;
  const folded = foldKeepingIndexes(text).replace(/[’]/g, "'");
  const m = WORKPLACE_LEAD.exec(folded);
  if (m && m[0].length < text.length) return text.slice(m[0].length);
  const we = WE_ARE.exec(folded);
  return we && /^[\p{Lu}\p{N}]/u.test(text.slice(we[0].length)) ? text.slice(we[0].length) : text;
}

// "a small bakery called Crumb & Co", "una tienda que se llama La Abeja": what something is called, said last.
const CALLED =
  /(?:^|\s)(?:called|named|llamad[oa]s?|que se llama|se llama|se llaman|nos llamamos)\s+(?=\S)/gu;

const JOINER = /^(?:&|and|n|'n'|y|e|de|del|la|las|los|el|of|the|on|upon|da|do|dos|das|van|von)$/i;

/**
 * The name given after "called" at the end of a short answer ("we're a small bakery called Crumb & Co" →
 * "Crumb & Co"): written with a capital or a figure (or the whole answer in lower case), five words at most.
 */
export function calledName(text: string): string | null {
  const folded = foldKeepingIndexes(text);
  const hits = [...folded.matchAll(CALLED)];
  const last = hits[hits.length - 1];
  if (!last) return null;
  const value = text.slice(last.index + last[0].length).trim();
  const words = value.replace(/[.!]+$/, '').split(/\s+/);
  if (words.length > (/\p{Lu}/u.test(text) ? 5 : 3)) return null;
  // Written with capitals, every word of the name has one ("Crumb & Co", "La Abeja de Oro"), else none does.
  if (/\p{Lu}/u.test(text) && !words.every((w) => /^[\p{Lu}\p{N}"'“«&]/u.test(w) || JOINER.test(w)))
    return null;
  return withoutFinalStop(value);
}
