/** The portal on the web: the origins that call the API, where people open it, its support line. */
import { Type, type Static } from 'typebox';
import { frontEndOrigins } from '@portal/stack/origins';
import { list, type ConfigContext, type ConfigHints } from './area.ts';

export const DEFAULT_CORS_ORIGINS = frontEndOrigins();

export const WEB_SETTINGS = Type.Object({
  CORS_ORIGINS: Type.String({
    description: 'Comma list of the origins allowed to call the API (the six front-end origins)',
    default: DEFAULT_CORS_ORIGINS.join(','),
  }),
  PUBLIC_WEB_URL: Type.Optional(
    Type.String({
      description:
        'Where people open the portal: the links in mails and the verification address in certificates’ QR codes. Unset: the first of CORS_ORIGINS (the shell’s origin)',
    }),
  ),
  SUPPORT_PHONE: Type.Optional(
    Type.String({
      description:
        'The support line printed on /privacy, /terms and /refund-policy, with its country code (e.g. `+91 80 4567 8900`). Unset: not shown',
      pattern: '^\\+[0-9][0-9 -]{6,18}[0-9]$',
    }),
  ),
});

export const WEB_HINTS: ConfigHints<typeof WEB_SETTINGS> = {
  SUPPORT_PHONE: 'SUPPORT_PHONE must be a phone number with its country code, e.g. +91 80 4567 8900',
};

export function webConfig(env: Static<typeof WEB_SETTINGS>, { problems }: ConfigContext) {
  const corsOrigins = list(env.CORS_ORIGINS);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
      problems.push(`CORS_ORIGINS must be a comma-separated list of origins such as http://localhost:3000 (bad entry: "${origin}")`);
    }
  }
  const publicWebUrl = (env.PUBLIC_WEB_URL ?? corsOrigins[0] ?? DEFAULT_CORS_ORIGINS[0] ?? '').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/\s]+(\/\S*)?$/.test(publicWebUrl))
    problems.push(
      `PUBLIC_WEB_URL must be the address people open the portal at, such as https://portal.example.com (got "${publicWebUrl}")`,
    );
  return {
    corsOrigins,
    /** PUBLIC_WEB_URL: where people open the portal (the shell's origin by default): mail links and certificates' QR codes. */
    publicWebUrl,
    /** SUPPORT_PHONE: the support line printed on the trust pages (/privacy, /terms, /refund-policy); null: not shown. */
    supportPhone: env.SUPPORT_PHONE ?? null,
  };
}
