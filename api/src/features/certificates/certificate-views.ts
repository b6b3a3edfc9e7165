/** Certificates as the public, their holder and an admin see them (domain/views/certificate). */
import type { Types } from 'mongoose';
import {
  attendanceStatement,
  CERTIFICATE_TYPE_INFO,
  linkedInAddToProfileUrl,
  supervisedByStatement,
  verificationPath,
  type CertificateType,
} from '@portal/domain/certificate';
import { dateRangeLabel } from '@portal/domain/calendar';
import type { AdminCertificateView, CertificateView, EligibleStudentPage, PublicCertificateView } from '@portal/domain/views/certificate';
import type { UserDoc } from '../../lib/models.ts';
import type { CertificateDoc } from '../../models/certificate.ts';
import type { EligibleFacts } from './certificate-repository.ts';

/** What every view names besides the certificate: where it is verified and who issued it. */
export interface CertificateIssuer {
  webUrl: string;
  name: string;
}

export const verifyUrlOf = (issuer: CertificateIssuer, code: string) => `${issuer.webUrl}${verificationPath(code)}`;

export function toPublicCertificateView(c: CertificateDoc, issuer: CertificateIssuer): PublicCertificateView {
  const type = c.type as CertificateType;
  return {
    code: c.code,
    type,
    title: CERTIFICATE_TYPE_INFO[type].title,
    holderName: c.holderName,
    specialization: c.specialization ?? null,
    periodStart: c.periodStart,
    periodEnd: c.periodEnd,
    periodLabel: dateRangeLabel(c.periodStart, c.periodEnd),
    attendance: c.attendance ? attendanceStatement(c.attendance) : null,
    supervisedBy: c.supervisor ? supervisedByStatement(c.supervisor) : null,
    evaluationScore: c.evaluation?.score ?? null,
    issuedAt: c.issuedAt.toISOString(),
    issuer: issuer.name,
    status: c.revokedAt ? 'REVOKED' : 'VALID',
    revokedAt: c.revokedAt ? c.revokedAt.toISOString() : null,
    revokedReason: c.revokedReason ?? null,
  };
}

export function toCertificateView(c: CertificateDoc, issuer: CertificateIssuer): CertificateView {
  const view = toPublicCertificateView(c, issuer);
  const verifyUrl = verifyUrlOf(issuer, c.code);
  return {
    ...view,
    id: String(c._id),
    text: c.text ?? null,
    verifyUrl,
    linkedInUrl: linkedInAddToProfileUrl({ title: view.title, organization: view.issuer, issuedAt: c.issuedAt, code: c.code, verifyUrl }),
  };
}

/** The certificates with their holders' student ID and e-mail (`holders` may hold others and miss some). */
export function toAdminCertificateViews(certs: CertificateDoc[], holders: UserDoc[], issuer: CertificateIssuer): AdminCertificateView[] {
  const byUser = new Map(holders.map((u) => [String(u._id), u]));
  return certs.map((c) => {
    const { linkedInUrl: _linkedIn, ...view } = toCertificateView(c, issuer);
    const u = byUser.get(String(c.userId));
    return { ...view, userId: String(c.userId), studentId: u?.studentId ?? null, email: u?.email ?? '' };
  });
}

/** A page of eligible students in the page's order, each with their specialization, the certificate of the type they hold, and why it must wait. */
export function toEligibleStudentPage(
  userIds: Types.ObjectId[],
  facts: EligibleFacts,
  standing: ReadonlyMap<string, { specialization: string | null; notYet: string | null }>,
  totalItems: number,
  page: number,
  size: number,
): EligibleStudentPage {
  const userById = new Map(facts.users.map((u) => [String(u._id), u]));
  const certByUser = new Map(facts.held.map((c) => [String(c.userId), String(c._id)]));
  const items = userIds.flatMap((id) => {
    const u = userById.get(String(id));
    const student = standing.get(String(id));
    return u
      ? [
          {
            userId: String(id),
            studentId: u.studentId ?? null,
            name: u.name ?? null,
            email: u.email,
            specialization: student?.specialization ?? null,
            certificateId: certByUser.get(String(id)) ?? null,
            notYet: student?.notYet ?? null,
          },
        ]
      : [];
  });
  return { items, totalItems, page, size };
}
