import { isCertificateCode, normalizeCertificateCode } from '@portal/domain/certificate';

/** The query parameter of the certificate form sent without the page's code: /verify?code=… */
export const CODE_PARAM = 'code';

/**
 * Where the form sent without the page's code leads: /verify?code=… is /verify/{code} (normalized
 * when it is a well-formed code, as typed otherwise, so the page says no certificate has it);
 * null when nothing was typed.
 */
export function verifyPathOfQuery(query: string | null | undefined): string | null {
  const typed = query?.trim();
  if (!typed) return null;
  const code = normalizeCertificateCode(typed);
  return `/verify/${encodeURIComponent(isCertificateCode(code) ? code : typed)}`;
}
