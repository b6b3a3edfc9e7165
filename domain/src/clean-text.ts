/**
 * The one rule for free text that people type and an admin reads or a PDF prints (the name now;
 * later the address, college, company, notes): what is stored is what everyone sees.
 *
 * `cleanText` NFC-normalizes, trims and turns every run of white space into one space (a
 * multi-line field keeps its line breaks). It refuses, with null, text holding characters that
 * are invisible or change how the text around them is shown: control characters (NUL, BEL, ESC…),
 * bidirectional overrides and other formatting characters (U+202E, zero-width spaces, tag
 * characters), private-use and lone surrogate code points, invisible filler letters, and text
 * with nothing visible in it. Callers turn '' and null into their field's SPEC message.
 */

export interface CleanTextOptions {
  /** Keep line breaks (each line is tidied on its own); otherwise they become spaces. */
  multiline?: boolean;
}

/**
 * Zero-width joiner and non-joiner are formatting characters that Indic, Persian and emoji text
 * need to be spelled right; every other formatting character (Cf) is refused.
 */
const REFUSED = new RegExp(
  [
    '[\\p{Cc}\\p{Cs}\\p{Co}\\p{Zl}\\p{Zp}]',
    '(?![\\u200C\\u200D])\\p{Cf}',
    // Letters of category Lo that render as nothing: Hangul fillers and the blank Braille pattern.
    '[\\u115F\\u1160\\u3164\\uFFA0\\u2800]',
  ].join('|'),
  'u',
);
const REFUSED_EVERYWHERE = new RegExp(REFUSED.source, 'gu');
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;
/** Tab, carriage return and line feed are white space here, not refused control characters. */
const LINE_BREAKS = /\r\n?|\n/g;
const HORIZONTAL_SPACE = /[^\S\n]+/g;

/** Cleaned text, '' when nothing was typed, or null when the text must be refused. */
export function cleanText(raw: string | null | undefined, options: CleanTextOptions = {}): string | null {
  const text = (raw ?? '').normalize('NFC').replace(LINE_BREAKS, '\n');
  if (REFUSED.test(text.replace(/[\t\n]/g, ' '))) return null;
  const tidied = options.multiline
    ? text
        .split('\n')
        .map((line) => line.replace(HORIZONTAL_SPACE, ' ').trim())
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim()
    : text.replace(/\s+/g, ' ').trim();
  if (!tidied) return '';
  return VISIBLE.test(tidied) ? tidied : null;
}

/** True when the text can be stored as typed (blank counts as clean: required-ness is the caller's rule). */
export function isCleanText(raw: string | null | undefined, options: CleanTextOptions = {}): boolean {
  return cleanText(raw, options) !== null;
}

/**
 * Text that is only shown, never typed again (an uploaded file's name): what cleanText refuses is
 * removed instead, so "evil\u202Egnp.exe.png" reads "evilgnp.exe.png"; white space runs become one
 * space. '' when nothing visible is left.
 */
export function displayText(raw: string | null | undefined): string {
  const text = (raw ?? '').normalize('NFC').replace(/\s+/g, ' ').replace(REFUSED_EVERYWHERE, '').trim();
  return VISIBLE.test(text) ? text : '';
}
