/**
 * The fonts every PDF prints with, and the one pass that makes any text printable in them.
 *
 * Roboto (shipped in the pdfmake package) covers Latin and ₹. The Indian scripts the profile accepts
 * for printing (domain/src/printable-text.ts) each get their Noto Sans font, shipped through npm
 * (@expo-google-fonts/noto-sans-*: Google Fonts' static TTFs, SIL Open Font License 1.1), so every
 * machine prints the same. fontkit (under PDFKit under pdfmake) shapes these scripts exactly as
 * HarfBuzz (Chromium) does; Gurmukhi, Telugu, Malayalam and Gujarati (e.g. અંકિત, an anusvara on an
 * independent vowel) crash fontkit's mark positioning with their Noto fonts, so they are refused at
 * input instead, as are Tamil numerals and the Tamil anusvara (api/test/pdf-scripts.test.ts measures all).
 *
 * `printableDocument(doc)` walks a document definition and, in every text it holds, puts each run of
 * one script in its font (font fallback per text run) and lets long unbroken words wrap inside their
 * column: a word of more than LONG_WORD graphemes gets a zero-width space between its syllables, so
 * pdfmake may break it anywhere, never inside a conjunct or a surrogate pair. An e-mail address is
 * not such a word: broken, "a / sha@example.com" reads as "to a" and another address, so it moves
 * whole to the next line; only one longer than a line breaks, after its @ and dots (and inside a part
 * only when that part alone is a long word).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Content, TDocumentDefinitions, TFontDictionary } from 'pdfmake/interfaces';

const require = createRequire(import.meta.url);

/** Roboto as shipped in the pdfmake package: it has the ₹ glyph, which the standard 14 PDF fonts lack. */
export const ROBOTO_DIR = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');

export interface ScriptFont {
  /** pdfmake font name. */
  font: string;
  /** Unicode script name (as in \p{Script=…}). */
  script: string;
  /** First and last code point of the script's block. */
  range: [number, number];
  dir: string;
  regular: string;
  bold: string;
}

/** `packageJson`: the font package's package.json, resolved by its literal name (so knip sees the use). */
function noto(script: string, packageJson: string, family: string, range: [number, number]): ScriptFont {
  const dir = path.dirname(packageJson);
  return {
    font: family,
    script,
    range,
    dir,
    regular: path.join(dir, '400Regular', `${family}_400Regular.ttf`),
    bold: path.join(dir, '700Bold', `${family}_700Bold.ttf`),
  };
}

/** The Indian scripts that print (each shapes in fontkit as in HarfBuzz). */
export const SCRIPT_FONTS: readonly ScriptFont[] = [
  noto('Devanagari', require.resolve('@expo-google-fonts/noto-sans-devanagari/package.json'), 'NotoSansDevanagari', [0x0900, 0x097f]),
  noto('Bengali', require.resolve('@expo-google-fonts/noto-sans-bengali/package.json'), 'NotoSansBengali', [0x0980, 0x09ff]),
  noto('Oriya', require.resolve('@expo-google-fonts/noto-sans-oriya/package.json'), 'NotoSansOriya', [0x0b00, 0x0b7f]),
  noto('Tamil', require.resolve('@expo-google-fonts/noto-sans-tamil/package.json'), 'NotoSansTamil', [0x0b80, 0x0bff]),
  noto('Kannada', require.resolve('@expo-google-fonts/noto-sans-kannada/package.json'), 'NotoSansKannada', [0x0c80, 0x0cff]),
];

/** Folders pdfmake may read (fonts only). */
export const FONT_DIRS: readonly string[] = [ROBOTO_DIR, ...SCRIPT_FONTS.map((f) => f.dir)];

export const PDF_FONTS: TFontDictionary = {
  Roboto: {
    normal: path.join(ROBOTO_DIR, 'Roboto-Regular.ttf'),
    bold: path.join(ROBOTO_DIR, 'Roboto-Medium.ttf'),
    italics: path.join(ROBOTO_DIR, 'Roboto-Italic.ttf'),
    bolditalics: path.join(ROBOTO_DIR, 'Roboto-MediumItalic.ttf'),
  },
  ...Object.fromEntries(SCRIPT_FONTS.map((f) => [f.font, { normal: f.regular, bold: f.bold, italics: f.regular, bolditalics: f.bold }])),
};

/** Words longer than this many graphemes may break anywhere (between syllables). */
export const LONG_WORD = 20;
const ZWSP = '\u200B';
/** Joiners and combining marks stay in the run of the letter before them. */
const JOINING = /^[\u200C\u200D\p{M}]/u;
/** A grapheme after which a syllable goes on (virama, ZWJ/ZWNJ): no break there. */
const ENDS_JOINED = /[\u094D\u09CD\u0B4D\u0BCD\u0CCD\u200C\u200D]$/u;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

function fontOf(char: string): string | null {
  const cp = char.codePointAt(0) ?? 0;
  // The dandas (U+0964, U+0965) sit in the Devanagari block and are shared by every Indic script.
  if (cp === 0x0964 || cp === 0x0965) return null;
  for (const f of SCRIPT_FONTS) if (cp >= f.range[0] && cp <= f.range[1]) return f.font;
  return 'Roboto';
}

