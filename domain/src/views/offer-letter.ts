/** The offer-letter view (GET /student/offer-letter): declared once as a TypeBox schema, with its type for the screens (`import type` only). */
import { Type, type Static } from 'typebox';
import { NullableDateTime, NullableString } from './schema-helpers.ts';

export const offerLetterStatusFields = {
  requested: Type.Boolean(),
  address: NullableString(),
  draftAvailable: Type.Boolean(),
  /** Requested, and the draft waits because no authorized signature of the program is saved yet. */
  waitingForSignature: Type.Boolean(),
  draftDownloadUrl: NullableString(),
  signatureUploaded: Type.Boolean(),
  /** When the intern signed (null: not yet). */
  signedAt: Type.Optional(NullableDateTime()),
  finalAvailable: Type.Boolean(),
  finalDownloadUrl: NullableString(),
};
export const OfferLetterStatusSchema = Type.Object(offerLetterStatusFields, { additionalProperties: false });
export type OfferLetterStatus = Static<typeof OfferLetterStatusSchema>;
