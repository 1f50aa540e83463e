import type { Fragment } from './message';
import { NAME_LEADS, stripEdges, TAILS } from './name-frames';
import { COMMON, looksLikeName } from './name-shape';
import { foldKeepingIndexes, normalizeText, type Span } from './text';

// "Job title?", "Your role", "¿Cargo?", "¿Puesto?", "¿A qué te dedicas?": what the writer does at work.
const JOB_QUESTION =
  /\b(?:job title|job|position|role|occupation|profession|what do you do|cargo|puesto|ocupacion|profesion|rol|a que te dedicas|a que se dedica)\b|^[\s¿]*(?:your\s+)?title\b/;

/** Whether a text question asks the writer's job title ("Job title?", "Cargo"). */
export function isJobTitleQuestion(questionText: string): boolean {
  return JOB_QUESTION.test(normalizeText(questionText));
}

/** The words that head a job title, in English and Spanish (folded): "head of research", "director financiero". */
const HEAD = new Set(
  (
    'head director manager lead leader chief officer ceo cto cfo coo cmo cio cso vp president founder cofounder co-founder ' +
    'owner partner principal engineer developer programmer designer analyst consultant coordinator administrator ' +
    'assistant secretary accountant controller teacher professor lecturer researcher scientist nurse physician surgeon ' +
    'lawyer attorney solicitor architect specialist supervisor executive editor producer buyer recruiter intern associate ' +
    'representative rep advisor adviser planner strategist technician receptionist ' +
    'directora gerente jefe jefa responsable coordinador coordinadora fundador fundadora cofundador cofundadora socio socia ' +
    'propietario propietaria dueno duena ingeniero ingeniera desarrollador desarrolladora programador programadora ' +
    'disenador disenadora analista consultor consultora administrador administradora administrativo administrativa ' +
    'asistente secretario secretaria contable abogado abogada arquitecto arquitecta tecnico tecnica encargado encargada ' +
    'profesor profesora investigador investigadora medico medica enfermero enfermera comercial gestor gestora auxiliar ' +
    'becario becaria ejecutivo ejecutiva supervisor supervisora delegado delegada asesor asesora representante ' +
    'subdirector subdirectora vicepresidente vicepresidenta presidente presidenta recepcionista'
  ).split(' '),
);

/** Whether words hold a job's head word ("Head of Sales", "directora"): a title, not a business. */
export const holdsJobWord = (text: string) =>
  normalizeText(text)
    .split(/[^\p{L}-]+/u)
    .some((w) => HEAD.has(w));

// What may open a title said about oneself: "I'm the", "I work as a", "as", "soy la", "trabajo como".
const LEAD =
  /^(?:(?:i'?m|i am|im|i work as|working as|as|soy|trabajo como|trabajo de|como)\s+)?(?:(?:the|a|an|el|la|un|una)\s+)?/u;
// Where the title ends: "at Kessler Institute", "de Bodegas Irache", "@ Acme": a workplace written with a capital.
const AT_WORKPLACE = /\s+(?:at|for|with|in|of|de|del|en|para|@)\s+(?:(?:the|la|el)\s+)?(?=\S)/gu;
const TITLE_WORDS = /^[\p{L}][\p{L}&'’./-]*(?:\s+[\p{L}&][\p{L}&'’./-]*){0,5}$/u;

/**
 * A job title said in a fragment of its own, before where the writer works ("Prof. Lena Vogt here, head of
 * research at Kessler Institute" → "head of research"; "Sr. Tomás Echeverría, director financiero de Bodegas
 * Irache" → "director financiero"), or alone after a name. Its words must hold a job's head word; one only.
 */
export function jobTitleMention(text: string, fragments: Fragment[]): (Span & { value: string }) | null {
  const found: (Span & { value: string })[] = [];
  fragments.forEach((f, i) => {
    const title = titleIn(text, f, i > 0 && afterName(fragments[i - 1]!.text));
    if (title) found.push(title);
  });
  return found.length === 1 ? found[0]! : null;
}

/** "Lena Vogt here", "Sr. Tomás Echeverría": a fragment that is a name, so what follows may say what they do. */
const afterName = (fragment: string) => {
  const name = stripEdges(fragment, NAME_LEADS, TAILS);
  return name !== '' && /^\p{Lu}/u.test(name) && looksLikeName(name);
};

// Words that join a title's words ("head of research", "jefa de ventas"); any other common word is no title's.
const JOINING = new Set(['of', 'de', 'del', 'and', 'y', '&', 'the', 'la', 'el', 'for', 'para']);

function titleIn(text: string, f: Fragment, named: boolean): (Span & { value: string }) | null {
  const lead = f.text.length - f.text.trimStart().length;
  const start0 = f.start + lead;
  const own = text.slice(start0, f.end).replace(/\s+$/, '');
  const folded = foldKeepingIndexes(own);
  const opened = LEAD.exec(folded)![0].length;
  // The last workplace in the fragment ends the title ("Head of Research at Kessler" → "Head of Research").
  const cuts = [...folded.matchAll(AT_WORKPLACE)].filter(
    (m) => m.index > opened && /^[\p{Lu}\p{N}]/u.test(own.slice(m.index + m[0].length)),
  );
  const end = cuts.length > 0 ? cuts[cuts.length - 1]!.index : folded.length;
  const value = text
    .slice(start0 + opened, start0 + end)
    .trim()
    .replace(/[.!]+$/, '');
  // "Dr. Park's assistant": someone's, not a title of one's own.
  if (!TITLE_WORDS.test(value) || /['’]s\b/u.test(value)) return null;
  const words = normalizeText(value).split(/\s+/);
  const head = (w: string | undefined) => w !== undefined && HEAD.has(w.replace(/[.'’]/g, ''));
  // The head word opens or closes the title ("head of research", "marketing manager", "director financiero").
  if (!head(words[0]) && !head(words[words.length - 1])) return null;
  if (words.some((w) => COMMON.has(w) && !JOINING.has(w))) return null;
  // Said before a workplace, after "I'm the", "soy", or after the writer's name; short when alone.
  if (cuts.length === 0 && (words.length > 4 || (opened === 0 && !named))) return null;
  const start = start0 + opened;
  return { start, end: start + value.length, value };
}

// "I'm a staff nurse", "I work as a nurse", "soy enfermera", "trabajo de cocinero": the writer says what they do.
const SELF_JOB_LEAD = /^(?:i'?m|i am|im|i work as|i'?m working as|soy|trabajo como|trabajo de)\s/u;

/**
 * The title a short answer to a job question says about the writer ("I'm a staff nurse" → "staff nurse"), when the
 * words after the frame are a title of their own (a job's head word opening or closing them, no other common
 * word): "I'm a bit busy", "I'm not sure" say none.
 */
export function ownJobTitle(answer: string, questionText: string): string | null {
  if (!isJobTitleQuestion(questionText)) return null;
  const text = answer.trim();
  if (!SELF_JOB_LEAD.test(foldKeepingIndexes(text).replace(/’/g, "'"))) return null;
  return jobTitleMention(text, [{ start: 0, end: text.length, text }])?.value ?? null;
}
