import { Schema, type InferSchemaType } from 'mongoose';

/**
 * A Bitstring Status List of the certificates' verifiable credentials (purpose revocation): `_id`
 * its number (1, 2, …, in its URL). `allocated` counts its positions handed out (a new list opens when
 * half are taken, so a random free position is found in a few tries); `revision` rises with each
 * revocation in it, and `signed` holds the status list credential signed at `signedRevision`, so
 * every API process serves the same one and one signed before a revocation is signed again.
 */
export const credentialStatusListSchema = new Schema(
  {
    _id: { type: Number, required: true },
    allocated: { type: Number, required: true, default: 0 },
    revision: { type: Number, required: true, default: 0 },
    signed: { type: String, default: null },
    signedRevision: { type: Number, default: -1 },
  },
  { collection: 'credentialstatuslists', versionKey: false },
);

/**
 * A certificate's position in a status list: `_id` the certificate's id (one each), `slot`
 * "<list>:<index>" unique, so two certificates never share a bit however many processes allocate at
 * once; `revoked` sets the bit.
 */
export const credentialStatusSlotSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    slot: { type: String, required: true, unique: true },
    list: { type: Number, required: true },
    index: { type: Number, required: true },
    revoked: { type: Boolean, required: true, default: false },
  },
  { collection: 'credentialstatusslots', versionKey: false },
);
credentialStatusSlotSchema.index({ list: 1, revoked: 1 });

export type CredentialStatusListDoc = InferSchemaType<typeof credentialStatusListSchema>;
export type CredentialStatusSlotDoc = InferSchemaType<typeof credentialStatusSlotSchema>;
