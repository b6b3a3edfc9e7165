/**
 * The one rule for text that prints on a document (invoice, offer letter, certificate): the name,
 * the offer address, college, branch, job title and company. Every character must be one the
 * documents' fonts print correctly shaped:
 *
 * - Latin letters (with their accents), Greek and Cyrillic, digits, common punctuation and
 *   currency signs (Roboto);
 * - Devanagari, Bengali, Odia, Tamil and Kannada (Noto Sans of each script; their shaping was
 *   compared with Chromium's and HarfBuzz's, see api/test/pdf-scripts.test.ts).
 *
 * Gurmukhi, Telugu, Malayalam and Gujarati are refused: the PDF engine's shaper (fontkit) fails on
 * their conjuncts and vowel signs (Gujarati on an anusvara over an independent vowel, as in અંકિત);
 * so are the Tamil numerals and the Tamil anusvara (U+0B82, not used in Tamil words), which it fails
 * on after a numeral. So are emoji, symbols and every other script: no embedded font prints them.
 * The rule applies after cleanText (which refuses control, bidi and invisible characters);
 * printableText applies both, for every free text that reaches a document or a mail.
 */
import { cleanText, type CleanTextOptions } from './clean-text.ts';

/** Shown for a printed field holding a character that cannot be printed. */
export const NOT_PRINTABLE_MESSAGE =
  'Please use Latin letters as on your ID (Devanagari, Bengali, Odia, Tamil and Kannada script also print); emoji, symbols and other scripts cannot be printed on your documents.';

/** Shown for a free text (a note, a reason) that printableText refuses. */
export const TEXT_NOT_PRINTABLE_MESSAGE =
  'This text holds invisible or control characters, emoji or symbols that cannot be printed or mailed as typed. Please retype it.';

/** Inclusive code point ranges that print. */
const PRINTABLE_RANGES: readonly (readonly [number, number])[] = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x00ff], // Latin-1 Supplement
  [0x0100, 0x017f], // Latin Extended-A
  // Latin Extended-B as far as Roboto draws it: Ə ƒ Ơ ơ Ư ư ǰ Ǻ-ǿ Ș ș Ț ț ȷ
  [0x018f, 0x018f],
  [0x0192, 0x0192],
  [0x01a0, 0x01a1],
  [0x01af, 0x01b0],
  [0x01f0, 0x01f0],
  [0x01fa, 0x01ff],
  [0x0218, 0x021b],
  [0x0237, 0x0237],
  // combining accents Roboto draws (grave, acute, tilde, hook, inverted breve, dot below), for accents NFC does not compose
  [0x0300, 0x0301],
  [0x0303, 0x0303],
  [0x0309, 0x0309],
  [0x030f, 0x030f],
  [0x0323, 0x0323],
  [0x0384, 0x03ce],
  [0x03d1, 0x03d2],
  [0x03d6, 0x03d6], // Greek
  [0x0400, 0x045f], // Cyrillic (Russian, Ukrainian, Bulgarian, Serbian…)
  [0x0900, 0x097f], // Devanagari
  [0x0980, 0x09ff], // Bengali
  [0x0b00, 0x0b7f], // Odia
  [0x0b83, 0x0be5],
  [0x0bfb, 0x0bff], // Tamil, without the anusvara (U+0B82) and the numerals and number signs (U+0BE6-0BFA)
  [0x0c80, 0x0cdb],
  [0x0cdd, 0x0cff], // Kannada (U+0CDC, new in Unicode 16, is not in the font yet)
  // Latin Extended Additional as far as Roboto draws it (Vietnamese, Welsh ẁ ẃ ẅ)
  [0x1e00, 0x1e01],
  [0x1e3e, 0x1e3f],
  [0x1e80, 0x1e85],
  [0x1e9e, 0x1e9e],
  [0x1ea0, 0x1ef9],
  [0x200c, 0x200d], // zero-width non-joiner and joiner (Indic spelling)
  // dashes, quotes, daggers, bullet, ellipsis, per mille, primes, angle quotes
  [0x2010, 0x2011],
  [0x2013, 0x2015],
  [0x2017, 0x201e],
  [0x2020, 0x2022],
  [0x2025, 0x2027],
  [0x2030, 0x2030],
  [0x2032, 0x2033],
  [0x2039, 0x203a],
  // currency signs Roboto draws (₹ U+20B9, € U+20AC…)
  [0x20a3, 0x20a4],
  [0x20a6, 0x20ac],
  [0x20b1, 0x20b1],
  [0x20b9, 0x20ba],
  [0x20bc, 0x20bd],
  [0x2116, 0x2116], // numero sign
  [0x2122, 0x2122], // trade mark
];

export function isPrintableCodePoint(cp: number): boolean {
  for (const [from, to] of PRINTABLE_RANGES) if (cp >= from && cp <= to) return true;
  return false;
}

/** The characters of the text that no document font prints, each once, in order. */
export function unprintableCharacters(text: string): string[] {
  const found: string[] = [];
  for (const char of text.replace(/\s/g, ' ')) {
    if (!isPrintableCodePoint(char.codePointAt(0) ?? 0) && !found.includes(char)) found.push(char);
  }
  return found;
}

/** True when every character of the (cleaned) text prints on a document. */
export function isPrintableText(text: string | null | undefined): boolean {
  return unprintableCharacters(text ?? '').length === 0;
}

/**
 * A free text that reaches a document or a mail, as stored: cleaned (cleanText) and printable; ''
 * when nothing was typed, null when it must be refused.
 */
export function printableText(raw: string | null | undefined, options: CleanTextOptions = {}): string | null {
  const text = cleanText(raw, options);
  return text !== null && isPrintableText(text) ? text : null;
}
