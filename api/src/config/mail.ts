/** The SMTP server and sender of every mail. */
import { Type, type Static } from 'typebox';
import type { ConfigHints } from './area.ts';

const DEFAULT_SMTP_URL = 'smtp://127.0.0.1:1025';
const DEFAULT_MAIL_FROM = 'Career Portal <no-reply@careerportal.in>';

export const MAIL_SETTINGS = Type.Object({
  SMTP_URL: Type.String({
    description:
      'The SMTP server every mail goes through, e.g. `smtps://user:pass@smtp.example.com:465`. Unset: `npm start` and the tests run the embedded maildev inbox (SMTP 1025, web inbox 1080)',
    pattern: '^smtps?://',
    default: DEFAULT_SMTP_URL,
  }),
  MAIL_FROM: Type.String({ description: 'The sender of every mail', minLength: 3, default: DEFAULT_MAIL_FROM }),
});

export const MAIL_HINTS: ConfigHints<typeof MAIL_SETTINGS> = {
  SMTP_URL: 'SMTP_URL must start with smtp:// or smtps://, e.g. smtp://127.0.0.1:1025',
  MAIL_FROM: 'MAIL_FROM must be a sender such as "Career Portal <no-reply@careerportal.in>"',
};

export function mailConfig(env: Static<typeof MAIL_SETTINGS>) {
  return { smtpUrl: env.SMTP_URL, mailFrom: env.MAIL_FROM };
}
