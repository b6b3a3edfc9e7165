import { createRequire } from 'node:module';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { AppConfig } from '../config.ts';
import { FONT_DIRS, PDF_FONTS, ROBOTO_DIR, printableDocument } from '../documents/fonts.ts';
import {
  DEVELOPMENT_P12_PASSWORD,
  addSignaturePlaceholder,
  developmentP12,
  loadSigningIdentity,
  signPlaceholderPdf,
  type PdfKitDocument,
  type SignatureDetails,
  type SigningIdentity,
} from './pdf-signing.ts';

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
  proto.text = function text(this: PdfKitLike, raw: unknown, ...rest: unknown[]) {
    // The zero-width spaces that made a long word breakable (documents/fonts.ts) have done their work
    // in the layout; they are not drawn, so a copied name, e-mail or hash has none.
    const value = typeof raw === 'string' ? raw.replace(/\u200B/g, '') : raw;
    if (typeof value !== 'string' || !NEEDS_ACTUAL_TEXT.test(value)) return draw.call(this, value, ...rest);
    this.markContent('Span', { actual: value });
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

/**
 * Renders and digitally signs (PAdES B-B, plugins/pdf-signing.ts): the signature placeholder is
 * added to the PDFKit document pdfmake drew, before it is ended, and the CMS is embedded after.
 */
export async function renderSignedPdf(doc: TDocumentDefinitions, identity: SigningIdentity, details: SignatureDetails): Promise<Buffer> {
  configurePdfmake();
  const kit = (await pdfmake.createPdf(printableDocument(doc)).getStream()) as unknown as PdfKitDocument &
    NodeJS.ReadableStream & { end(): void };
  addSignaturePlaceholder(kit, details);
  const unsigned = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    kit.on('data', (chunk: Buffer) => chunks.push(chunk));
    kit.on('end', () => resolve(Buffer.concat(chunks)));
    kit.on('error', reject);
    kit.end();
  });
  return signPlaceholderPdf(unsigned, identity);
}

export interface PdfRenderer {
  /** Draws the document and signs it with the organization's certificate (every stored PDF goes through here). */
  render(doc: TDocumentDefinitions): Promise<Buffer>;
  /** Who signs: the certificate's subject, printed in the invoice's signature block. */
  signer: { name: string; fingerprint: string };
}

/** The signing certificate: SIGNING_P12 when configured (checked at start), else the data folder's development one. */
export function signingIdentityFor(config: Pick<AppConfig, 'signing' | 'dataDir' | 'seller'>): SigningIdentity {
  if (config.signing) return loadSigningIdentity(config.signing.p12, config.signing.password);
  return loadSigningIdentity(developmentP12(config.dataDir, config.seller.name), DEVELOPMENT_P12_PASSWORD);
}

export function createPdfRenderer(identity: SigningIdentity, seller: { name: string; address: string }): PdfRenderer {
  const details: SignatureDetails = {
    name: identity.signerName,
    reason: `Issued by ${seller.name}`,
    location: seller.address,
    contactInfo: seller.name,
  };
  return {
    render: (doc) => renderSignedPdf(doc, identity, details),
    signer: { name: identity.signerName, fingerprint: identity.fingerprint },
  };
}

/** fastify.pdf: the one configured pdfmake, signing every PDF it draws. */
declare module 'fastify' {
  interface FastifyInstance {
    /** The one configured pdfmake (plugins/pdf.ts). */
    pdf: PdfRenderer;
  }
}

export default fp(
  async (fastify) => {
    configurePdfmake();
    const identity = signingIdentityFor(fastify.config);
    if (!fastify.config.signing)
      fastify.log.warn(
        { signer: identity.signerName },
        'SIGNING_P12 is not set: PDFs are signed with the self-signed development certificate',
      );
    fastify.decorate('pdf', createPdfRenderer(identity, fastify.config.seller));
  },
  { name: 'pdf' },
);
