/**
 * The one rule for text that prints on a document (invoice, offer letter, certificate): the name,
 * the offer address, college, branch, job title and company. Every character must be one the
 * documents' fonts print correctly shaped:
 *
 * - Latin letters (with their accents), Greek and Cyrillic, digits, common punctuation and
 *   currency signs (Roboto);
 * - Devanagari, Bengali, Gujarati, Odia, Tamil and Kannada (Noto Sans of each script; their
 *   shaping was compared with Chromium's and HarfBuzz's, see api/test/pdf-scripts.test.ts).
 *
 * Gurmukhi, Telugu and Malayalam are refused: the PDF engine's shaper fails on their conjuncts and
 * vowel signs. So are emoji, symbols and every other script: no embedded font prints them.
 * The rule applies after cleanText (which refuses control, bidi and invisible characters).
 */

/** Scripts beyond Latin whose letters print, by the name people know them by. */
export const PRINTABLE_INDIAN_SCRIPTS = ['Devanagari', 'Bengali', 'Gujarati', 'Odia', 'Tamil', 'Kannada'] as const;

/** Shown for a printed field holding a character that cannot be printed. */
export const NOT_PRINTABLE_MESSAGE =
  'Please use Latin letters as on your ID (Devanagari, Bengali, Gujarati, Odia, Tamil and Kannada script also print); emoji, symbols and other scripts cannot be printed on your documents.';

/** Inclusive code point ranges that print. */
const PRINTABLE_RANGES: readonly (readonly [number, number])[] = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x00ff], // Latin-1 Supplement
  [0x0100, 0x024f], // Latin Extended-A and -B
  [0x0300, 0x036f], // combining diacritical marks (an accent not composed by NFC)
  [0x0370, 0x03ff], // Greek
  [0x0400, 0x045f], // Cyrillic (Russian, Ukrainian, Bulgarian, Serbian…)
  [0x0900, 0x097f], // Devanagari
  [0x0980, 0x09ff], // Bengali
  [0x0a80, 0x0aff], // Gujarati
  [0x0b00, 0x0b7f], // Odia
  [0x0b80, 0x0bff], // Tamil
  [0x0c80, 0x0cff], // Kannada
  [0x1e00, 0x1eff], // Latin Extended Additional (Vietnamese…)
  [0x200c, 0x200d], // zero-width non-joiner and joiner (Indic spelling)
  [0x2010, 0x2027], // dashes, quotes, bullets, ellipsis
  [0x2030, 0x203a], // per mille, primes, angle quotes
  [0x20a0, 0x20bf], // currency signs (₹ U+20B9)
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
