import { MONTHS, WEEKDAYS } from './date-words';
import { looksLikeName } from './names';
import { foldKeepingIndexes, normalizeText, type Span } from './text';

/** A part of a visitor message that asks the interviewer something ("do you open on Sundays?"). */
export interface VisitorAsk extends Span {
  /** The question as the visitor wrote it. */
  text: string;
  /** purpose: why a question is asked ("why do you need my phone?"); else any other question. */
  about: 'purpose' | 'other';
  /** It asks to talk to a person. */
  handoff: boolean;
}

/** What a message asks of the interviewer rather than answers. */
export interface AskReading {
  asks: VisitorAsk[];
  /** The visitor asks to talk to a person. */
  handoff: boolean;
  /** Every part of the message that carries words asks something (or greets): it answers nothing. */
  onlyAsks: boolean;
  /** The visitor says they have a question without asking it yet ("hi, I have a question about prices"). */
  announced: boolean;
}

/** Saying one has a question, before asking it: "I have a quick question about prices", "tengo una duda". */
const ANNOUNCE = new RegExp(
  String.raw`^(?:(?:hi|hello|hey|hola|buenas|ok|okay|so|pues|bueno|oh|and|y)[\s,]+)*` +
    String.raw`(?:i (?:have|ve got|got|had) (?:a |one |some |a quick |a couple of |a few |two |quick )?(?:questions?|query|queries|doubts?)` +
    String.raw`|(?:quick|one|a) question|i (?:want|wanted|would like|d like) to ask(?: (?:you )?(?:something|a question|a few things))?` +
    String.raw`|(?:can|could|may) i ask (?:you )?(?:something|a question|a few things)` +
    String.raw`|tengo (?:una|un par de|algunas|unas|dos) (?:preguntas?|dudas?|consultas?)` +
    String.raw`|(?:queria|quisiera|quiero) (?:preguntar|consultar|hacer una (?:pregunta|consulta))(?: algo| una cosa)?` +
    String.raw`|una (?:pregunta|duda|consulta)|(?:puedo|podria) (?:preguntar|hacer una pregunta|consultar)(?: algo| una cosa)?)` +
    String.raw`(?: (?:about|on|regarding|re|sobre|acerca de|de|con|respecto a) [\p{L}\p{N} ]{1,40})?$`,
  'u',
);