/** An e-mail address, with the punctuation a sentence may put after it. */
const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]*[^\s@.,;:!?)]/u;
/** An address this long fits one line of the narrowest column that prints one (the invoice's buyer, half an A4 page). */
const ADDRESS_FITS_A_LINE = 40;

/** A zero-width space between the word's syllables when it is longer than LONG_WORD graphemes. */
function breakBetweenSyllables(word: string): string {
  const parts = [...graphemes.segment(word)].map((s) => s.segment);
  if (parts.length <= LONG_WORD) return word;
  let out = '';
  parts.forEach((part, i) => {
    out += part;
    const next = parts[i + 1];
    if (next !== undefined && !ENDS_JOINED.test(part) && !JOINING.test(next)) out += ZWSP;
  });
  return out;
}

/** Lets a long unbroken word wrap; an e-mail address wraps whole, or if longer than a line, after its @ and dots first. */
export function breakLongWords(text: string): string {
  return text.replace(/\S+/gu, (word) => {
    if (!EMAIL_ADDRESS.test(word)) return breakBetweenSyllables(word);
    if ([...graphemes.segment(word)].length <= ADDRESS_FITS_A_LINE) return word;
    return word
      .split(/(?<=[@.])/u)
      .map(breakBetweenSyllables)
      .join(ZWSP);
  });
}

export interface TextRun {
  text: string;
  font?: string;
}

/** The text split into runs of one font each; Roboto runs carry no font (the style's applies). */
export function fontRuns(text: string): TextRun[] {
  const runs: { text: string; font: string }[] = [];
  let current: string | null = null;
  for (const char of text) {
    let font = fontOf(char);
    // Marks, joiners, dandas and spaces inside an Indic run stay in it.
    if (font === null || JOINING.test(char) || (current && current !== 'Roboto' && /\s/u.test(char))) font = current ?? 'Roboto';
    const last = runs[runs.length - 1];
    if (last && last.font === font) last.text += char;
    else runs.push({ text: char, font });
    current = font;
  }
  return runs.map((r) => (r.font === 'Roboto' ? { text: r.text } : r));
}

const NEEDS_WORK = /[\u0900-\u0D7F]|\S{21,}/u;

/** A string as pdfmake text: itself when it needs nothing, else its runs. */
function printableString(text: string): string | TextRun[] {
  if (!NEEDS_WORK.test(text)) return text;
  const runs = fontRuns(breakLongWords(text));
  return runs.length === 1 && !runs[0]!.font ? runs[0]!.text : runs;
}

/** Keys of a node whose value is content (a node or a list of nodes). */
const CONTENT_LISTS = ['stack', 'columns', 'ul', 'ol'] as const;

function printableNode(node: unknown): unknown {
  if (typeof node === 'string') {
    const p = printableString(node);
    return typeof p === 'string' ? p : { text: p };
  }
  if (Array.isArray(node)) return node.map(printableNode);
  if (!node || typeof node !== 'object') return node;
  const n = { ...(node as Record<string, unknown>) };
  if ('text' in n) n.text = printableText(n.text);
  for (const key of CONTENT_LISTS) if (Array.isArray(n[key])) n[key] = (n[key] as unknown[]).map(printableNode);
  if (n.table && typeof n.table === 'object') {
    const table = { ...(n.table as Record<string, unknown>) };
    if (Array.isArray(table.body)) table.body = (table.body as unknown[][]).map((row) => row.map(printableNode));
    n.table = table;
  }
  return n;
}

/** The `text` of a node: a string, a number, or a list of strings and inline nodes. */
function printableText(text: unknown): unknown {
  if (typeof text === 'string') return printableString(text);
  if (Array.isArray(text)) {
    return text.flatMap((part) => {
      if (typeof part === 'string') {
        const p = printableString(part);
        return typeof p === 'string' ? [p] : p;
      }
      // An inline with its own style: each run carries that style (pdfmake drops the style of an
      // inline whose text is itself a list, pdfmake issue 1174).
      if (part && typeof part === 'object' && typeof (part as { text?: unknown }).text === 'string') {
        const p = printableString((part as { text: string }).text);
        return typeof p === 'string' ? [part] : p.map((run) => ({ ...(part as object), ...run }));
      }
      return [printableNode(part)];
    });
  }
  return text;
}

/** The document with every text put in fonts that print it, long words breakable (content, header, footer). */
export function printableDocument(doc: TDocumentDefinitions): TDocumentDefinitions {
  const wrap = <F>(part: F): F =>
    (typeof part === 'function'
      ? (...args: unknown[]) => printableNode((part as (...a: unknown[]) => unknown)(...args))
      : printableNode(part)) as F;
  return {
    ...doc,
    content: printableNode(doc.content) as Content,
    ...(doc.header ? { header: wrap(doc.header) } : {}),
    ...(doc.footer ? { footer: wrap(doc.footer) } : {}),
  };
}
