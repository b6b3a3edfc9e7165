/** Fastify and @fastify/jwt type augmentations for the decorators this app adds. */
import type { Connection } from 'mongoose';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@portal/domain/constants';
import type { AppConfig } from './config.ts';
import type { Models, UserDoc } from './lib/models.ts';
import type { Mailer } from './plugins/app/mailer.ts';
import type { FileStore } from './plugins/app/files.ts';
import type { AuditEvent } from './plugins/app/audit.ts';
import type { IdProofRepository } from './plugins/app/id-proofs/id-proof-repository.ts';
import type { Journey } from './plugins/app/journey.ts';
import type { InvoiceReports } from './plugins/app/invoices/invoice-reports.ts';
import type { PdfRenderer } from './plugins/app/pdf.ts';
import type { SpecializationRepository } from './plugins/app/specializations/specialization-repository.ts';
import type { BackgroundRepository } from './plugins/app/backgrounds/background-repository.ts';
import type { OfferLetterRepository } from './plugins/app/offer-letters/offer-letter-repository.ts';
import type { AdminSignatureRepository } from './plugins/app/admin-signature/admin-signature-repository.ts';
import type { LetterWorker } from './plugins/app/letter-worker.ts';
import type { InvoiceRepository } from './plugins/app/invoices/invoice-repository.ts';
import type { StudentPaymentRepository } from './plugins/app/student-payments/student-payment-repository.ts';

/** Claims of the access JWT (iss, aud, iat and exp are added by the signer). */
export interface AccessClaims {
  sub: string;
  role: Role;
  sid: string;
}

export type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    mongo: Connection;
    models: Models;
    mailer: Mailer;
    /** GridFS file store, one bucket per kind (plugins/app/files.ts). */
    files: FileStore;
    /** The CA views' reads over invoices: statistics, pages, the CSV export (plugins/app/invoices/invoice-reports.ts). */
    invoiceReports: InvoiceReports;
    /** Records an admin action in the audit collection (plugins/app/audit.ts). */
    audit: (request: FastifyRequest, event: AuditEvent) => Promise<void>;
    /** Government ID proofs: upload, review and files (plugins/app/id-proofs/id-proof-repository.ts). */
    idProofs: IdProofRepository;
    /** The ten journey steps from stored facts, and the 409 for a locked step (plugins/app/journey.ts). */
    journey: Journey;
    /** The one configured pdfmake (plugins/app/pdf.ts). */
    pdf: PdfRenderer;
    /** Seats and first-come selections (plugins/app/specializations/specialization-repository.ts). */
    specializations: SpecializationRepository;
    /** Student or professional background, once (plugins/app/backgrounds/background-repository.ts). */
    backgrounds: BackgroundRepository;
    /** Offer-letter request, issued letters and the e-signature (plugins/app/offer-letters/offer-letter-repository.ts). */
    offerLetters: OfferLetterRepository;
    /** The authorized signature printed on offer letters (plugins/app/admin-signature/admin-signature-repository.ts). */
    adminSignature: AdminSignatureRepository;
    /** Issues draft and final offer letters in the background (plugins/app/letter-worker.ts). */
    letterWorker: LetterWorker;
    /** Issues, cancels, lists and draws GST tax invoices (plugins/app/invoices/invoice-repository.ts). */
    invoices: InvoiceRepository;
    /** The admin payment screen's queries and a student's payment fields (plugins/app/student-payments/). */
    studentPayments: StudentPaymentRepository;
    /** Deletes expired OTP rows, refresh tokens and sessions (also runs every 10 minutes). */
    housekeeping: () => Promise<void>;
    /** Verifies the bearer token and loads the user from the DB into request.currentUser (401 otherwise). */
    authenticate: PreHandler;
    /** Allows only these roles, as read from the DB on this request (403 otherwise). */
    requireRole: (...roles: Role[]) => PreHandler;
  }
  interface FastifyRequest {
    /** The signed-in user, re-read from the database on every request by `authenticate`. */
    currentUser: UserDoc;
    /** The session (refresh-token family) of the access token. */
    sessionId: string;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AccessClaims;
  }
}
