import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { MailContent, MailContext } from '../mail/layout.ts';
import { otpMail } from '../mail/templates/otp.ts';

/** A mail template: a pure function of its data and the portal's address (one file per mail under src/mail/templates/). */
export type MailTemplate<D> = (data: D, context: MailContext) => MailContent;

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mailer {
  /** `to` (here and in send) is one address accepted by the domain's parseEmailAddress. */
  sendOtp(to: string, code: string): Promise<void>;
  /** Renders `template` with `data` and sends it to one address. */
  send<D>(template: MailTemplate<D>, to: string, data: D, attachments?: MailAttachment[]): Promise<void>;
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

/** An address object: nodemailer takes it as it is instead of parsing a display name or a list out of a string. */
function recipient(address: string): { name: string; address: string } {
  return { name: '', address };
}

/** Plain SMTP without STARTTLS for a local inbox such as maildev (smtp://127.0.0.1:1025). */
function isLocalPlainSmtp(url: URL): boolean {
  return url.protocol === 'smtp:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

export function createMailer(smtpUrl: string, from: string, context: MailContext): Mailer {
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
      await transport.sendMail({ from, to: recipient(to), ...otpMail({ code }) });
    },
    async send(template, to, data, attachments = []) {
      await transport.sendMail({ from, to: recipient(to), ...template(data, context), attachments });
    },
    close() {
      transport.close();
    },
  };
}

export default fp(
  async (fastify) => {
    const mailer = createMailer(fastify.config.smtpUrl, fastify.config.mailFrom, { webUrl: fastify.config.publicWebUrl });
    fastify.decorate('mailer', mailer);
    fastify.addHook('onClose', async () => mailer.close());
  },
  { name: 'mailer' },
);
