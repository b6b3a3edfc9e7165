import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { OTP_TTL_MINUTES } from '@portal/domain/constants';

export interface Mailer {
  /** `to` must be one address accepted by the domain's parseEmailAddress. */
  sendOtp(to: string, code: string): Promise<void>;
  close(): void;
}

/**
 * True when the SMTP server refused the recipient for good: a 5xx answer to RCPT TO. A 5.7.x answer
 * is a policy refusal of this sender (relaying denied, authentication needed), a fault of ours.
 */
export function isRecipientRefused(err: unknown): boolean {
  const e = err as { code?: string; command?: string; responseCode?: number; response?: string } | null;
  if (e?.code !== 'EENVELOPE' || e.command !== 'RCPT TO' || !e.responseCode || e.responseCode < 500) return false;
  return !/^\d{3}[ -]5\.7\./.test(e.response ?? '');
}

const BRAND = 'Career Portal';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** The OTP mail: the code is the first six-digit number of the text part. */
export function otpMail(code: string): { subject: string; text: string; html: string } {
  const subject = `Your ${BRAND} sign-in code: ${code}`;
  const text = [
    BRAND,
    '',
    `Your sign-in code is ${code}`,
    '',
    `It is valid for ${OTP_TTL_MINUTES} minutes and works once.`,
    '',
    'If you did not ask for this code, you can ignore this e-mail.',
    '',
    `- ${BRAND}`,
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;margin:0;padding:24px;background:#f5f7fb">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px;color:#1d4ed8">${BRAND}</h1>
<p style="margin:0 0 8px">Your sign-in code is</p>
<p style="font-size:32px;letter-spacing:6px;font-weight:bold;margin:0 0 16px">${escapeHtml(code)}</p>
<p style="margin:0 0 8px">It is valid for ${OTP_TTL_MINUTES} minutes and works once.</p>
<p style="margin:0;color:#6b7280">If you did not ask for this code, you can ignore this e-mail.</p>
</div></body></html>`;
  return { subject, text, html };
}

/** Plain SMTP without STARTTLS for a local inbox such as maildev (smtp://127.0.0.1:1025). */
function isLocalPlainSmtp(url: URL): boolean {
  return url.protocol === 'smtp:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

export function createMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl);
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    ...(isLocalPlainSmtp(url) ? { ignoreTLS: true } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    logger: false,
    debug: false,
  } as SMTPTransport.Options);
  return {
    async sendOtp(to, code) {
      // An address object: nodemailer takes it as it is instead of parsing names or lists out of a string.
      await transport.sendMail({ from, to: { name: '', address: to }, ...otpMail(code) });
    },
    close() {
      transport.close();
    },
  };
}

export default fp(async (fastify) => {
  const mailer = createMailer(fastify.config.smtpUrl, fastify.config.mailFrom);
  fastify.decorate('mailer', mailer);
  fastify.addHook('onClose', async () => mailer.close());
}, { name: 'mailer' });
