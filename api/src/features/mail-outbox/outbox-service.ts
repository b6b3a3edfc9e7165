/**
 * fastify.outbox: every mail an event owes a person (all but the sign-in code) is recorded in the
 * outbox collection when the change it reports is made, and sent by a worker in the background.
 *
 * A mail that fails (the SMTP server is away, a timeout) is tried again after a growing pause,
 * OUTBOX_MAX_ATTEMPTS times in all, then kept as failed for an admin to see and send again. The
 * record's key names the event, so recording one event twice still mails once; the worker claims
 * a record with a lease (lib/leased-jobs.ts), so several API processes share the work and a
 * crashed worker's mail is taken over when its lease runs out. Restarting the SMTP server or the
 * API loses nothing that was recorded. (SMTP has no idempotency: a process that dies between the
 * server's acceptance and the record's "sent" sends that one mail again.)
 */
import { Types } from 'mongoose';
import { backgroundLoop, type BackgroundLoop } from '../../lib/background-loop.ts';
import { leasedJobQueue, retryDelayMs, type Claimed } from '../../lib/leased-jobs.ts';
import { isDuplicateKeyError } from '../../lib/models.ts';
import { OUTBOX_TEMPLATES, isOutboxTemplateName, type OutboxTemplateData, type OutboxTemplateName } from '../../mail/outbox-templates.ts';
import type { OutboxMailDoc } from '../../models/outbox-mail.ts';
import type { FailedMailPage } from '@portal/domain/views/mail';
import type { FileKind } from '../../plugins/files.ts';
import type { MailAttachment, MailTemplate } from '../../plugins/mailer.ts';

/** Five tries over about four minutes (5 s, 20 s, 45 s, 80 s pauses), then the mail waits for an admin. */
export const OUTBOX_MAX_ATTEMPTS = 5;
const LEASE_MS = 60_000;

/** What to attach, drawn when the mail is sent: an invoice's PDF, a stored file, or a small text kept in the record (a calendar file). */
export type OutboxAttachment =
  | { invoiceId: string }
  | { fileKind: FileKind; fileId: string; filename: string }
  | { inline: string; filename: string; contentType: string };

export interface OutboxMail<N extends OutboxTemplateName> {
  /** The event this mail reports, e.g. "fee-verified:<invoice id>": one mail per key. */
  key: string;
  template: N;
  to: string;
  /** The student a mail to someone else is about (an admin's mail); a mail to a student names them by its address. */
  studentId?: string;
  data: OutboxTemplateData<N>;
  attachments?: OutboxAttachment[];
}

export interface OutboxRunResult {
  sent: number;
  retried: number;
  failed: number;
}

export interface Outbox extends BackgroundLoop {
  /** Records the mail (once per key) and asks the worker to send it soon. */
  enqueue<N extends OutboxTemplateName>(mail: OutboxMail<N>): Promise<void>;
  /** Sends every due mail this worker can claim. */
  runOnce(): Promise<OutboxRunResult>;
  /** Mails that failed their last attempt, newest first. */
  failed(page: number, size: number): Promise<FailedMailPage>;
  /** Tries a failed mail again from the start; false when there is no such failed mail. */
  retry(id: string): Promise<boolean>;
  /**
   * The student's erasure: their mails go, to them or about them, except those of `templates`,
   * which are still sent to the address they were recorded for and then kept addressed to
   * `replacement`, without their contents.
   */
  forgetStudent(studentId: Types.ObjectId, replacement: string, templates: readonly string[]): Promise<void>;
}

export interface OutboxOptions {
  pollMs?: number;
  now?: () => Date;
}

