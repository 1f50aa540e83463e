import { foldKeepingIndexes } from './text';

/** Framing people put around a short answer: greetings, fillers, "my name is", "here", thanks; and emoji. */
export const EMOJI = /\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\u200d|\ufe0f|\u20e3/gu;
export const EDGE_EMOJI = new RegExp(`^(?:${EMOJI.source}|\\s)+|(?:${EMOJI.source}|\\s)+$`, 'gu');
export const EMOTICON = /(?:^|\s)(?:[:;=]-?[)(DPp]|<3|xD|XD|\^\^|:\*)(?=\s|$)/g;
export const GREETING =
  "(?:yo|namaste|salaam|salam|shalom|ciao|aloha|bonjour|hallo|g'?day|wena[s]?|que onda|quiubo|kia ora|hi|hello|hey|heya|hiya|howdy|hola|holi|ola|(?:muy )?buenas(?: tardes| noches)?|buenos dias|buen dia|good (?:morning|afternoon|evening)|greetings|saludos|hi there|hello there|hey there|thanks|thank you|gracias)";
export const FILLER =
  '(?:well|so|ok|okay|okey|alright|right|vale|pues|bueno|sure|claro|yes|yeah|yep|si|sorry|oops|perdon|perdona|disculpa|disculpe|ay|uy|ups|hmm+|um+|uh+|eh+|ah+|oh+|erm|mm+|let me see|let me check|let me think|a ver|dejame ver|veamos|i think|i guess|i believe|i reckon|creo que|creo|pienso que|supongo que|probably|probablemente|of course|por supuesto|(?:(?:like|as) (?:i|we) (?:said|mentioned|told you|wrote)(?: before| earlier| above)?|(?:like|as) i\\W?ve (?:said|mentioned)|as mentioned|como (?:ya )?(?:te |le |os )?(?:dije|he dicho|comente|he comentado|decia|comentaba)(?: antes)?|lo que (?:te )?dije)(?=\\s*[,:;.-]))';
export const NAME_LEAD =
  "(?:(?:i'?m|i am|we'?re|we are) (?:writing|contacting you|getting in touch)|(?:that|it)(?:'d| would| will|'ll) be|that'?s|that is|seria|sera|(?:le |te |les |os )?escribo|on behalf of|de parte del|de parte de la|en nombre del|en nombre de la|en nombre de|myself|(?:her|his|their) name is|(?:her|his|their) name's|su nombre es|se llama|my full name is|my first name is|first name|mi nombre de pila es|just|only|simply|solo|simplemente|my name is|my name's|my names|the name is|the name's|name's|name is|name:|i am|i'm|im|we are|we're|nosotros somos|somos|it's|its|it is|this is|you can call me|call me|people call me|reservation for|reservation under|a reservation for|booking for|booking under|(?:a )?table for(?= \\D)|ask for|pregunta(?:d|r)? por|(?:una )?mesa para(?= \\D)|under the name(?: of)?|under|for|(?:(?:an?|the|el|la|un|una)\\s+)?(?:order|booking|reservation|table|cake|appointment|pedido|encargo|reserva|cita|tarta)\\s+(?:for|under|para|a nombre de)|me llamo|mi nombre completo es|mi nombre es|me llaman|llamame|yo soy|soy|soi|aqui|de parte de|la reserva esta a nombre de|reserva a nombre de|a nombre del|a nombre de la|a nombre de|para|es|habla|te escribe|le escribe|les escribe|nombre:)";
export const ID_LEAD =
  "(?:it's|its|it is|this is|the number is|number is|es|el numero es|my order is|my order number is|mi pedido es|order number|order no\\.?|order #|order|pedido numero|numero de pedido|pedido|reference|referencia|ref\\.?|booking|reserva|code|codigo|id|n[ºo°]\\.?|number|numero|#)";
export const TEXT_LEAD = "(?:it's|its|it is|es|that's|thats|that is|eso es)";
export const THANKS =
  'thanks|thank you|thanks a lot|many thanks|thx|ty|gracias|muchas gracias|mil gracias|lol|haha+|jaja+|cheers|saludos|un saludo';
