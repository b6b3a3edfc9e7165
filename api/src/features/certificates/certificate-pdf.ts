/** A certificate's signed PDF: drawn with the current authorized signature on first need and kept in the `certificates` bucket. */
import { certificateFileName, type CertificateType } from '@portal/domain/certificate';
import { certificateDocument } from '../../documents/certificate.ts';
import type { CertificateDoc } from '../../models/certificate.ts';
import type { FileStore } from '../../plugins/files.ts';
import type { PdfRenderer } from '../../plugins/pdf.ts';
import type { AdminSignatureService } from '../offer-letters/admin-signature-service.ts';
import type { CertificateRepository } from './certificate-repository.ts';
import { verifyUrlOf, type CertificateIssuer } from './certificate-views.ts';

export type CertificatePdf = (cert: CertificateDoc) => Promise<Buffer>;

export function certificatePdf(deps: {
  repository: Pick<CertificateRepository, 'setFile' | 'byId'>;
  files: Pick<FileStore, 'read' | 'put' | 'remove'>;
  pdf: Pick<PdfRenderer, 'render'>;
  adminSignature: Pick<AdminSignatureService, 'current' | 'dataUrl'>;
  issuer: CertificateIssuer & { address: string };
}): CertificatePdf {
  return async function pdfOf(cert) {
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
          attendance: cert.attendance ?? null,
          supervisor: cert.supervisor ?? null,
          evaluationScore: cert.evaluation?.score ?? null,
          issuedAt: cert.issuedAt,
          organization: { name: deps.issuer.name, address: deps.issuer.address },
          verifyUrl: verifyUrlOf(deps.issuer, cert.code),
        },
        await deps.adminSignature.dataUrl(signature),
      ),
    );
    const file = await deps.files.put('certificates', String(cert.userId), bytes, 'application/pdf', certificateFileName(cert));
    if (await deps.repository.setFile(cert._id, cert.fileId ?? null, file.id)) return bytes;
    // Another request drew it first: keep one file.
    await deps.files.remove('certificates', file.id);
    const winner = await deps.repository.byId(cert._id);
    const stored = winner?.fileId ? await deps.files.read('certificates', winner.fileId) : null;
    return stored?.bytes ?? bytes;
  };
}
