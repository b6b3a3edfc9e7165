/**
 * /verify and /verify/{code}: anyone checks a certificate by its code, typed or opened
 * from the QR code printed on it, and reads its facts and a clear VALID or REVOKED; /verify also
 * checks a credential file dropped or chosen (CredentialCheck). No sign-in,
 * no antd (the visitor's budget).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { CERTIFICATE_MESSAGES, formatCertificateCode, isCertificateCode, normalizeCertificateCode } from '@portal/domain/certificate';
import type { PublicCertificateView } from '@portal/domain/views/certificate';
import { ApiError } from '@portal/shared-ui/api/api-client';
import { usePageTitle } from '@portal/shared-ui/hooks/use-page-title';
import { formatDate } from '@portal/shared-ui/lib/format';
import { usePageData, type CertificateLookup } from '../../../lib/page-data';
import { getCertificate } from '../api/get-certificate';
import { CredentialCheck } from './CredentialCheck';
import { CODE_PARAM, verifyPathOfQuery } from '../lib/verify-path';
import '../../../styles/plain-page.css';
import '../styles/verify.css';

export const VERIFY_HEADING = 'Verify a certificate';
const LOOKUP_FAILED = 'The certificate could not be checked just now. Please try again in a moment.';
/** A malformed code in the address (typed into it, or sent by the form without JavaScript): no certificate, and why. */
const MALFORMED_CODE = `${CERTIFICATE_MESSAGES.notFound} ${CERTIFICATE_MESSAGES.codeInvalid}`;

type Lookup =
  { state: 'idle' } | { state: 'loading' } | { state: 'found'; certificate: PublicCertificateView } | { state: 'error'; message: string };

/**
 * A plain GET form to /verify?code=… (the page server answers it with /verify/{code}), so it works
 * before the page's code has run and with JavaScript off; once it runs, a malformed code is refused
 * in place and a good one opens without a page load. The field is not controlled, so what was typed
 * before hydration stays.
 */
function CodeForm({ initial, onSubmit, onInvalid }: { initial: string; onSubmit: (code: string) => void; onInvalid: () => void }) {
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = normalizeCertificateCode(String(new FormData(event.currentTarget).get(CODE_PARAM) ?? ''));
    if (!isCertificateCode(code)) {
      setError(CERTIFICATE_MESSAGES.codeInvalid);
      onInvalid();
      return;
    }
    setError(null);
    onSubmit(code);
  }
  return (
    <form className="verify-form" action="/verify" method="get" onSubmit={submit} noValidate>
      <label className="verify-field" htmlFor="certificate-code">
        Certificate ID
        <input
          id="certificate-code"
          name={CODE_PARAM}
          defaultValue={initial}
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          aria-invalid={error ? true : undefined}
          aria-describedby="certificate-code-hint"
          placeholder="ABCD-EFGH-JKMN"
        />
      </label>
      <button type="submit" className="verify-button">
        Verify
      </button>
      <p id="certificate-code-hint" className="verify-hint" role={error ? 'alert' : undefined} style={{ flexBasis: '100%' }}>
        {error ?? 'The ID is printed under the QR code of the certificate.'}
      </p>
    </form>
  );
}

/** "supervised by …" as a line of its own: "Supervised by …". */
const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function CertificateFacts({ c }: { c: PublicCertificateView }) {
  const valid = c.status === 'VALID';
  return (
    <>
      <div className={`verify-status ${valid ? 'verify-status-valid' : 'verify-status-revoked'}`} role="status">
        <span aria-hidden>{valid ? '✓' : '✕'}</span>
        <div>
          {valid ? 'Valid certificate' : 'Revoked certificate'}
          <p className="verify-status-note">
            {valid
              ? `Issued by ${c.issuer} and not revoked.`
              : `Revoked on ${formatDate(c.revokedAt!)}. Reason: ${c.revokedReason ?? 'not given'}`}
          </p>
        </div>
      </div>
      <dl className="verify-facts">
        <dt>Holder</dt>
        <dd>{c.holderName}</dd>
        <dt>Certificate</dt>
        <dd>{c.title}</dd>
        {c.specialization && (
          <>
            <dt>Specialization</dt>
            <dd>{c.specialization}</dd>
          </>
        )}
        <dt>Program dates</dt>
        <dd>{c.periodLabel}</dd>
        {c.attendance && (
          <>
            <dt>Attendance</dt>
            <dd>{c.attendance}</dd>
          </>
        )}
        {c.supervisedBy && (
          <>
            <dt>Supervision</dt>
            <dd>{sentenceCase(c.supervisedBy)}</dd>
          </>
        )}
        {c.evaluationScore !== null && (
          <>
            <dt>Final evaluation</dt>
            <dd>{c.evaluationScore.toFixed(1)} out of 5</dd>
          </>
        )}
        <dt>Issued on</dt>
        <dd>{formatDate(c.issuedAt)}</dd>
        <dt>Issued by</dt>
        <dd>{c.issuer}</dd>
        <dt>Certificate ID</dt>
        <dd>{formatCertificateCode(c.code)}</dd>
      </dl>
    </>
  );
}