export const HEDGE = 'by the way|btw|i think|i guess|creo|supongo|no se|i believe';
export const TAIL = `(?:here|aqui|speaking|al habla|please|pls|por favor|is fine|will do|works|esta bien|vale|basta|is my name|that s my name|that's my name|that s me|that's me|es mi nombre|ese soy yo|${HEDGE}|${THANKS})`;

export const lead = (alt: string) => new RegExp(`^(?:${alt})(?:[\\s,:;.!¡¿-]+|$)`, 'u');
export const tail = (alt: string) => new RegExp(`(?:^|[\\s,;.!-]+)(?:${alt})[\\s!.,;]*$`, 'u');

/** Drops framing words at the start and end of an answer, as long as some remain; keeps the visitor's casing. */
export function stripEdges(answer: string, leads: RegExp[], tails: RegExp[], innerEmoji = false): string {
  // A text keeps the emoji inside it ("a party 🎉 for my son"); a name or identifier keeps none.
  const emoji = innerEmoji ? EDGE_EMOJI : EMOJI;
  let s = answer.replace(emoji, ' ').replace(EMOTICON, ' ').replace(/\s+/g, ' ').trim();
  for (let guard = 0; guard < 12; guard++) {
    const before = s;
    s = s.replace(/^[\s,;:.!¡¿?"'«»“”()–—-]+|[\s,;:!?¡¿"'«»“”()–—-]+$/gu, '');
    const folded = foldKeepingIndexes(s);
    for (const r of leads) {
      const m = r.exec(folded);
      if (m && m[0].length < s.length) {
        s = s.slice(m[0].length);
        break;
      }
    }
    const folded2 = foldKeepingIndexes(s);
    for (const r of tails) {
      const m = r.exec(folded2);
      if (m && m.index > 0) {
        s = s.slice(0, m.index);
        break;
      }
    }
    if (s === before) break;
  }
  return s.trim();
}

/** A name or identifier without its final full stop ("Ana." → "Ana"; an initial's "J." stays). */
export const dropStop = (s: string) => s.replace(/(?<!(?:^|\s)\p{L})\.+$/u, '').trim();

// "Nieto e Hijos SL, perdona", "Anna, sorry!": an apology after a value, set off by a comma or a stop, is said about
// the answer (usually a corrected one), not part of it ("Sorry Not Sorry" has no comma).
const APOLOGY_TAIL =
  /[,.;!]+\s*(?:(?:so |really )?sorry|perdona|perdone|perdon|disculpa|disculpe|disculpad|my bad|lo siento|apologies|mil perdones)[\s!.]*$/u;

export const NAME_LEADS = [lead(GREETING), lead(FILLER), lead(NAME_LEAD)];
export const OPENING_LEADS = [lead(GREETING), lead(FILLER)];
export const TEXT_LEADS = [lead(GREETING), lead(FILLER), lead(TEXT_LEAD)];
export const ID_LEADS = [lead(GREETING), lead(FILLER), lead(ID_LEAD)];
export const TAILS = [tail(TAIL), APOLOGY_TAIL];
export const THANKS_TAILS = [tail(`(?:${THANKS})`)];
export const SHORT_TAILS = [tail(`(?:${HEDGE}|${THANKS})`), APOLOGY_TAIL];

// "Dear team,", "Hi all:", "Estimados señores,", "Hola equipo,", "To whom it may concern": who a message is
// written to, said at its start. The addressee is never the writer's name.
const ADDRESSEES =
  "(?:team|all|everyone|everybody|folks|guys|there|y'?all|friends|people|sirs?|madam|equipo|a todos|todos|todas|chic[oa]s|amig[oa]s|gente|senor(?:es|as)?|se[nñ]ores)";
const SALUTATION = new RegExp(
  `^[\\s¡!]*(?:(?:dear|dearest|estimad[oa]s?|querid[oa]s?|apreciad[oa]s?|distinguid[oa]s?|muy senor(?:es)? mio?s?)\\s+[^,:;!\\n]{1,40}?|${GREETING}\\s+${ADDRESSEES}|to whom it may concern|a quien corresponda)\\s*(?:[,:;!\\n]+|$)\\s*`,
  'u',
);

/** A message without the salutation that opens it ("Dear team, I am writing…" → "I am writing…"). */
export function withoutSalutation(text: string): string {
  const m = SALUTATION.exec(foldKeepingIndexes(text));
  return m ? text.slice(m[0].length) : text;
}
