/**
 * Razorpay payment links made from the portal: one made at the student's cohort fee and handed to
 * payments as the student's link, the student's link released (cancelled at Razorpay) before
 * payments replaces or clears it, and the signed return from Razorpay's checkout checked.
 */
import { DEFAULT_CURRENCY } from '@portal/domain/constants';
import { MESSAGES } from '@portal/domain/messages';
import { CLOSED_LINK_STATUSES } from '@portal/domain/payment-gateway';
import type { CallbackCheck } from '@portal/domain/views/payment-gateway';
import type { AuditActor } from '../../types.ts';
import type { LinkRelease } from '../payments/payments-service.ts';
import type { GatewayDeps } from './gateway-deps.ts';
import type { GatewayStudent } from './gateway-repository.ts';
import { RazorpayError, type RazorpayClient, type RazorpayPaymentLink } from './razorpay-client.ts';
import { isCallbackSigned, type CallbackQuery } from './razorpay-signatures.ts';

export type LinkResult =
  | { ok: true; student: GatewayStudent }
  | { ok: false; reason: 'not-found' | 'invalid' | 'gateway' | 'not-configured' | 'busy' | 'not-ready'; message: string };

export interface PaymentLinks {
  createLink(actor: AuditActor, studentId: string): Promise<LinkResult>;
  /**
   * Before payments replaces or clears the student's link: their Razorpay link is cancelled at
   * Razorpay and no longer theirs (nothing for a pasted link); answers Razorpay's refusal, if any.
   */
  releaseLinkOf: LinkRelease;
  checkCallback(student: GatewayStudent, query: CallbackQuery): CallbackCheck;
}

const NO_STUDENT = { ok: false, reason: 'not-found', message: MESSAGES.invalidStudentSelection } as const;

export function paymentLinks(
  deps: Pick<GatewayDeps, 'config' | 'publicWebUrl' | 'repository' | 'client' | 'payments' | 'cohorts' | 'log'>,
): PaymentLinks {
  const { config, repository: repo, client, payments, cohorts, log } = deps;

  function requireClient(): RazorpayClient {
    if (!client) throw new Error('Razorpay keys are not set');
    return client;
  }

  /** Cancels a link at Razorpay unless it is already closed there; a link Razorpay already closed is not an error. */
  async function cancelLink(linkId: string): Promise<void> {
    const link = await repo.findLink(linkId);
    if (link && CLOSED_LINK_STATUSES.includes(link.status)) return;
    let cancelled: RazorpayPaymentLink;
    try {
      cancelled = await requireClient().cancelPaymentLink(linkId);
    } catch (err) {
      if (!(err instanceof RazorpayError) || err.statusCode >= 500 || err.statusCode === 401) throw err;
      // Closed meanwhile (paid, expired, cancelled): its real status decides.
      cancelled = await requireClient().fetchPaymentLink(linkId);
      if (cancelled.status === 'paid')
        throw new RazorpayError('The current link was paid meanwhile: it is not replaced. Reload the list.', 409, null);
      if (!CLOSED_LINK_STATUSES.includes(cancelled.status)) throw err;
    }
    await repo.setLinkStatus(linkId, cancelled.status);
  }

  return {
    async createLink(actor, studentId) {
      if (!client) return { ok: false, reason: 'not-configured', message: 'Razorpay keys are not set: paste a link instead.' };
      const student = (await payments.findStudent(studentId)) as GatewayStudent | null;
      if (!student) return NO_STUDENT;
      if (student.feeVerified) return { ok: false, reason: 'invalid', message: 'The fee is already verified: no new link is needed.' };
      if (student.feePaid || student.gatewayPayment)
        return { ok: false, reason: 'invalid', message: 'The fee is already paid: verify it, or unverify and refund first.' };
      const { feeMinor } = await cohorts.ofStudent(student);
      const referenceId = await repo.nextReference(student._id);
      const expireBy = new Date(Date.now() + config.linkExpiryDays * 24 * 3600_000);
      let link: RazorpayPaymentLink;
      try {
        link = await client.createPaymentLink({
          amountMinor: feeMinor,
          currency: DEFAULT_CURRENCY,
          referenceId,
          description: `Training fee${student.studentId ? ` (${student.studentId})` : ''}`,
          customer: { name: student.name || student.email, email: student.email, ...(student.phone ? { contact: student.phone } : {}) },
          callbackUrl: `${deps.publicWebUrl}/student-main/pay`,
          expireBy,
          notes: { student_id: String(student._id) },
        });
      } catch (err) {
        if (err instanceof RazorpayError) return { ok: false, reason: 'gateway', message: `Razorpay: ${err.message}` };
        throw err;
      }
      await repo.saveLink({
        _id: link.id,
        studentId: student._id,
        referenceId,
        url: link.short_url,
        amountMinor: link.amount,
        currency: link.currency,
        status: link.status,
        createdAt: new Date(link.created_at * 1000),
        expireBy: new Date(link.expire_by * 1000),
        paymentId: null,
      });
      // The payments service releases the link it replaces (releaseLinkOf: cancelled at Razorpay) before it stores this one, audits and mails it;
      // it starts from the student as they are after Razorpay's answer.
      const now = await payments.findStudent(String(student._id));
      const result = now
        ? await payments.setPaymentLink(actor, now, { url: link.short_url, amountMajor: feeMinor / 100, currency: DEFAULT_CURRENCY })
        : NO_STUDENT;
      if (!result.ok) {
        await cancelLink(link.id).catch((err: unknown) =>
          log.warn({ err, linkId: link.id }, 'a link made for a refused change could not be cancelled'),
        );
        return result;
      }
      const current = await repo.setCurrentLink(student._id, link.short_url, link.id, link.status);
      return { ok: true, student: current ?? (result.student as GatewayStudent) };
    },

    async releaseLinkOf(student) {
      if (!student.paymentLinkId) return null;
      if (client) {
        try {
          await cancelLink(student.paymentLinkId);
        } catch (err) {
          if (err instanceof RazorpayError) return { refused: `Razorpay: ${err.message}` };
          throw err;
        }
      }
      await repo.clearCurrentLink(student._id, student.paymentLinkId);
      return null;
    },

    checkCallback(student, query) {
      const valid =
        !!config.keySecret &&
        !!student.paymentLinkId &&
        query.razorpay_payment_link_id === student.paymentLinkId &&
        isCallbackSigned(query, config.keySecret);
      return { valid, status: valid ? query.razorpay_payment_link_status : null };
    },
  };
}
