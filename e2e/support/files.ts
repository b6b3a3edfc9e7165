// Documents for the browser's file picker (page.setInputFiles), made in code.
import { pdfBytes, pngBytes } from '../../tools/test-support/document-files';

export interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A PNG that opens in a viewer; `paddingBytes` makes it large enough to watch the upload progress. */
export function pngFile(name = 'government-id.png', paddingBytes = 0): PickedFile {
  return { name, mimeType: 'image/png', buffer: pngBytes(240, 150, [29, 78, 216], paddingBytes) };
}

/** A one-page PDF that opens in a viewer (the upload rewrites a PDF before it stores it, so it must be a real one). */
export function pdfFile(name = 'aadhaar.pdf'): PickedFile {
  return { name, mimeType: 'application/pdf', buffer: pdfBytes('e2e ID proof') };
}
