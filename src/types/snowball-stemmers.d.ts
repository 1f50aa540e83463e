declare module 'snowball-stemmers' {
  /** One language's Snowball stemmer (the algorithms of snowballstem.org, ported to JavaScript). */
  export interface Stemmer {
    stem(word: string): string;
  }
  export function newStemmer(language: string): Stemmer;
  export function algorithms(): string[];
}
