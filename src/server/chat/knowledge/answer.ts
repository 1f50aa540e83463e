import MiniSearch from 'minisearch';
import type { Question } from '../../../contract/forms';
import { normalizeText } from '../reading/text';
import { asksWhatBusinessDoes, namedThings, objectThings } from './focus';
import { askedAbout, asksAboutOptions, asksBareWhy } from './help-answers';
import { termsOf } from './question-terms';
import { existenceHead, rootOf, shapeTopics } from './shapes';
import { groupOf, keepEnye, phrasesOf, STOPWORDS, stem, synonymsOf } from './terms';

export { termsOf } from './question-terms';

/** What the interviewer may answer a visitor's question from (CONTRACT: nothing else). */
export interface KnowledgeSources {
  knowledge: string | null;
  businessDescription: string | null;
  /** The questions of the form, whose `help` explains why each is asked. */
  questions: Question[];
  /** The question being asked: its help answers "why do you need this?". */
  pending: Question | null;
}

/** The answer the built-in interviewer gives: a passage quoted as the owner wrote it, or none. */
export interface KnowledgeAnswer {
  answered: boolean;
  passage: string | null;
}

interface Passage {
  id: number;
  text: string;
  /** Topics its values stand for ("85 €" → price): indexed beside its words. */
  tags: string;
}

