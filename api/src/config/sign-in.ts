/** Signing in: who becomes staff at their first sign-in, and the per-IP limits on sign-in codes. */
import { Type, type Static } from 'typebox';
import { OTP_RESEND_COOLDOWN_SECONDS } from '@portal/domain/constants';
import { normalizeEmail } from '@portal/domain/validation';
import { list, type ConfigContext, type ConfigHints } from './area.ts';

export const SIGN_IN_SETTINGS = Type.Object({
  ADMIN_EMAILS: Type.String({ description: 'Comma list of addresses that become ADMIN at their first sign-in', default: '' }),
  CA_EMAILS: Type.String({ description: 'Comma list of addresses that become CA at their first sign-in', default: '' }),
  OTP_SEND_IP_LIMIT: Type.Integer({
    description: 'Sign-in code requests one IP address may make per IP_LIMIT_WINDOW_MS',
    minimum: 1,
    default: 30,
  }),
  OTP_RESEND_COOLDOWN_SECONDS: Type.Integer({
    description: 'Seconds before another code can be sent to the same address',
    minimum: 1,
    maximum: 3600,
    default: OTP_RESEND_COOLDOWN_SECONDS,
  }),
  OTP_VERIFY_IP_LIMIT: Type.Integer({
    description: 'Sign-in code checks one IP address may make per IP_LIMIT_WINDOW_MS',
    minimum: 1,
    default: 60,
  }),
  IP_LIMIT_WINDOW_MS: Type.Integer({
    description:
      'The window of the per-IP limits in milliseconds (15 minutes); counted in MongoDB, so the limits hold across API processes',
    minimum: 1000,
    default: 15 * 60 * 1000,
  }),
});

export const SIGN_IN_HINTS: ConfigHints<typeof SIGN_IN_SETTINGS> = {
  OTP_SEND_IP_LIMIT: 'OTP_SEND_IP_LIMIT must be a whole number of at least 1',
  OTP_RESEND_COOLDOWN_SECONDS: 'OTP_RESEND_COOLDOWN_SECONDS must be a whole number of seconds from 1 to 3600',
  OTP_VERIFY_IP_LIMIT: 'OTP_VERIFY_IP_LIMIT must be a whole number of at least 1',
  IP_LIMIT_WINDOW_MS: 'IP_LIMIT_WINDOW_MS must be a whole number of milliseconds, at least 1000',
};

export function signInConfig(env: Static<typeof SIGN_IN_SETTINGS>, { problems }: ConfigContext) {
  const emails = (name: 'ADMIN_EMAILS' | 'CA_EMAILS') => {
    const values = list(env[name]).map((e) => normalizeEmail(e));
    for (const e of values) {
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e))
        problems.push(`${name} must be a comma-separated list of e-mail addresses (bad entry: "${e}")`);
    }
    return values;
  };
  return {
    adminEmails: emails('ADMIN_EMAILS'),
    caEmails: emails('CA_EMAILS'),
    /** Per-IP limits (requests per window) of POST /auth/otp/send and /auth/otp/verify. */
    otpSendIpLimit: env.OTP_SEND_IP_LIMIT,
    /** Seconds before a second code can be sent to one address. */
    otpResendCooldownSeconds: env.OTP_RESEND_COOLDOWN_SECONDS,
    otpVerifyIpLimit: env.OTP_VERIFY_IP_LIMIT,
    ipLimitWindowMs: env.IP_LIMIT_WINDOW_MS,
  };
}
