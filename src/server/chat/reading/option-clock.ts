import { optionByDescription } from './lexicon';
import { negatedClauses } from './option-scores';
import { normalizeText } from './text';

/**
 * The hours (0-23) each time-of-day option spans, by the moment its name says: "Morning", "Tarde", "Evening",
 * "Noche". Spanish "tarde" runs until nine, "noche" starts then; English "afternoon" ends at six. An option
 * that writes its own hours ("Morning (9-12)") is left to the readers of figures.
 */
const MOMENTS: [RegExp, number[]][] = [
  [/\b(?:morning|mornings|manana|mananas|am)\b/u, range(6, 12)],
  [/\b(?:midday|noon|lunchtime|mediodia)\b/u, range(12, 15)],
  [/\b(?:afternoon|afternoons)\b/u, range(12, 18)],
  [/\b(?:tarde|tardes)\b/u, range(12, 21)],
  [/\b(?:evening|evenings)\b/u, range(17, 23)],
  [/\b(?:night|nights|noche|noches)\b/u, [...range(21, 24), ...range(0, 5)]],
];

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, i) => from + i);
}

function hoursOf(option: string): Set<number> | null {
  const folded = normalizeText(option);
  if (/\d/.test(folded)) return null;
  const hits = MOMENTS.filter(([re]) => re.test(folded));
  return hits.length === 1 ? new Set(hits[0]![1]) : null;
}

/**
 * A clock time said: "7ish", "at 9", "around 7:30", "7pm", "sobre las 21h", "a las 8 de la tarde". A bare
 * hour from 1 to 11 could be either half of the day, so both are returned.
 */
const CLOCK =
  /(?:\b(?:at|around|about|like|by|from|after|before|sobre las|a las|hacia las|eso de las|tipo|desde las|antes de las|despues de las)\s+(\d{1,2})(?:[:.](\d{2}))?(?:\s*(am|pm|a m|p m|h|hrs|ish|o ?clock))?\b|\b(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a m|p m|h|hrs|ish|o ?clock)\b)(?:\s+de\s+la\s+(manana|tarde|noche))?/gu;

function hoursSaid(text: string): number[][] {
  const out: number[][] = [];
  for (const m of text.matchAll(CLOCK)) {
    const hour = Number(m[1] ?? m[4]);
    const mark = (m[3] ?? m[6] ?? '').replace(' ', '');
    const part = m[7];
    if (hour > 24) continue;
    if (mark === 'pm' || part === 'tarde' || part === 'noche') out.push([hour < 12 ? hour + 12 : hour]);
    else if (mark === 'am' || part === 'manana') out.push([hour % 12]);
    // "10h", "21h": an hour written with an h is on the 24-hour clock.
    else if (hour >= 13 || hour === 0 || mark === 'h') out.push([hour % 24]);
    else if (hour === 12) out.push([12]);
    else out.push([hour, hour + 12]);
  }
  return out;
}

/**
 * "sobre las 21h" → Noche, "7pm" → Evening, "after work, like 7ish" → Evening (a bare 7 is morning or evening;
 * the words "after work" say which): the one time-of-day option that the clock time said falls in. Undefined
 * when the options are no times of day or no time is said; null when it fits two options and nothing else
 * in the words chooses between them, or two times say two options.
 */
export function optionByClock(options: readonly string[], raw: string): string | null | undefined {
  const spans = options.map(hoursOf);
  if (spans.filter(Boolean).length < 2) return undefined;
  const folded = normalizeText(negatedClauses(raw).positive).replace(/[’']/g, ' ');
  const said = hoursSaid(folded);
  if (said.length === 0) return undefined;
  const fits = new Set(
    said.flatMap((hours) => options.filter((_, i) => hours.some((h) => spans[i]?.has(h)))),
  );
  if (fits.size === 1) return [...fits][0]!;
  if (fits.size === 0) return undefined;
  const meant = optionByDescription(options, folded.replace(CLOCK, ' '));
  return meant && fits.has(meant) ? meant : null;
}
