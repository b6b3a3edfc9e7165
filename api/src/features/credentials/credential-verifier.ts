/**
 * Verifies a credential as any verifier would, with the Digital Bazaar libraries and only local
 * documents: the bundled contexts, this program's issuer profile and keys, and its status lists as
 * stored. The verdict: not issued by this program (another issuer, or a key the profile does not
 * list), signature invalid (changed after signing, or no valid proof), revoked (its status bit is
 * set in the signed list), or valid.
 */
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite as eddsaRdfc2022 } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { checkStatus } from '@digitalbazaar/vc-bitstring-status-list';
import * as vc from '@digitalbazaar/vc';
import type { MultikeyDocument } from '@digitalbazaar/ed25519-multikey';
import type { CredentialVerdict } from '@portal/domain/views/credential';
import { localDocumentLoader, MULTIKEY_CONTEXT } from './credential-contexts.ts';

export interface Verified {
  verdict: CredentialVerdict;
  /** What failed, as the libraries said it (null when valid or revoked). */
  problem: string | null;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The id of a credential's issuer (a URL, or a profile object's id), or null. */
function issuerIdOf(credential: Record<string, unknown>): string | null {
  const { issuer } = credential;
  if (typeof issuer === 'string') return issuer;
  return isObject(issuer) && typeof issuer.id === 'string' ? issuer.id : null;
}

/** The verification methods a credential's proofs name. */
function proofKeys(credential: Record<string, unknown>): string[] {
  const proofs = Array.isArray(credential.proof) ? (credential.proof as unknown[]) : [credential.proof];
  return proofs.flatMap((p) => (isObject(p) && typeof p.verificationMethod === 'string' ? [p.verificationMethod] : []));
}

function messageOf(error: (Error & { errors?: Error[] }) | undefined): string {
  if (!error) return 'not verified';
  const inner = error.errors?.map((e) => e.message).join('; ');
  return inner || error.message;
}

export function credentialVerifier(deps: {
  issuerId: string;
  /** The issuer profile document, served at issuerId. */
  profile: () => object;
  keys: () => readonly MultikeyDocument[];
  /** A status list credential of this program by its URL, or null. */
  statusList: (url: string) => Promise<object | null>;
  now: () => Date;
}) {
  const loader = localDocumentLoader(async (url) => {
    if (url === deps.issuerId) return deps.profile();
    const key = deps.keys().find((k) => k.id === url);
    if (key) return { '@context': MULTIKEY_CONTEXT, ...key };
    return deps.statusList(url);
  });
  const suite = new DataIntegrityProof({ cryptosuite: eddsaRdfc2022 });

  return async function verify(credential: unknown): Promise<Verified> {
    if (!isObject(credential)) return { verdict: 'SIGNATURE_INVALID', problem: 'not a JSON object' };
    if (issuerIdOf(credential) !== deps.issuerId)
      return { verdict: 'NOT_ISSUED_HERE', problem: `issuer ${issuerIdOf(credential) ?? 'missing'}` };
    const listed = new Set(deps.keys().map((k) => k.id));
    const unknownKey = proofKeys(credential).find((id) => !listed.has(id));
    if (unknownKey) return { verdict: 'NOT_ISSUED_HERE', problem: `signed with ${unknownKey}, a key the issuer profile does not list` };
    const result = await vc.verifyCredential({ credential, suite, documentLoader: loader, checkStatus, now: deps.now() });
    // The status is checked only once the proof holds: a result without one is a proof that failed.
    if (!result.statusResult)
      return result.verified ? { verdict: 'VALID', problem: null } : { verdict: 'SIGNATURE_INVALID', problem: messageOf(result.error) };
    if (!result.statusResult.verified) return { verdict: 'SIGNATURE_INVALID', problem: `status: ${messageOf(result.statusResult.error)}` };
    const revoked = result.statusResult.results?.some((r) => r.status) ?? false;
    return { verdict: revoked ? 'REVOKED' : 'VALID', problem: null };
  };
}
