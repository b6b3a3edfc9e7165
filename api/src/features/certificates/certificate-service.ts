/**
 * fastify.certificates: training, internship, excellence and recommendation certificates.
 * One valid certificate per student and type (a unique activeKey: two admins issuing at once make
 * one; a revoked type may be issued again, with a new code); each has a random public code that anyone may check at /verify/{code}. The signed PDF is drawn at issue and
 * kept; a revoked certificate stays on record (the verification page says REVOKED with the reason).
 */
import { randomInt } from 'node:crypto';
import { isValidObjectId, Types } from 'mongoose';
import {
  CERTIFICATE_CODE_ALPHABET,
  CERTIFICATE_CODE_LENGTH,
  CERTIFICATE_TYPE_INFO,
  certificateFileName,
  formatCertificateCode,
  linkedInAddToProfileUrl,
  verificationPath,
  type CertificateType,
} from '@portal/domain/certificate';
import { dateRangeLabel } from '@portal/domain/program';
import type { AdminCertificateView, CertificateView, EligibleStudentPage, PublicCertificateView } from '@portal/domain/views/certificate';
import { certificateDocument } from '../../documents/certificate.ts';
import { isDuplicateKeyError, type Models, type UserDoc } from '../../lib/models.ts';
import { activeCertificateKey, revokedCertificateKey, type CertificateDoc } from '../../models/certificate.ts';
import type { FastifyInstance } from 'fastify';

export type IssueRefusal = 'student-not-found' | 'not-eligible' | 'already-issued' | 'no-signature';
export type IssueResult = { ok: true; certificate: CertificateDoc } | { ok: false; reason: IssueRefusal };

export interface CertificateRepository {
  issue(input: { userId: string; type: CertificateType; text: string | null }, adminId: Types.ObjectId | null): Promise<IssueResult>;
  revoke(
    id: string,
    reason: string,
  ): Promise<{ ok: true; certificate: CertificateDoc } | { ok: false; reason: 'not-found' | 'already-revoked' }>;
  byId(id: string): Promise<CertificateDoc | null>;
  ofStudent(userId: Types.ObjectId | string): Promise<CertificateDoc[]>;
  byCode(code: string): Promise<CertificateDoc | null>;
  /** The signed PDF, drawn on first need and kept. */
  pdfOf(cert: CertificateDoc): Promise<Buffer>;
  eligible(type: CertificateType, page: number, size: number): Promise<EligibleStudentPage>;
  publicView(c: CertificateDoc): PublicCertificateView;
  studentView(c: CertificateDoc): CertificateView;
  adminViews(certs: CertificateDoc[]): Promise<AdminCertificateView[]>;
}

/** A random code from the unambiguous alphabet (31^12, about 7.9e17 codes): not derived from anything. */
export function newCertificateCode(): string {
  let code = '';
  for (let i = 0; i < CERTIFICATE_CODE_LENGTH; i++) code += CERTIFICATE_CODE_ALPHABET[randomInt(CERTIFICATE_CODE_ALPHABET.length)];
  return code;
}

/** The last day of an internship of `weeks` weeks starting on `start` (YYYY-MM-DD). */
export function internshipEnd(start: string, weeks: number): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + weeks * 7 - 1)).toISOString().slice(0, 10);
}

type Deps = Pick<FastifyInstance, 'models' | 'files' | 'pdf' | 'adminSignature' | 'cohorts' | 'specializations' | 'outbox'> & {
  now: () => Date;
  webUrl: string;
  organization: { name: string; address: string };
};

