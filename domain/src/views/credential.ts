/** What `POST /public/credentials/verify` answers about a credential, declared once as a TypeBox schema. */
import { Type, type Static } from 'typebox';
import { NullableDateTime, NullableString } from './schema-helpers.ts';

export const CREDENTIAL_VERDICTS = ['VALID', 'REVOKED', 'SIGNATURE_INVALID', 'NOT_ISSUED_HERE'] as const;
export type CredentialVerdict = (typeof CREDENTIAL_VERDICTS)[number];

export const CredentialVerificationSchema = Type.Object(
  {
    result: Type.Enum([...CREDENTIAL_VERDICTS]),
    /** The verdict in a plain sentence (domain/credential.ts). */
    message: Type.String(),
    details: Type.Object(
      {
        credentialId: NullableString({ description: "the credential's id: the certificate's verification address" }),
        name: NullableString({ description: "the credential's name (the certificate's title)" }),
        holderName: NullableString(),
        issuer: NullableString({ description: "the issuer's name as the credential states it" }),
        validFrom: NullableString(),
        revokedAt: NullableDateTime(),
        revokedReason: NullableString(),
        problem: NullableString({ description: 'what failed, as the verifier reported it' }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type CredentialVerification = Static<typeof CredentialVerificationSchema>;