/** Passages of the knowledge and the description: each line, long lines cut into sentences. */
export function passagesOf(texts: (string | null)[]): Passage[] {
  const out: Passage[] = [];
  for (const text of texts) {
    if (!text) continue;
    for (const line of text.split(/\n+/)) {
      const clean = line.replace(/^[\s\-*•·]+/, '').trim();
      if (!/\p{L}/u.test(clean)) continue;
      // One sentence a passage: the answer quotes what holds it, not the whole paragraph.
      const pieces = clean.split(/(?<=[.!?])\s+(?=[\p{Lu}¿¡"“])/u);
      for (const p of pieces)
        if (/\p{L}/u.test(p)) out.push({ id: out.length, text: p.trim(), tags: shapeTopics(p).join(' ') });
    }
  }
  return out;
}

const INDEXES = new Map<string, { index: MiniSearch<Passage>; passages: Passage[] }>();
const MAX_INDEXES = 200;

/** One MiniSearch index per distinct knowledge (forms change rarely; the cache is bounded). */
function indexFor(sources: KnowledgeSources) {
  const key = `${sources.knowledge ?? ''}\u0000${sources.businessDescription ?? ''}`;
  const known = INDEXES.get(key);
  if (known) return known;
  const passages = passagesOf([sources.knowledge, sources.businessDescription]);
  const index = new MiniSearch<Passage>({
    fields: ['text', 'tags'],
    storeFields: ['text'],
    // Each word is indexed as itself and as its root, so "¿cómo es el pago?" finds "se paga".
    processTerm: (term) => {
      const folded = normalizeText(keepEnye(term));
      const t = stem(folded);
      if (!t || STOPWORDS.has(t) || STOPWORDS.has(folded)) return null;
      const root = rootOf(t);
      return root !== t ? [t, root] : t;
    },
    tokenize: (text) => text.split(/[^\p{L}\p{N}€$]+/u),
  });
  index.addAll(passages);
  if (INDEXES.size >= MAX_INDEXES) INDEXES.delete(INDEXES.keys().next().value!);
  const entry = { index, passages };
  INDEXES.set(key, entry);
  return entry;
}

/** Two forms of one word: one starts the other, or they share a long start ("entregan", "entregamos"). */
function sameRoot(w: string, h: string): boolean {
  if (w.length < 5 || h.length < 5) return false;
  if (h.startsWith(w) || w.startsWith(h)) return true;
  let n = 0;
  while (n < w.length && w[n] === h[n]) n++;
  return n >= 5 && n >= 0.7 * Math.min(w.length, h.length);
}

/** The question's topics (a word and its synonyms count once) found in a passage. */
function topicsFound(topics: string[][], passage: string): string[][] {
  const have = new Set([...termsOf(passage), ...shapeTopics(passage)]);
  const folded = ` ${normalizeText(passage).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  // A synonym of more than one word ("mal tiempo" for "llueve") is found as a phrase.
  const saysPhrase = (w: string) => phrasesOf(w).some((p) => folded.includes(` ${p} `));
  const haveGroups = new Set([...have].map(groupOf));
  const haveRoots = new Set([...have].filter((h) => h.length >= 4).map(rootOf));
  return topics.filter((words) =>
    words.some(
      (w) =>
        have.has(w) ||
        (groupOf(w) !== null && haveGroups.has(groupOf(w))) ||
        (w.length >= 4 && haveRoots.has(rootOf(w))) ||
        [...have].some((h) => sameRoot(w, h)) ||
        saysPhrase(w),
    ),
  );
}

/** Share of the question's topics found in a passage. */
function coverage(topics: string[][], passage: string): number {
  return topics.length === 0 ? 0 : topicsFound(topics, passage).length / topics.length;
}

/** Topics that say what is asked about something (its price, opening hours, how soon, from what age). */
const ATTRIBUTES = new Set(['price', 'open', 'fast', 'age', 'count'].map((w) => groupOf(w) ?? w));

/** Light verbs and vague nouns: a topic made of them alone says too little to pick a passage. */
const LIGHT = new Set(
  (
    'bring come go get work need use have make take do put let give want time thing way place area zone day ' +
    'traer llevar venir ir hacer poder dia entrar pasar tener poner dar querer usar cosa zona sitio lugar tiempo vez salga salir sale ' +
    'start begin empezar comenzar empiezo find locate encontrar encuentro entra entran'
  )
    .split(' ')
    .map(stem),
);

/** The share of a question's topics a passage must hold to count as its answer. */
const MIN_COVERAGE = 0.6;
/** Less is enough when the passage is the only one holding a topic of the question, and holds the most. */
const MIN_DISTINCT_COVERAGE = 0.3;

interface Scored {
  text: string;
  found: string[][];
  cover: number;
  exact: number;
  score: number;
}

/** The passage that answers a visitor's question from the knowledge and the description, if one clearly does. */
function retrieve(question: string, sources: KnowledgeSources, pointsBack = false): string | null {
  const { index, passages } = indexFor(sources);
  if (passages.length === 0) return null;
  // In a statement a question points back at, figures and names from the visitor's own world ("mi perrito
  // Canelo", "he's 14") are no topic, unless the knowledge has them. A question's own names stay ("Christmas").
  const names = pointsBack ? namesIn(question) : new Set<string>();
  const held = (t: string) => passages.some((p) => termsOf(p.text).includes(t));
  const terms = [...new Set(termsOf(question))].filter(
    (t) => !((names.has(t) || (pointsBack && /^\d+$/.test(t))) && !held(t)),
  );
  if (terms.length === 0) return null;
  // One topic per synonym group ("cuánto cuesta" is one topic: the price).
  const topics = new Map<string, string[]>();
  for (const t of terms) topics.set(String(groupOf(t) ?? t), synonymsOf(t));
  const all = [...topics.values()];
  // Light words ("bring", "ir", "pasar") count only when the question has nothing else.
  const weighed = all.filter((t) => !LIGHT.has(t[0]!));
  const counted = weighed.length > 0 ? weighed : all;
  // "¿Hay duchas en la playa?": when no passage holds the thing asked for, none answers (not "clases en la playa").
  // "do you do MOTs on motorbikes?": a thing the question names that nothing of the form mentions is not
  // known, whatever else a passage shares with the question (a passage on cars does not answer it).
  // "do you also clean solar panels?": so is the thing a "do you <verb> …?" asks about (its object).
  const objects = objectThings(question, LIGHT);
  const things = [...namedThings(question, LIGHT), ...objects];
  if (!pointsBack && things.some((run) => !known(run, sources, passages))) return null;
  const head = existenceHead(question);
  const headTopic = head ? all.find((t) => t.includes(stem(head))) : undefined;
  if (headTopic && !passages.some((p) => topicsFound([headTopic], p.text).length > 0)) return null;
  const scored = candidates(terms, all, counted, index);
  const best = scored[0];
  if (!best || best.cover === 0) return null;
  if (best.cover >= MIN_COVERAGE) return best.text;
  // "¿Es complicado aparcar por la zona?": the one passage about parking answers it, though "complicado" and
  // "zona" are not in it. Honest only when no other passage holds as much, and one topic is its alone.
  const second = scored[1];
  const alone = best.found.some(
    (t) =>
      !LIGHT.has(t[0]!) && !passages.some((p) => p.text !== best.text && topicsFound([t], p.text).length),
  );
  const clear = !second || second.cover < best.cover;
  // "He's 14 with arthritis in his hips… Is that ok?": a question pointing back at a statement asks about its
  // distinctive topic, however many other words the statement has.
  const enough = pointsBack ? best.cover > 0 : best.cover >= MIN_DISTINCT_COVERAGE;
  // "Is the path to the yurt flat?", "¿se puede pescar desde el barco?": the description's first sentence says what
  // the business is; sharing its thing ("yurts", "barco") with a question that asks something else about it
  // answers nothing (its later sentences are facts like the knowledge's: "Boards are included in every lesson"). A
  // "do you <verb> X?" whose X the description names is answered by it ("arregláis eléctricas?").
  const identity = passagesOf([sources.businessDescription])[0];
  // Where it is ("¿dónde estáis?" → "…en Sevilla"), its price or its hours are facts even in that sentence.
  const byShape =
    identity?.tags && best.found.some((t) => identity.tags.split(' ').some((g) => t.includes(g)));
  const describes = !pointsBack && objects.length === 0 && identity?.text === best.text && !byShape;
  if (enough && clear && alone && !describes) return best.text;
  return pairFor(scored, counted);
}

/**
 * Whether the form knows a thing a question names: a word of it is in the knowledge or a question's help, or
 * every word of it is at least among the business's own words (its description, its questions and options).
 * "un perro guía" is unknown to a winery whose description says "visitas guiadas" and nothing of dogs.
 */
function known(run: string[], sources: KnowledgeSources, passages: Passage[]): boolean {
  const says = (texts: (string | null | undefined)[], t: string) =>
    texts.some((x) => x && topicsFound([synonymsOf(t)], x).length > 0);
  const described = describedBy(sources);
  const knowledge = [
    ...passages.filter((p) => !described.has(p.text)).map((p) => p.text),
    ...sources.questions.map(helpOf),
  ];
  if (run.some((t) => says(knowledge, t))) return true;
  const own = [
    ...described,
    ...sources.questions.flatMap((q) => [q.text, ...(('options' in q && q.options) || [])]),
  ];
  return run.every((t) => says(own, t));
}

/** The passages of the business description. */
const describedBy = (sources: KnowledgeSources) =>
  new Set(passagesOf([sources.businessDescription]).map((p) => p.text));

const helpOf = (q: object) => (q as { help?: string | null }).help ?? '';

const isAttribute = (t: string[]) => t.some((w) => ATTRIBUTES.has(groupOf(w) ?? w));

/**
 * The passages a search finds, best first, keeping only those that hold what is asked about something (its
 * price, its hour: "how much does a full valet cost?" is not answered by a passage on valeting without a price).
 */
function candidates(
  terms: string[],
  all: string[][],
  counted: string[][],
  index: MiniSearch<Passage>,
): Scored[] {
  const own = new Set(terms);
  const phrases = all.flatMap((t) => phrasesOf(t[0]!));
  const query = [...new Set([...all.flat(), ...terms.map(rootOf), ...phrases])].join(' ');
  // Fuzzy and prefix matching for the visitor's own words only: synonyms are exact (and many).
  const hits = index.search(query, {
    prefix: (term) => own.has(term) && term.length >= 4,
    fuzzy: (term) => (own.has(term) && term.length >= 6 ? 0.2 : false),
    combineWith: 'OR',
  });
  const attribute = all.filter(isAttribute);
  const exact = (text: string) => termsOf(text).filter((w) => own.has(w)).length;
  return hits
    .slice(0, 8)
    .map((h) => String(h.text))
    .filter((text) => topicsFound(attribute, text).length === attribute.length)
    .map((text, i) => {
      const found = topicsFound(counted, text);
      return { text, found, cover: found.length / counted.length, exact: exact(text), score: -i };
    })
    .sort((a, b) => b.cover - a.cover || b.exact - a.exact || b.score - a.score);
}

/**
 * Two passages that together hold every topic of the question, each one the other lacks ("que salga mi perrito
 * y que sea en exteriores, ¿se puede?": the passage on pets and the one on outdoor sessions), quoted together.
 */
function pairFor(scored: Scored[], counted: string[][]): string | null {
  const [best, ...rest] = scored;
  if (!best || counted.length < 2) return null;
  const adds = (a: Scored, b: Scored) => b.found.some((t) => !a.found.includes(t) && !LIGHT.has(t[0]!));
  for (const other of rest) {
    const union = new Set([...best.found, ...other.found]);
    if (union.size === counted.length && adds(best, other) && adds(other, best))
      return `${best.text} ${other.text}`;
  }
  return null;
}

/**
 * Answers a visitor's question from the only sources allowed: the help of the question it is about (for "why
 * do you need …?"), else the passage of the knowledge or the description that clearly holds its topics.
 */
export function answerFromKnowledge(
  question: string,
  about: 'purpose' | 'other',
  sources: KnowledgeSources,
  pointsBack = false,
): KnowledgeAnswer {
  if (about === 'purpose') {
    const q = askedAbout(question, sources);
    const help = (q as { help?: string | null } | null)?.help;
    if (help) return { answered: true, passage: help };
  }
  // "What do you guys do exactly?": the description says what the business does.
  if (!pointsBack && sources.businessDescription?.trim() && asksWhatBusinessDoes(question, termsOf(question)))
    return { answered: true, passage: sources.businessDescription.trim() };
  const passage = retrieve(question, sources, pointsBack);
  if (passage) return { answered: true, passage };
  // The pending question's help may hold the answer to a question about it ("is Prenatal OK at week 10?").
  const help = (sources.pending as { help?: string | null } | null)?.help;
  if (help && coverage(topicsOf(question), help) >= MIN_COVERAGE) return { answered: true, passage: help };
  // "why only 6?", "¿por qué no más de 10?" right after the bound was said: the reason for the asked question's
  // limits is its help. Only a bare "why" (figures and words of degree): "why is it so expensive?" names a topic.
  if (help && asksBareWhy(question)) return { answered: true, passage: help };
  // "which one is ok if I've never done pottery?", "¿cuál es la más tranquila?", "how do I tell which one I have?",
  // "¿qué diferencia hay entre el completo y el premium?": about the asked question's options (a choice among them,
  // or two of them named); its help is what the owner wrote about them.
  if (help && asksAboutOptions(question, sources.pending)) return { answered: true, passage: help };
  return { answered: false, passage: null };
}

/** Words written with a capital inside a sentence: names ("mi perrito Canelo"), as retrieval compares them. */
function namesIn(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/(?<=[\p{L}\p{N},;)]\s+)\p{Lu}\p{Ll}+/gu))
    for (const t of termsOf(m[0])) out.add(t);
  return out;
}

/** A question's topics, light words ("find", "bring") left out when it has others. */
function topicsOf(question: string): string[][] {
  const topics = new Map<string, string[]>();
  for (const t of new Set(termsOf(question))) topics.set(String(groupOf(t) ?? t), synonymsOf(t));
  const all = [...topics.values()];
  const weighed = all.filter((t) => !LIGHT.has(t[0]!));
  return weighed.length > 0 ? weighed : all;
}