export function createCertificateRepository(deps: Deps): CertificateRepository {
  const { Certificate, User, OfferLetter }: Models = deps.models;
  const verifyUrlOf = (code: string) => `${deps.webUrl}${verificationPath(code)}`;
  const oid = (id: string | Types.ObjectId) => new Types.ObjectId(String(id));

  async function holds(userId: Types.ObjectId, type: CertificateType): Promise<boolean> {
    return !!(await Certificate.exists({ activeKey: activeCertificateKey(userId, type) }));
  }

  /** Whether the student has what the type needs (CERTIFICATE_TYPE_INFO's requirement). */
  async function isEligible(user: UserDoc, type: CertificateType): Promise<boolean> {
    if (type === 'TRAINING') return !!user.feeVerified;
    if (type === 'INTERNSHIP') return !!(await OfferLetter.exists({ userId: user._id, kind: 'final' }));
    return holds(user._id, 'INTERNSHIP');
  }

  /** The programme dates printed: the training's, or the internship's from the chosen start date and duration. */
  async function periodOf(user: UserDoc, type: CertificateType): Promise<{ start: string; end: string; specialization: string | null }> {
    const [cohort, selection] = await Promise.all([deps.cohorts.ofStudent(user), deps.specializations.find(user._id)]);
    const specialization = selection?.specialization ?? null;
    if (CERTIFICATE_TYPE_INFO[type].period === 'training' || !selection)
      return { start: cohort.trainingStart, end: cohort.trainingEnd, specialization };
    return { start: selection.startDate, end: internshipEnd(selection.startDate, selection.durationWeeks), specialization };
  }

  async function pdfOf(cert: CertificateDoc): Promise<Buffer> {
    if (cert.fileId) {
      const stored = await deps.files.read('certificates', cert.fileId);
      if (stored) return stored.bytes;
    }
    const signature = await deps.adminSignature.current();
    if (!signature) throw new Error('no authorized signature to draw the certificate with');
    const bytes = await deps.pdf.render(
      certificateDocument(
        {
          type: cert.type as CertificateType,
          code: cert.code,
          holderName: cert.holderName,
          specialization: cert.specialization ?? null,
          periodStart: cert.periodStart,
          periodEnd: cert.periodEnd,
          text: cert.text ?? null,
          issuedAt: cert.issuedAt,
          organization: deps.organization,
          verifyUrl: verifyUrlOf(cert.code),
        },
        await deps.adminSignature.dataUrl(signature),
      ),
    );
    const file = await deps.files.put('certificates', String(cert.userId), bytes, 'application/pdf', certificateFileName(cert));
    const res = await Certificate.updateOne({ _id: cert._id, fileId: cert.fileId ?? null }, { $set: { fileId: file.id } });
    if (res.modifiedCount === 1) return bytes;
    // Another request drew it first: keep one file.
    await deps.files.remove('certificates', file.id);
    const winner = await Certificate.findById(cert._id).lean<CertificateDoc>();
    const stored = winner?.fileId ? await deps.files.read('certificates', winner.fileId) : null;
    return stored?.bytes ?? bytes;
  }

  function publicView(c: CertificateDoc): PublicCertificateView {
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
      issuedAt: c.issuedAt.toISOString(),
      issuer: deps.organization.name,
      status: c.revokedAt ? 'REVOKED' : 'VALID',
      revokedAt: c.revokedAt ? c.revokedAt.toISOString() : null,
      revokedReason: c.revokedReason ?? null,
    };
  }

  function studentView(c: CertificateDoc): CertificateView {
    const view = publicView(c);
    const verifyUrl = verifyUrlOf(c.code);
    return {
      ...view,
      id: String(c._id),
      text: c.text ?? null,
      verifyUrl,
      linkedInUrl: linkedInAddToProfileUrl({ title: view.title, organization: view.issuer, issuedAt: c.issuedAt, code: c.code, verifyUrl }),
    };
  }

  return {
    async issue({ userId, type, text }, adminId) {
      if (!isValidObjectId(userId)) return { ok: false, reason: 'student-not-found' };
      const user = await User.findOne({ _id: oid(userId), role: 'STUDENT' }).lean<UserDoc>();
      if (!user) return { ok: false, reason: 'student-not-found' };
      if (await holds(user._id, type)) return { ok: false, reason: 'already-issued' };
      if (!(await isEligible(user, type))) return { ok: false, reason: 'not-eligible' };
      if (!(await deps.adminSignature.current())) return { ok: false, reason: 'no-signature' };
      const period = await periodOf(user, type);
      // An EXCELLENCE or RECOMMENDATION repeats the internship certificate's dates.
      const internship =
        type === 'EXCELLENCE' || type === 'RECOMMENDATION'
          ? await Certificate.findOne({ activeKey: activeCertificateKey(user._id, 'INTERNSHIP') }).lean<CertificateDoc>()
          : null;
      const cohort = await deps.cohorts.ofStudent(user);
      let certificate: CertificateDoc | null = null;
      for (let attempt = 0; !certificate && attempt < 3; attempt++) {
        try {
          const created = await Certificate.create({
            userId: user._id,
            activeKey: activeCertificateKey(user._id, type),
            type,
            code: newCertificateCode(),
            holderName: user.name || user.email,
            specialization: internship?.specialization ?? period.specialization,
            cohortId: cohort._id,
            periodStart: internship?.periodStart ?? period.start,
            periodEnd: internship?.periodEnd ?? period.end,
            text,
            issuedAt: deps.now(),
            issuedBy: adminId,
          });
          certificate = created.toObject() as CertificateDoc;
        } catch (err) {
          if (!isDuplicateKeyError(err)) throw err;
          // The student's certificate of this type (another admin's issue won), or, once in ~10^17, a code taken.
          if (await holds(user._id, type)) return { ok: false, reason: 'already-issued' };
        }
      }
      if (!certificate) throw new Error('no free certificate code after three tries');
      await pdfOf(certificate).catch(() => undefined); // drawn again on first download if this fails
      const view = studentView(certificate);
      await deps.outbox.enqueue({
        key: `certificate-issued:${String(certificate._id)}`,
        template: 'certificate-issued',
        to: user.email,
        data: {
          name: user.name ?? null,
          title: view.title,
          code: formatCertificateCode(view.code),
          verifyUrl: view.verifyUrl,
        },
      });
      return { ok: true, certificate: (await Certificate.findById(certificate._id).lean<CertificateDoc>()) ?? certificate };
    },
    async revoke(id, reason) {
      if (!isValidObjectId(id)) return { ok: false, reason: 'not-found' };
      const cert = await Certificate.findOneAndUpdate(
        { _id: oid(id), revokedAt: null },
        // Its activeKey becomes its own: the type may be issued to the student again.
        { $set: { revokedAt: deps.now(), revokedReason: reason, activeKey: revokedCertificateKey(oid(id)) } },
        { returnDocument: 'after' },
      ).lean<CertificateDoc>();
      if (cert) return { ok: true, certificate: cert };
      return { ok: false, reason: (await Certificate.exists({ _id: oid(id) })) ? 'already-revoked' : 'not-found' };
    },
    async byId(id) {
      return isValidObjectId(id) ? Certificate.findById(oid(id)).lean<CertificateDoc>() : null;
    },
    async ofStudent(userId) {
      if (!isValidObjectId(userId)) return [];
      return Certificate.find({ userId: oid(userId) })
        .sort({ issuedAt: 1, _id: 1 })
        .lean<CertificateDoc[]>();
    },
    async byCode(code) {
      return Certificate.findOne({ code }).lean<CertificateDoc>();
    },
    pdfOf,
    async eligible(type, page, size) {
      // Each type's list walks the collection that defines it, one page at a time.
      let userIds: Types.ObjectId[];
      let totalItems: number;
      if (type === 'TRAINING') {
        const filter = { role: 'STUDENT' as const, feeVerified: true };
        [userIds, totalItems] = await Promise.all([
          User.find(filter, { _id: 1 })
            .sort({ _id: -1 })
            .skip(page * size)
            .limit(size)
            .lean<{ _id: Types.ObjectId }[]>()
            .then((rows) => rows.map((r) => r._id)),
          User.countDocuments(filter),
        ]);
      } else {
        const [model, filter] =
          type === 'INTERNSHIP'
            ? ([OfferLetter, { kind: 'final' }] as const)
            : ([Certificate, { type: 'INTERNSHIP', revokedAt: null }] as const);
        const find = (model as typeof OfferLetter).find(filter, { userId: 1 });
        [userIds, totalItems] = await Promise.all([
          find
            .sort({ _id: -1 })
            .skip(page * size)
            .limit(size)
            .lean<{ userId: Types.ObjectId }[]>()
            .then((rows) => rows.map((r) => r.userId)),
          (model as typeof OfferLetter).countDocuments(filter),
        ]);
      }
      const [users, held, selections] = await Promise.all([
        User.find({ _id: { $in: userIds } }, { studentId: 1, name: 1, email: 1 }).lean<UserDoc[]>(),
        Certificate.find({ activeKey: { $in: userIds.map((id) => activeCertificateKey(id, type)) } }, { userId: 1 }).lean<
          { _id: Types.ObjectId; userId: Types.ObjectId }[]
        >(),
        deps.models.SpecializationSelection.find({ userId: { $in: userIds } }, { userId: 1, specialization: 1 }).lean<
          { userId: Types.ObjectId; specialization: string }[]
        >(),
      ]);
      const userById = new Map(users.map((u) => [String(u._id), u]));
      const certByUser = new Map(held.map((c) => [String(c.userId), String(c._id)]));
      const specByUser = new Map(selections.map((s) => [String(s.userId), s.specialization]));
      const items = userIds.flatMap((id) => {
        const u = userById.get(String(id));
        return u
          ? [
              {
                userId: String(id),
                studentId: u.studentId ?? null,
                name: u.name ?? null,
                email: u.email,
                specialization: specByUser.get(String(id)) ?? null,
                certificateId: certByUser.get(String(id)) ?? null,
              },
            ]
          : [];
      });
      return { items, totalItems, page, size };
    },
    publicView,
    studentView,
    async adminViews(certs) {
      const users = await User.find({ _id: { $in: certs.map((c) => c.userId) } }, { studentId: 1, email: 1 }).lean<UserDoc[]>();
      const byUser = new Map(users.map((u) => [String(u._id), u]));
      return certs.map((c) => {
        const { linkedInUrl: _linkedIn, ...view } = studentView(c);
        const u = byUser.get(String(c.userId));
        return { ...view, userId: String(c.userId), studentId: u?.studentId ?? null, email: u?.email ?? '' };
      });
    },
  };
}
