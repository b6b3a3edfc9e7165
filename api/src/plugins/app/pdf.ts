import { createRequire } from 'node:module';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { FONT_DIRS, PDF_FONTS, ROBOTO_DIR, printableDocument } from '../../documents/fonts.ts';

const require = createRequire(import.meta.url);
// pdfmake 0.3 is CommonJS exporting one configured instance; its typings describe that instance.
const pdfmake = require('pdfmake') as typeof import('pdfmake');

/** Roboto's folder (the Indian scripts' Noto fonts are listed in documents/fonts.ts). */
export const FONT_DIR = ROBOTO_DIR;

let configured = false;

/** Indic letters, whose glyphs a shaper may reorder. */
const NEEDS_ACTUAL_TEXT = /[\u0900-\u0D7F]/u;

/**
 * Each drawn text that holds Indic letters is wrapped in a marked-content span
 * whose ActualText is the text as stored: shaping puts a pre-base vowel sign or a reph before the
 * consonant it follows in writing, so without it a copy or `pdftotext` reads the glyphs' order
 * ("िक" for "कि"). pdfmake draws every line's runs through PDFDocument#text, patched here once.
 */
function markActualText(): void {
  const { default: PdfKitDocument } = require('pdfmake/js/PDFDocument') as { default: { prototype: Record<string, unknown> } };
  const proto = PdfKitDocument.prototype as {
    text(this: PdfKitLike, text: unknown, ...rest: unknown[]): unknown;
  };
  const draw = proto.text;
  proto.text = function text(this: PdfKitLike, value: unknown, ...rest: unknown[]) {
    if (typeof value !== 'string' || !NEEDS_ACTUAL_TEXT.test(value)) return draw.call(this, value, ...rest);
    this.markContent('Span', { actual: value.replace(/\u200B/g, '') });
    const result = draw.call(this, value, ...rest);
    this.endMarkedContent();
    return result;
  };
}

interface PdfKitLike {
  markContent(tag: string, options: { actual: string }): unknown;
  endMarkedContent(): unknown;
}

/**
 * ARCHITECTURE "Security decisions": fonts from the package folders, no URL is ever fetched, and
 * local files are readable only inside the font folders (a document cannot name another path).
 */
function configurePdfmake(): void {
  if (configured) return;
  pdfmake.setFonts(PDF_FONTS);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((file) => FONT_DIRS.some((dir) => path.resolve(file).startsWith(dir + path.sep)));
  markActualText();
  configured = true;
}

/**
 * Renders a document definition (a pure function's output, see src/documents/) to PDF bytes (unsigned),
 * every text in a font that prints it and long words breakable (documents/fonts.ts).
 */
export async function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  configurePdfmake();
  return pdfmake.createPdf(printableDocument(doc)).getBuffer();
}

export interface PdfRenderer {
  render(doc: TDocumentDefinitions): Promise<Buffer>;
}

/** fastify.pdf: the one configured pdfmake. */
export default fp(async (fastify) => {
  configurePdfmake();
  fastify.decorate('pdf', { render: renderPdf } satisfies PdfRenderer);
}, { name: 'pdf' });
