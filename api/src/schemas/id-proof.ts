/** TypeBox schemas of the ID-proof routes beyond the views (domain/views/id-proof.ts): the file answer. */
import { Type } from 'typebox';

/** A stored file answered as bytes with its stored Content-Type (documented for OpenAPI; the stream is not serialised). */
export const FileResponse = Type.Unsafe<Buffer>({
  type: 'string',
  format: 'binary',
  description: 'application/pdf, image/jpeg or image/png',
});
