import { createRequire } from 'node:module';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

const require = createRequire(import.meta.url);
// pdfmake 0.3 is CommonJS exporting one configured instance; its typings describe that instance.
const pdfmake = require('pdfmake') as typeof import('pdfmake');

/** Roboto as shipped in the pdfmake package: it has the ₹ glyph, which the standard 14 PDF fonts lack. */
export const FONT_DIR = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');

let configured = false;

/**
 * ARCHITECTURE "Security decisions": fonts from the package folder, no URL is ever fetched, and
 * local files are readable only inside the font folder (a document cannot name another path).
 */
function configurePdfmake(): void {
  if (configured) return;
  pdfmake.setFonts({
    Roboto: {
      normal: path.join(FONT_DIR, 'Roboto-Regular.ttf'),
      bold: path.join(FONT_DIR, 'Roboto-Medium.ttf'),
      italics: path.join(FONT_DIR, 'Roboto-Italic.ttf'),
      bolditalics: path.join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
    },
  });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(FONT_DIR + path.sep));
  configured = true;
}

/** Renders a document definition (a pure function's output, see src/documents/) to PDF bytes. */
export async function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  configurePdfmake();
  return pdfmake.createPdf(doc).getBuffer();
}

export interface PdfRenderer {
  render(doc: TDocumentDefinitions): Promise<Buffer>;
}

/** fastify.pdf: the one configured pdfmake. */
export default fp(async (fastify) => {
  configurePdfmake();
  fastify.decorate('pdf', { render: renderPdf } satisfies PdfRenderer);
}, { name: 'pdf' });