function announces(clause: string): boolean {
  return ANNOUNCE.test(
    plain(clause)
      .replace(/[?¿!.:]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

// A clause opening with one of these asks something even without "?" when an auxiliary follows a wh-word.
const WH = '(?:why|what|whats|when|where|who|whom|whose|how|which)';
const AUX =
  '(?:is|are|was|were|do|does|did|can|could|will|would|should|shall|may|might|have|has|had|much|many|long|often|far|old|about|if|time|kind|sort|type|i|we|you|it|they|there|the|a|an|s|re)';
const INVERTED =
  "(?:do|does|did|can|could|will|would|should|shall|may|might|is|are|was|were|have|has|isn't|aren't|don't|doesn't|didn't|can't|won't|wouldn't|any|anything)";
const SUBJECT = "(?:you|i|we|it|that|this|there|they|he|she|your|my|the|a|an|one|someone|anyone|y'all)";
const ES_ASK =
  '(?:por que|porque|para que|que|cual|cuales|cuando|donde|adonde|quien|quienes|como|cuanto|cuanta|cuantos|cuantas|puedo|podemos|puedes|puede|podeis|pueden|podria|podriamos|se puede|hay|teneis|tienen|tiene|tienes|abris|abren|abre|aceptais|aceptan|acepta|haceis|hacen|hace|es|son|esta|estan|vale|incluye|incluyen|ofreceis|ofrecen|trabajais|trabajan)';

// Without "¿" or "?", Spanish asks only with an unmistakable question word ("que", "es", "hay" open statements too).
const ASKS_ES_UNMARKED =
  /^(?:por que|para que|cuanto|cuanta|cuantos|cuantas|donde|a que hora|se puede|podeis|puedo)\b/u;
const ASKS_EN = new RegExp(`^(?:${WH}\\s+${AUX}\\b|${INVERTED}\\s+${SUBJECT}\\b|how\\s+\\w+\\b)`, 'u');
// With a question mark, any auxiliary or wh-word opening asks ("is parking included?", "what about parking?").
const OPENS_MARKED = new RegExp(`^(?:${WH}|${INVERTED})\\s+\\p{L}`, 'u');
const ASKS_ES = new RegExp(`^(?:${ES_ASK})\\b`, 'u');
// With a question mark, a verb said to the business as "vosotros" opens a question ("¿arregláis eléctricas?",
// "mandáis a Canarias?"): the -áis/-éis ending is that person's alone ("país" is no verb).
const VOSOTROS =
  /^\s*(?:(?:y|e|tambien|pues|oye|vale|hola|ok)[,\s]+)*(?:(?:no|me|nos|lo|la|los|las|le|les|os|se)\s+)*(?!pais\b)\p{L}{2,}(?:ais|eis)\b/u;
const PURPOSE =
  /\b(?:why (?:do|would|does|did|should) (?:you|u|i|we|it)|what (?:do|would) you need (?:it|that|this|my \w+|the \w+)? ?for|what (?:is|s) (?:this|that|it) for|what for|por que (?:necesitas|necesitais|necesita|necesitan|quieres|quereis|quiere|quieren|pedis|piden|pides|hace falta)|para que (?:necesitas|necesitais|necesita|necesitan|quieres|quereis|quiere|quieren|es|sirve|lo|la|los|las)|por que (?:me )?(?:pides|pedis|preguntas|preguntais|pide|piden))\b/u;
const HANDOFF =
  /\b(?:(?:talk|speak|chat)\s+(?:to|with)\s+(?:someone|somebody|anyone|(?:a\s+real|real|a|an|your|the)\s+(?:human|person|people|agent|staff|team|manager|owner|operator|representative|rep))|(?:real|actual|live)\s+(?:person|human|agent)|human\s+(?:agent|being|please)|(?:hablar|charlar)\s+con\s+(?:una\s+persona|alguien|un\s+humano|una\s+humana|un\s+agente|una\s+agente|un\s+operador|una\s+operadora|el\s+equipo|un\s+responsable|el\s+encargado|la\s+encargada|el\s+dueno|la\s+duena|una\s+persona\s+real)|persona\s+real|atencion\s+humana|(?:que\s+me\s+(?:llame|atienda|escriba)\s+(?:alguien|una\s+persona)))\b/u;

/** More ways to ask for a person: "is there a human I can talk to?", "connect me to…", "give me a ring", "¿me pasas con…?". */
const HANDOFF_MORE =
  /\b(?:(?:human|person|persona|someone|somebody)\b[^.?!]{0,20}\b(?:talk|speak|chat)\s+(?:to|with)|(?:connect|put|transfer|pass|patch)\s+me\s+(?:through\s+)?(?:to|with)|give me a (?:ring|call|bell)|(?:call|ring) me back|(?:someone|somebody|a person|one of you|one of your (?:team|staff|people|colleagues)|your (?:team|staff|people))\b[^.?!]{0,30}\b(?:call|ring|phone|contact) me|(?:me\s+pasas?|pasame|ponme|me\s+pones?|me\s+comunicas?|comunicame)\s+con|que\s+me\s+llamen?|me\s+(?:pueden|podeis|podrian|podriais)\s+llamar|llamadme)\b/u;
/** Asking for someone by name: "¿puedo hablar con Marta?", "can I speak to Tom?" (the raw text keeps the capital). */
const NAMED_PERSON =
  /\b(?:hablar|charlar|speak|talk|chat)\s+(?:con|to|with)\s+(?:(?:la|el)\s+(?=(?:Dra?|Sra?|Srta|Do[ñn]a|Don)\b))?\p{Lu}\p{Ll}+/u;

/** A name asked after (raw text, its capital kept): "is Sandra around?", "¿está Marta?", "is Dr. Patel available?". */
const NAME = String.raw`((?:(?:Dr|Dra|Mr|Mrs|Ms|Sr|Sra|Srta)\.?\s+)?\p{Lu}\p{Ll}+)`;
const NAMED_AROUND = [
  new RegExp(
    String.raw`\b(?:[Ii]s|[Aa]re)\s+${NAME}\s+(?:around|about|back|here|at work|on shift|in the office|in today|working today|(?:in|there)(?=\s*(?:today|now|at the moment|right now)?\s*(?:[?.!,]|$))|(?:available|free)(?=.*\b(?:talk|speak|chat|call)\b))`,
    'u',
  ),
  new RegExp(
    String.raw`(?:^|[\s¿,])(?:[Ee]st[áa]|[Ss]e encuentra|[Aa]nda)\s+(?:por (?:ah[íi]|aqu[íi])\s+)?${NAME}(?=\s*(?:[?.!,]|$|por ah[íi]|hoy|disponible|en la oficina|ahora))`,
    'u',
  ),
  new RegExp(
    String.raw`(?:^|[\s¿,])${NAME}\s+(?:est[áa]|se encuentra|anda)\s*(?:[?]|por ah[íi]|disponible|hoy)`,
    'u',
  ),
];
const DATE_WORDS = new Set([...Object.keys(MONTHS), ...Object.keys(WEEKDAYS)].map((w) => normalizeText(w)));

/** Whether a clause asks after someone by name: a name (not a day or a month) and being around. */
function asksAfterNamed(raw: string): boolean {
  for (const re of NAMED_AROUND) {
    const m = re.exec(raw);
    if (!m) continue;
    const name = m[1]!.replace(/^\S+\.?\s+(?=\p{Lu})/u, '');
    const titled = name !== m[1];
    if (!DATE_WORDS.has(normalizeText(name)) && (titled || looksLikeName(name))) return true;
  }
  return false;
}

/** People a business has, by role: asking to talk to one of them asks for a person ("hablar con la doctora"). */
const ROLE =
  '(?:doctor|doctora|doc|medico|medica|dentist|dentista|vet|veterinario|veterinaria|manager|gerente|jefe|jefa|boss|' +
  'owner|dueno|duena|encargado|encargada|responsable|director|directora|coordinator|coordinador|coordinadora|' +
  'profesor|profesora|teacher|instructor|instructora|abogado|abogada|lawyer|attorney|supervisor|supervisora|' +
  'receptionist|recepcion|secretary|secretaria|tecnico|tecnica|technician|asesor|asesora|advisor|adviser|' +
  'consultant|consultor|consultora|sales|ventas|comercial|nurse|enfermera|enfermero|therapist|terapeuta|' +
  'trainer|entrenador|entrenadora|organizer|organizador|organizadora|planner|photographer|fotografo|fotografa|' +
  'chef|admin|administrador|administradora|specialist|especialista|person in charge)';
/** "Necesito hablar con la doctora", "can I speak to the manager?" (not "talk to my wife first"). */
const ROLE_PERSON = new RegExp(
  `\\b(?:hablar|charlar|speak|talk|chat)\\s+(?:directamente\\s+|directly\\s+)?(?:con|to|with)\\s+` +
    `(?:(?:el|la|los|las|the|your|su|vuestro|vuestra|un|una|a|an|one of the|one of your|alguno de los|alguna de las)\\s+)?${ROLE}s?\\b`,
  'u',
);
/**
 * A request to speak to one of the business's people, whatever their trade ("Could I speak to one of the solicitors
 * directly?", "¿podría hablar con alguno de los arquitectos?"): a modal of asking, then an article or "one of" (not
 * "my": "can I talk to my wife first?" is about the visitor's own people), and not "first/primero" (a step before
 * answering, not a request). "an actual solicitor": an adjective of being real may come first.
 */
const REQUEST_SPEAK =
  /\b(?:(?:can|could|may)\s+(?:i|we)\s+(?:please\s+)?|(?:i|we)\s*(?:d|would)\s+(?:like\s+to|rather|prefer\s+to)\s+|(?:puedo|podria|podemos|podriamos|quisiera|quisieramos|prefiero|preferiria|me\s+gustaria|nos\s+gustaria)\s+)(?:speak|talk|chat|hablar|charlar)\s+(?:directly\s+|directamente\s+|en persona\s+)?(?:to|with|con)\s+(?:one of (?:the|your)|someone from (?:the|your)|the|your|uno de (?:los|vuestros|sus)|una de (?:las|vuestras|sus)|alguno de (?:los|vuestros|sus)|alguna de (?:las|vuestras|sus)|el|la|los|las|vuestro|vuestra|an|a|un|una)\s+(?:(?:actual|real|proper|de verdad)\s+)?\p{L}{3,}(?![^.?!]*\b(?:first|primero)\b)/u;
/** "¿Me puede atender alguien de verdad?", "can a real one help me?": a person instead of the interviewer. */
const REAL_ONE =
  /\b(?:(?:me|nos)\s+(?:puede|pueden|podria|podrian|puedes)\s+atender|atiend[ae]me|alguien de verdad|una persona de verdad|someone real|somebody real|a real one|no (?:un|una) (?:bot|robot|maquina)|paso de bots|no quiero (?:hablar con )?(?:un|una) (?:bot|robot|maquina))\b/u;

/** Whether a clause asks for a person. */
function asksForPerson(folded: string, raw: string): boolean {
  const p = plain(folded);
  return (
    HANDOFF.test(p) ||
    HANDOFF_MORE.test(p) ||
    ROLE_PERSON.test(p) ||
    REQUEST_SPEAK.test(p) ||
    REAL_ONE.test(p) ||
    NAMED_PERSON.test(raw) ||
    asksAfterNamed(raw)
  );
}

// A clause that is only an answer said hesitantly ("Premium?", "next Friday?", "about 40?") asks nothing.
const SHORT_ANSWER_WORDS = 3;

interface Clause extends Span {
  text: string;
}

/** Sentences (to "?", ".", "!" or a line break), each cut at a comma when a question starts after it. */
function clausesOf(text: string, folded: string): Clause[] {
  const out: Clause[] = [];
  // A full stop ends a sentence only before a space ("ana@x.com", "5.5" stay whole), and never a title's
  // ("Is Dr. Patel available?"); "¿" opens one.
  const sentence =
    /¿?(?:[^.!?\n¿]|\.(?=\S)|(?<=(?:^|[^\p{L}])(?:dr|dra|drs|mr|mrs|ms|mx|prof|sr|sra|srta|dna|dona|don|st|lic|ing|arq|rev|fr))\.)+[.!?]*/gu;
  for (const m of folded.matchAll(sentence)) {
    if (!m[0].trim()) continue;
    const start = m.index;
    const end = m.index + m[0].length;
    // "I have a knee injury, is that OK?": the question starts after the comma.
    let from = start;
    if (/\?\s*$/.test(m[0]))
      for (const c of m[0].matchAll(/[,;:]\s*|\s[—–-]\s*/g)) {
        const rest = folded.slice(start + c.index + c[0].length, end);
        if (startsQuestion(rest) || OPENS_MARKED.test(plain(rest))) {
          if (folded.slice(from, start + c.index).trim())
            out.push({ start: from, end: start + c.index, text: text.slice(from, start + c.index) });
          from = start + c.index + c[0].length;
          break;
        }
      }
    out.push({ start: from, end, text: text.slice(from, end) });
  }
  return out;
}

const plain = (s: string) =>
  s
    .replace(/[¡¿"'“”«»()]/g, ' ')
    .replace(/[’]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** Whether a (folded) clause opens the way a question does ("do you…", "why is…", "¿cuánto…"). */
function startsQuestion(clause: string): boolean {
  const s = plain(clause).replace(
    /^(?:and|y|also|tambien|so|pues|oh|ah|hey|hi|hola|ok|okay|vale|sorry|perdon|perdona|and also|one question|una pregunta|quick question)[,\s]+/u,
    '',
  );
  return ASKS_EN.test(s) || ASKS_ES.test(s);
}

const wordCount = (s: string) => s.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;

/** Asking after the interviewer's wellbeing, in any politeness: "¿cómo está?", "how have you been?", "¿qué tal les va?". */
const WELLBEING =
  '(?:how (?:are|r|is|s|have|re) (?:you|u|ya|y all|things|everything|it|your (?:day|week|morning|afternoon|evening|weekend))' +
  '(?: (?:doing|going|been|today|guys|all|so far|then))*' +
  '|how you doing|(?:como|que tal) (?:esta|estas|estan|estais|anda|andas|andan|va|vas|van|te va|le va|os va|les va|sigue|sigues)' +
  '(?: (?:usted|ustedes|todo|hoy|el dia|la cosa|la manana|la tarde|la semana|por ahi|por alla))*' +
  '|hope (?:you re|you are|all is) (?:well|good|fine)|espero que (?:este|estes|esten) bien)';

/**
 * Small talk and asides ask nothing to answer (README "Not questions to the interviewer"): "¿qué tal?", "how's
 * your day going?", "how hard can it be, right?".
 */
const SMALL_TALK = new RegExp(
  String.raw`^(?:(?:hi|hello|hey|hola|buenas|ey|oh|ok|y)[\s,!.]+)*(?:how are you(?: doing| today)?|how r u|how(?: s| is) it going|how(?: s| is) your day(?: going)?|how are things|how do you do|what s up|whats up|sup|que tal(?: va(?: el dia| todo| la cosa)?| estas| esta| todo| el dia)?|como estas|como esta usted|como va(?: todo| el dia| la cosa)?|como andas|todo bien|que onda|how hard can it be(?: right)?|what could go wrong|right|${WELLBEING})\W*$`,
  'u',
);

/**
 * Polite requests that carry an answer ask nothing to answer (README "Not questions to the interviewer"):
 * "could you note that I prefer mornings?", "could you put it under my dad's name?", "¿me apuntas a las dos?".
 * The verb acts on what the form records; "can you make a gluten-free cake?" or "could we have a table by
 * the window?" still ask.
 */
const REQUEST = new RegExp(
  String.raw`^(?:(?:and|also|so|oh|ok|apologies|sorry|please|perdon|perdona|disculpa|disculpe|y|tambien)[\s,]+)*` +
    String.raw`(?:(?:could|can|would|will) (?:you|u|ya) (?:please |just |also |kindly )?` +
    String.raw`(?:note|add|put|write|mark|change|switch|swap|update|include|register|jot|record|remove|list|log|save|` +
    String.raw`enter|correct|fix|amend|sign (?:me|us) up|book (?:me|us)|make (?:it|that|mine)|keep (?:me|us|it))` +
    String.raw`|(?:me |nos )?(?:puedes|podes|podeis|puede|pueden|podria|podrias|podrian|podriais) (?:por favor )?` +
    String.raw`(?:anotar|apuntar|poner|anadir|agregar|cambiar|quitar|sacar|incluir|registrar|marcar|guardar|corregir|sumar)` +
    String.raw`|me (?:apuntas|apunta|anotas|anota|pones|pone|agregas|agrega|anades|anade|cambias|cambia|sumas|suma))\b`,
  'u',
);

function isRequest(clause: string): boolean {
  return REQUEST.test(plain(clause).replace(/[?¿!]/g, ' ').trim());
}

/** Whether one clause asks the interviewer something. */
function asks(clause: Clause, folded: string): boolean {
  const f = folded.slice(clause.start, clause.end);
  if (SMALL_TALK.test(plain(f).replace(/[?¿!]/g, '').trim())) return false;
  const marked = /\?/.test(f) || /¿/.test(f);
  const opens = startsQuestion(f);
  if (isRequest(f)) return false;
  // "¿para qué lo necesitáis?" asks; "hacemos una app para que los clubes…" only says what it is for.
  if (PURPOSE.test(plain(f)) && (marked || opens)) return true;
  // "¿admitís mascotas?": an opening "¿" asks, unless only a value follows ("¿el sábado?").
  const opened =
    /^\s*¿/.test(f) && wordCount(f) >= 2 && !/^\s*¿\s*(?:el|la|los|las|un|una)\s+\S+\s*\?/.test(f);
  if (marked)
    return (
      opens ||
      opened ||
      OPENS_MARKED.test(plain(f)) ||
      VOSOTROS.test(plain(f)) ||
      wordCount(f) > SHORT_ANSWER_WORDS
    );
  // Without "?": only a clear question opening with a few words after it ("do you open on sundays").
  const s = plain(f);
  return (ASKS_EN.test(s) || ASKS_ES_UNMARKED.test(s)) && wordCount(f) >= 3 && !/^what\s+(?:i|we)\b/.test(s);
}

/** Finds the questions a message puts to the interviewer, a request for a person, and whether it only asks. */
export function readAsks(text: string): AskReading {
  const folded = foldKeepingIndexes(text);
  const clauses = clausesOf(text, folded);
  const found: VisitorAsk[] = [];
  let content = 0;
  let asking = 0;
  let announced = false;
  for (const c of clauses.flatMap((x) => handoffApart(x, text, folded))) {
    const f = folded.slice(c.start, c.end);
    if (!/[\p{L}\p{N}]/u.test(f)) continue;
    if (isGreetingClause(f)) continue;
    content++;
    if (announces(f)) {
      announced = true;
      asking++;
      continue;
    }
    const wantsPerson = asksForPerson(f, c.text);
    if (!asks(c, folded) && !wantsPerson) continue;
    asking++;
    found.push({
      start: c.start,
      end: c.end,
      text: c.text.trim(),
      about: PURPOSE.test(plain(f)) ? 'purpose' : 'other',
      handoff: wantsPerson,
    });
  }
  const handoff = found.some((a) => a.handoff);
  return {
    asks: found,
    handoff,
    onlyAsks: content > 0 && asking === content,
    announced: announced && found.length === 0,
  };
}

/** "I'd rather speak with a real person, but very well: my name is …": the request is its own clause. */
function handoffApart(c: Clause, text: string, folded: string): Clause[] {
  const f = folded.slice(c.start, c.end);
  if (!asksForPerson(f, c.text)) return [c];
  const out: Clause[] = [];
  let from = c.start;
  for (const m of f.matchAll(/\s*(?:[,;:]|\bbut\b|\bpero\b)\s*/gu)) {
    const at = c.start + m.index;
    if (folded.slice(from, at).trim()) out.push({ start: from, end: at, text: text.slice(from, at) });
    from = at + m[0].length;
  }
  if (folded.slice(from, c.end).trim()) out.push({ start: from, end: c.end, text: text.slice(from, c.end) });
  return out;
}

const GREETING_CLAUSE =
  /^(?:hi|hello|hey|hola|buenas|buenos dias|buenas tardes|buenas noches|good (?:morning|afternoon|evening)|thanks|thank you|gracias|ok|okay|vale|oh|ah|hmm+|um+|sorry|perdon|perdone|perdona|disculpa|disculpe|disculpen|excuse me|pardon|one question|una pregunta|quick question)(?:\s+(?:there|again|all|everyone|a todos|de nuevo))?[\s!.,:;]*$/u;

function isGreetingClause(folded: string): boolean {
  return GREETING_CLAUSE.test(plain(folded));
}

/** A question asking for words to be written on something: "Text for the banner", "¿Mensaje de la tarjeta?". */
const WRITTEN_ON =
  '(?:banner|cake|card|sign|plaque|t-?shirt|mug|tarta|pastel|tarjeta|cartel|pancarta|placa|camiseta|taza)';
const SAYING = '(?:say|says|read|reads|write|written|message|dice|diga|decir|escrib\\w*|pon\\w*|mensaje)';
const WORDING = new RegExp(
  `\\b(?:text|wording|inscription|lettering|caption|slogan|engraving|texto|dedicatoria|leyenda|frase|lema|grabado|rotulo)\\b` +
    `|\\b${WRITTEN_ON}\\b.*\\b${SAYING}\\b|\\b${SAYING}\\b.*\\b${WRITTEN_ON}\\b`,
  'u',
);

/** Whether a question asks for words to write, which a visitor's "question" may be ("WHO'S READY TO PARTY?!"). */
export function asksForWording(question: string): boolean {
  return WORDING.test(foldKeepingIndexes(question).toLowerCase());
}