export function createOutbox(
  app: Pick<import('fastify').FastifyInstance, 'models' | 'mailer' | 'invoices' | 'files' | 'log'>,
  options: OutboxOptions = {},
): Outbox {
  const { OutboxMail: Mail, User } = app.models;
  const now = options.now ?? (() => new Date());
  const queue = leasedJobQueue<OutboxMailDoc>(Mail, { leaseMs: LEASE_MS, now });
  const unsent = { sentAt: null, failedAt: null };
  /** A sent mail of an erased student: kept as the record that it went, to the replaced address and without its contents. */
  const erasedMail = (replacement: string) => ({ to: replacement, data: {}, attachments: [], lastError: null, erasedTo: null });

  /** The student a mail is to or about: named by the caller, or the student account at its address. */
  async function studentOf(mail: OutboxMail<OutboxTemplateName>): Promise<Types.ObjectId | null> {
    if (mail.studentId) return new Types.ObjectId(mail.studentId);
    const student = await User.findOne({ email: mail.to, role: 'STUDENT' }, { _id: 1 }).lean<{ _id: Types.ObjectId }>();
    return student?._id ?? null;
  }

  /** Records the mail as sent; a mail the student's erasure marked meanwhile loses its address and contents now. */
  async function markSent(mail: Claimed<OutboxMailDoc>): Promise<void> {
    const sent = await Mail.findOneAndUpdate(
      { _id: mail._id },
      { $set: { sentAt: now() } },
      { returnDocument: 'after' },
    ).lean<OutboxMailDoc>();
    if (sent?.erasedTo) await Mail.updateOne({ _id: mail._id }, { $set: erasedMail(sent.erasedTo) });
  }

  async function attachment(ref: OutboxAttachment): Promise<MailAttachment> {
    if ('invoiceId' in ref) {
      const pdf = await app.invoices.pdfOf(ref.invoiceId);
      if (!pdf) throw new Error(`invoice ${ref.invoiceId} no longer exists`);
      return { filename: pdf.fileName, content: pdf.bytes, contentType: 'application/pdf' };
    }
    if ('inline' in ref) return { filename: ref.filename, content: Buffer.from(ref.inline, 'utf8'), contentType: ref.contentType };
    const stored = await app.files.read(ref.fileKind, ref.fileId);
    if (!stored) throw new Error(`file ${ref.fileKind}/${ref.fileId} no longer exists`);
    return { filename: ref.filename, content: stored.bytes, contentType: stored.file.mime };
  }

  async function send(mail: Claimed<OutboxMailDoc>): Promise<void> {
    if (!isOutboxTemplateName(mail.template)) throw new Error(`unknown mail template ${mail.template}`);
    const template = OUTBOX_TEMPLATES[mail.template] as MailTemplate<unknown>;
    const attachments = await Promise.all((mail.attachments as OutboxAttachment[]).map(attachment));
    await app.mailer.send(template, mail.to, mail.data, attachments);
  }

  async function runOnce(): Promise<OutboxRunResult> {
    const result: OutboxRunResult = { sent: 0, retried: 0, failed: 0 };
    for (let mail = await queue.claimNext(unsent); mail; mail = await queue.claimNext(unsent)) {
      try {
        await send(mail);
        await markSent(mail);
        await queue.complete(mail);
        result.sent++;
      } catch (err) {
        if (mail.attempts >= OUTBOX_MAX_ATTEMPTS) {
          const message = err instanceof Error ? err.message : String(err);
          await Mail.updateOne(
            { _id: mail._id, claimToken: mail.claimToken },
            { $set: { failedAt: now(), jobDone: true, claimToken: null, leaseUntil: null, lastError: message.slice(0, 500) } },
          );
          app.log.error({ err, key: mail.key }, 'mail failed its last attempt; an admin can send it again');
          result.failed++;
        } else {
          app.log.warn(
            { err, key: mail.key, attempts: mail.attempts },
            `mail not sent; tried again in ${retryDelayMs(mail.attempts) / 1000} s`,
          );
          await queue.fail(mail, err);
          result.retried++;
        }
      }
    }
    return result;
  }

  const loop = backgroundLoop(runOnce, { pollMs: options.pollMs ?? 5_000, name: 'mail outbox', log: app.log });

  return {
    ...loop,
    runOnce,
    async enqueue(mail) {
      try {
        await Mail.create({
          key: mail.key,
          template: mail.template,
          to: mail.to,
          studentId: await studentOf(mail),
          data: mail.data,
          attachments: mail.attachments ?? [],
          createdAt: now(),
        });
      } catch (err) {
        // The event's mail is recorded already (a retried or concurrent step): one mail per event.
        if (!isDuplicateKeyError(err)) throw err;
      }
      loop.kick();
    },
    async failed(page, size) {
      const filter = { failedAt: { $ne: null } };
      const [docs, totalItems] = await Promise.all([
        Mail.find(filter)
          .sort({ failedAt: -1, _id: -1 })
          .skip(page * size)
          .limit(size)
          .lean<OutboxMailDoc[]>(),
        Mail.countDocuments(filter),
      ]);
      const items = docs.map((m) => ({
        id: String(m._id),
        key: m.key,
        template: m.template,
        to: m.to,
        createdAt: m.createdAt.toISOString(),
        failedAt: (m.failedAt as Date).toISOString(),
        attempts: m.attempts,
        lastError: m.lastError ?? null,
      }));
      return { items, totalItems };
    },
    async retry(id) {
      if (!Types.ObjectId.isValid(id)) return false;
      const res = await Mail.updateOne(
        { _id: new Types.ObjectId(id), failedAt: { $ne: null } },
        { $set: { failedAt: null, jobDone: false, attempts: 0, leaseUntil: null, claimToken: null } },
      );
      if (res.modifiedCount !== 1) return false;
      loop.kick();
      return true;
    },
    async forgetStudent(studentId, replacement, templates) {
      await Mail.deleteMany({ studentId, template: { $nin: templates } });
      // Marked before the sent ones are redacted: a mail sent in between is caught by one or the other (markSent).
      const kept = { studentId, template: { $in: templates } };
      await Mail.updateMany({ ...kept, sentAt: null }, { $set: { erasedTo: replacement } });
      await Mail.updateMany({ ...kept, sentAt: { $ne: null } }, { $set: erasedMail(replacement) });
    },
  };
}
