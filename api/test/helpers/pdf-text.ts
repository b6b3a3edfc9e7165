/** The text of a PDF, page by page, as a reader would copy it (pdf.js legacy build, which runs on Node 20). */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfText(bytes: Uint8Array | Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : '')).join(''));
    }
    return pages.join('\n');
  } finally {
    await doc.destroy();
  }
}

export interface PlacedText {
  page: number;
  str: string;
  /** PDF user space, origin at the page's bottom left. */
  x: number;
  y: number;
  width: number;
  pageWidth: number;
  pageHeight: number;
}

/** Every text item with where it is drawn, to check that nothing lies outside its page. */
export async function pdfTextItems(bytes: Uint8Array | Buffer): Promise<PlacedText[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false }).promise;
  try {
    const items: PlacedText[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const [, , pageWidth, pageHeight] = page.view as [number, number, number, number];
      const content = await page.getTextContent();
      for (const item of content.items) {
        if (!('str' in item) || !item.str.trim()) continue;
        items.push({ page: n, str: item.str, x: item.transform[4], y: item.transform[5], width: item.width, pageWidth, pageHeight });
      }
    }
    return items;
  } finally {
    await doc.destroy();
  }
}
