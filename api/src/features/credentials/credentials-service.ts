/**
 * fastify.credentials: every certificate also as an Open Badges 3.0 verifiable credential, signed
 * by the program's Ed25519 key (Data Integrity, eddsa-rdfc-2022) and revocable through a Bitstring
 * Status List; the issuer profile that lists the program's keys; and the verification of a
 * credential anyone hands in, with only local documents.
 */
import type { Types } from 'mongoose';
import { bakeCredential } from './baked-png.ts';
import type { CredentialKeys } from './credential-keys.ts';
import { signCredential } from './credential-signer.ts';
import { credentialVerifier, type Verified } from './credential-verifier.ts';
import {
  issuerProfileDocument,
  openBadgeCredential,
  type CertificateFacts,
  type IssuerFacts,
  type OpenBadgeCredential,
} from './open-badge.ts';
import type { StatusLists } from './status-lists.ts';

export type SignedCredential = OpenBadgeCredential & { proof: object };

export interface CredentialService {
  /** The issuer profile served at its id: who issues, and the keys that sign (the current one first). */
  issuerProfile(): ReturnType<typeof issuerProfileDocument>;
  /** A status list credential (signed JSON) by its number, or null. */
  statusList(list: number): Promise<string | null>;
  /** The certificate's credential, signed as of its issue; its status position is allocated on first need. */
  credentialOf(certificate: CertificateFacts & { id: Types.ObjectId; revoked: boolean }): Promise<SignedCredential>;
  /** Sets the revoked certificate's status bit and signs its list again. */
  revoke(certificateId: Types.ObjectId): Promise<void>;
  /** The verdict on a credential handed in (parsed JSON). */
  verify(credential: unknown): Promise<Verified>;
  /** A badge image: the PNG with the credential baked in (Open Badges 3.0 baking). */
  bake(png: Buffer, credential: SignedCredential): Buffer;
}

export function createCredentialService(deps: {
  keys: CredentialKeys;
  issuer: IssuerFacts;
  lists: StatusLists;
  /** The time a credential's validity is checked at. */
  now: () => Date;
}): CredentialService {
  const { keys, issuer, lists } = deps;
  const profile = issuerProfileDocument(issuer, keys.listed);
  const verify = credentialVerifier({
    issuerId: issuer.id,
    profile: () => profile,
    keys: () => keys.listed,
    async statusList(url) {
      const list = lists.listOf(url);
      const signed = list === null ? null : await lists.signed(list);
      return signed ? (JSON.parse(signed) as object) : null;
    },
    now: deps.now,
  });
  return {
    issuerProfile: () => profile,
    statusList: (list) => lists.signed(list),
    async credentialOf(certificate) {
      const slot = await lists.slotOf(certificate.id, certificate.revoked);
      const credential = openBadgeCredential(certificate, issuer, { listUrl: lists.urlOf(slot.list), index: slot.index });
      return signCredential(credential, keys, certificate.issuedAt);
    },
    revoke: (certificateId) => lists.revoke(certificateId),
    verify,
    bake: (png, credential) => bakeCredential(png, JSON.stringify(credential)),
  };
}
