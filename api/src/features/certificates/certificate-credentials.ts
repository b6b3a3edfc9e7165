/**
 * The certificates' verifiable credentials (features/credentials): a certificate's signed Open
 * Badges 3.0 credential by its public code or for its holder, and the verdict on a credential handed
 * in, with the reason when its certificate was revoked.
 */
import type { Types } from 'mongoose';
import { credentialVerdictMessage } from '@portal/domain/credential';
import type { CertificateType } from '@portal/domain/certificate';
import type { CredentialVerification } from '@portal/domain/views/credential';
import type { CertificateDoc } from '../../models/certificate.ts';
import type { CredentialService, SignedCredential } from '../credentials/credentials-service.ts';
import type { CertificatePdf } from './certificate-pdf.ts';
import type { CertificateRepository } from './certificate-repository.ts';
import { verifyUrlOf, type CertificateIssuer } from './certificate-views.ts';

type Refused = { ok: false; reason: 'not-found' | 'revoked' };
type StudentCredentialResult = { ok: true; certificate: CertificateDoc; credential: SignedCredential } | Refused;
type StudentBadgeResult = { ok: true; certificate: CertificateDoc; png: Buffer } | Refused;

export interface CertificateCredentials {
  /** The signed credential of the certificate with this (normalized) code, or null. */
  credential(code: string): Promise<SignedCredential | null>;
  /** The signed credential of one of the student's own valid certificates. */
  studentCredential(userId: Types.ObjectId, id: string): Promise<StudentCredentialResult>;
  /** The badge image of one of the student's own valid certificates: its picture with the credential baked in. */
  studentBadge(userId: Types.ObjectId, id: string): Promise<StudentBadgeResult>;
  /** Whether a credential handed in is valid, revoked (and why), signature invalid, or not issued by this program. */
  verifyCredential(credential: unknown): Promise<CredentialVerification>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const textAt = (value: unknown, key: string): string | null => (isObject(value) && typeof value[key] === 'string' ? value[key] : null);

/** The holder's name as the credential states it (its identifier of type name). */
function holderNameOf(credential: Record<string, unknown>): string | null {
  const subject = credential.credentialSubject;
  const identifiers = isObject(subject) && Array.isArray(subject.identifier) ? (subject.identifier as unknown[]) : [];
  const named = identifiers.find((i) => textAt(i, 'identityType') === 'name');
  return textAt(named, 'identityHash');
}

export function certificateCredentials(deps: {
  repository: Pick<CertificateRepository, 'byCode' | 'byId'>;
  credentials: Pick<CredentialService, 'credentialOf' | 'verify' | 'bake'>;
  pdfOf: CertificatePdf;
  /** Draws a certificate's picture from its PDF. */
  pictureOf: (pdf: Buffer) => Promise<Buffer>;
  issuer: CertificateIssuer;
}): CertificateCredentials {
  const { repository, credentials, issuer } = deps;
  const credentialOf = (c: CertificateDoc) =>
    credentials.credentialOf({
      id: c._id,
      revoked: !!c.revokedAt,
      type: c.type as CertificateType,
      holderName: c.holderName,
      specialization: c.specialization ?? null,
      periodStart: c.periodStart,
      periodEnd: c.periodEnd,
      attendance: c.attendance ?? null,
      evaluation: c.evaluation ?? null,
      issuedAt: c.issuedAt,
      verifyUrl: verifyUrlOf(issuer, c.code),
    });
  async function studentCredential(userId: Types.ObjectId, id: string): Promise<StudentCredentialResult> {
    const certificate = await repository.byId(id);
    if (!certificate || String(certificate.userId) !== String(userId)) return { ok: false, reason: 'not-found' };
    if (certificate.revokedAt) return { ok: false, reason: 'revoked' };
    return { ok: true, certificate, credential: await credentialOf(certificate) };
  }
  const codeOf = (credentialId: string | null) =>
    credentialId?.startsWith(verifyUrlOf(issuer, '')) ? credentialId.slice(verifyUrlOf(issuer, '').length) : null;

  return {
    async credential(code) {
      const certificate = await repository.byCode(code);
      return certificate ? credentialOf(certificate) : null;
    },
    studentCredential,
    async studentBadge(userId, id) {
      const found = await studentCredential(userId, id);
      if (!found.ok) return found;
      const picture = await deps.pictureOf(await deps.pdfOf(found.certificate));
      return { ok: true, certificate: found.certificate, png: credentials.bake(picture, found.credential) };
    },
    async verifyCredential(credential) {
      const { verdict, problem } = await credentials.verify(credential);
      const credentialId = textAt(credential, 'id');
      const code = verdict === 'REVOKED' ? codeOf(credentialId) : null;
      const revoked = code ? await repository.byCode(code) : null;
      return {
        result: verdict,
        message: credentialVerdictMessage(verdict),
        details: {
          credentialId,
          name: textAt(credential, 'name'),
          holderName: isObject(credential) ? holderNameOf(credential) : null,
          issuer: isObject(credential) ? (textAt(credential.issuer, 'name') ?? null) : null,
          validFrom: textAt(credential, 'validFrom'),
          revokedAt: revoked?.revokedAt ? revoked.revokedAt.toISOString() : null,
          revokedReason: revoked?.revokedReason ?? null,
          problem,
        },
      };
    },
  };
}
