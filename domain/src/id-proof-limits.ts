/**
 * What an uploaded Government ID may hold beyond its 10 MB, and what the student is told when a
 * file holds more: the API checks these before it decodes anything, the upload card can show them.
 */

/** The most pixels a photo or scan may have: a 12-megapixel phone photo fits twice over. */
export const ID_UPLOAD_MAX_MEGAPIXELS = 25;
/** The most pages of a PDF: an ID is one or two pages, a passport a few more. */
export const ID_UPLOAD_MAX_PDF_PAGES = 50;
/** The most bytes a PDF's compressed parts may unpack to, together. */
export const ID_UPLOAD_MAX_PDF_UNPACKED_BYTES = 50 * 1024 * 1024;
/** Uploads one account may start in ID_UPLOAD_RATE_WINDOW_MS. */
export const ID_UPLOADS_PER_ACCOUNT = 10;
/** Uploads one network address may start in ID_UPLOAD_RATE_WINDOW_MS (a college lab shares one). */
export const ID_UPLOADS_PER_ADDRESS = 100;
export const ID_UPLOAD_RATE_WINDOW_MS = 10 * 60_000;

export const ID_UPLOAD_REFUSAL_MESSAGES = {
  imageTooLarge: (width: number, height: number) =>
    `This image is too large (${width} × ${height} pixels). Please upload a photo or scan of at most ${ID_UPLOAD_MAX_MEGAPIXELS} megapixels.`,
  pdfTooManyPages: (pages: number) =>
    `This PDF has ${pages} pages, more than the ${ID_UPLOAD_MAX_PDF_PAGES} an ID document can have. Please upload only the pages of your ID.`,
  pdfTooMuchData: `This PDF unpacks to more than ${ID_UPLOAD_MAX_PDF_UNPACKED_BYTES / 1024 / 1024} MB, far more than an ID document holds. Please print or save it as a new PDF, or upload a photo or scan of your ID.`,
  tooDemanding:
    'Checking this file needs more time or memory than an ID document should. Please upload a smaller photo or scan of your ID, or save the PDF again as a new file.',
  busy: 'Another upload of your ID is being saved at this moment. Please wait a few seconds, then reload the page to see the file that was kept.',
} as const;
