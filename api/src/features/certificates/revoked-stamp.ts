/**
 * A revoked certificate's picture must not look valid: its link preview is drawn from the PDF with a
 * red band across the first page saying REVOKED (the stored PDF stays as it was signed).
 */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const LABEL = 'REVOKED';

/** The PDF with the band drawn on its first page (its signature no longer holds: for pictures only). */
export async function revokedStamp(pdf: Buffer): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf);
  const page = doc.getPage(0);
  const { width, height } = page.getSize();
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  const band = height * 0.16;
  page.drawRectangle({ x: 0, y: (height - band) / 2, width, height: band, color: rgb(0.75, 0.07, 0.07), opacity: 0.9 });
  const size = band * 0.62;
  const textWidth = font.widthOfTextAtSize(LABEL, size);
  page.drawText(LABEL, {
    x: (width - textWidth) / 2,
    y: height / 2 - size * 0.36,
    size,
    font,
    color: rgb(1, 1, 1),
  });
  return Buffer.from(await doc.save());
}
