/** Sends a certificate's signed PDF to its holder or an admin: inline under its code, never cached or sniffed. */
import type { FastifyReply } from 'fastify';
import { certificateFileName } from '@portal/domain/certificate';
import type { CertificateDoc } from '../../models/certificate.ts';
import { contentDisposition } from '../../plugins/file-reply.ts';

export function sendCertificatePdf(reply: FastifyReply, cert: CertificateDoc, bytes: Buffer): FastifyReply {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', contentDisposition(certificateFileName(cert), 'inline'))
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(bytes);
}
