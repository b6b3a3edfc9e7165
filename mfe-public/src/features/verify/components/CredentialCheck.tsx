/**
 * The /verify page's check of a credential file (Open Badges 3.0): a JSON file or a badge image,
 * dropped on the area or chosen, is sent to the API, which verifies its signature and its revocation
 * status; the verdict is said plainly. No antd (the visitor's budget).
 */
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { CREDENTIAL_MESSAGES, CREDENTIAL_VERDICT_TEXT } from '@portal/domain/credential';
import type { CredentialVerification } from '@portal/domain/views/credential';
import { ApiError } from '@portal/shared-ui/api/api-client';
import { formatDate } from '@portal/shared-ui/lib/format';
import { verifyCredentialFile } from '../api/verify-credential';

type Check =
  | { state: 'idle' }
  | { state: 'checking'; name: string }
  | { state: 'done'; result: CredentialVerification }
  | { state: 'error'; message: string };

function Verdict({ result }: { result: CredentialVerification }) {
  const { details } = result;
  return (
    <div className={`verify-status ${result.result === 'VALID' ? 'verify-status-valid' : 'verify-status-revoked'}`} role="status">
      <span aria-hidden>{result.result === 'VALID' ? '✓' : '✕'}</span>
      <div>
        {CREDENTIAL_VERDICT_TEXT[result.result].title}
        <p className="verify-status-note">{CREDENTIAL_VERDICT_TEXT[result.result].sentence}</p>
        {result.result === 'REVOKED' && (
          <p className="verify-status-note">
            {details.revokedAt ? `Revoked on ${formatDate(details.revokedAt)}. ` : ''}Reason: {details.revokedReason ?? 'not given'}
          </p>
        )}
        {(result.result === 'VALID' || result.result === 'REVOKED') && (
          <p className="verify-status-note">{[details.name, details.holderName, details.issuer].filter(Boolean).join(' · ')}</p>
        )}
      </div>
    </div>
  );
}

export function CredentialCheck() {
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function checkFile(file: File | undefined) {
    if (!file) return;
    setCheck({ state: 'checking', name: file.name });
    try {
      setCheck({ state: 'done', result: await verifyCredentialFile(file) });
    } catch (err) {
      const message = err instanceof ApiError && err.status < 500 && err.status !== 0 ? err.message : CREDENTIAL_MESSAGES.verifyFailed;
      setCheck({ state: 'error', message });
    }
  }
  // A file chosen on the server-rendered page before its code ran: checked once the code runs.
  useEffect(() => {
    const chosen = input.current?.files?.[0];
    if (chosen) void checkFile(chosen);
  }, []);
  function drop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setOver(false);
    void checkFile(event.dataTransfer.files[0]);
  }

  return (
    <section className="verify-credential" aria-labelledby="credential-check-title">
      <h2 id="credential-check-title">Check a credential file</h2>
      <p className="verify-lead">
        A certificate is also a verifiable credential (Open Badges 3.0). Drop its JSON file or its badge image here, or choose it, to check
        its signature and whether it has been revoked.
      </p>
      <label
        className={`verify-drop${over ? ' verify-drop-over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="credential-drop"
      >
        <span>Drop a credential file (.json) or badge image (.png) here, or</span>
        <span className="verify-button">Choose a file</span>
        <input
          ref={input}
          type="file"
          className="verify-file-input"
          accept=".json,.jsonld,application/json,application/ld+json,application/vc+ld+json,image/png"
          aria-label="Choose a credential file"
          onChange={(event) => {
            void checkFile(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }}
        />
      </label>
      {check.state === 'checking' && (
        <p className="verify-lead" role="status">
          Checking {check.name}…
        </p>
      )}
      {check.state === 'error' && (
        <p className="verify-error" role="alert">
          {check.message}
        </p>
      )}
      {check.state === 'done' && <Verdict result={check.result} />}
    </section>
  );
}