function renderedAnswer(rendered: CertificateLookup | undefined): { code: string; lookup: Lookup } | null {
  if (!rendered) return null;
  return {
    code: rendered.code,
    lookup:
      'certificate' in rendered ? { state: 'found', certificate: rendered.certificate } : { state: 'error', message: rendered.message },
  };
}

export function VerifyPage() {
  const [search] = useSearchParams();
  const { code: rawCode } = useParams();
  const queried = rawCode ? null : verifyPathOfQuery(search.get(CODE_PARAM));
  // The page server answers /verify?code=… with a redirect; a page rendered in the browser follows it here.
  if (queried) return <Navigate to={queried} replace />;
  return <CertificateCheck rawCode={rawCode} />;
}

/** "Certificate of Internship — Asha Verma": a found certificate's page title, served and kept after the page's code runs. */
export function certificatePageHeading(c: Pick<PublicCertificateView, 'title' | 'holderName'>): string {
  return `${c.title} — ${c.holderName}`;
}

function CertificateCheck({ rawCode }: { rawCode: string | undefined }) {
  const navigate = useNavigate();
  const code = rawCode ? normalizeCertificateCode(rawCode) : null;
  // The answer for the code last looked up; a code without one yet is being checked.
  // The page server's lookup, when this page was rendered there for this code.
  const rendered = usePageData('certificate');
  const [answer, setAnswer] = useState<{ code: string; lookup: Lookup } | null>(() => renderedAnswer(rendered.value));
  // The code whose answer no longer applies: the next one typed was malformed ("No
  // certificate has this code" stayed above the form's own message).
  const [staleFor, setStaleFor] = useState<string | null>(null);
  const valid = !!code && isCertificateCode(code);

  // Shown as rendered, not looked up again (a code visited after another one is).
  const known = rendered.current && rendered.value?.code === code && answer?.code === code;
  useEffect(() => {
    if (!code || !isCertificateCode(code) || known) return;
    const controller = new AbortController();
    getCertificate(code, controller.signal).then(
      (certificate) => setAnswer({ code, lookup: { state: 'found', certificate } }),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        const message = err instanceof ApiError && err.status < 500 ? err.message : LOOKUP_FAILED;
        setAnswer({ code, lookup: { state: 'error', message } });
      },
    );
    return () => controller.abort();
  }, [code, known]);

  const lookup: Lookup = !code
    ? { state: 'idle' }
    : !valid
      ? { state: 'error', message: MALFORMED_CODE }
      : answer?.code === code
        ? answer.lookup
        : { state: 'loading' };
  usePageTitle(lookup.state === 'found' ? certificatePageHeading(lookup.certificate) : VERIFY_HEADING);

  return (
    <main className="plain-page verify-root" id="main-content">
      <div className="verify-card">
        <h1>{VERIFY_HEADING}</h1>
        {lookup.state === 'found' ? (
          <>
            <CertificateFacts c={lookup.certificate} />
            <p className="verify-lead">
              <Link to="/verify">Check another certificate</Link>
            </p>
          </>
        ) : (
          <>
            <p className="verify-lead">
              Enter the Certificate ID to see who holds the certificate, what it certifies and whether it is still valid.
            </p>
            {lookup.state === 'loading' && (
              <p className="verify-lead" role="status">
                Checking certificate {code ? formatCertificateCode(code) : ''}…
              </p>
            )}
            {lookup.state === 'error' && staleFor !== code && (
              <p className="verify-error" role="alert">
                {lookup.message}
              </p>
            )}
            <CodeForm
              key={code ?? ''}
              initial={code ? formatCertificateCode(code) : ''}
              onSubmit={(c) => navigate(`/verify/${c}`)}
              onInvalid={() => setStaleFor(code)}
            />
            {!code && <CredentialCheck />}
          </>
        )}
      </div>
    </main>
  );
}
