/** Signs a credential with the program's current key: a Data Integrity proof, cryptosuite eddsa-rdfc-2022, over the bundled contexts only. */
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite as eddsaRdfc2022 } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as vc from '@digitalbazaar/vc';
import { localDocumentLoader } from './credential-contexts.ts';
import type { CredentialKeys } from './credential-keys.ts';

const contextsOnly = localDocumentLoader(() => null);

/** The credential with its proof, created at `at` (a certificate's credential is signed as of its issue, so each download is the same). */
export async function signCredential<T extends object>(
  credential: T,
  keys: Pick<CredentialKeys, 'current'>,
  at: Date,
): Promise<T & { proof: object }> {
  const suite = new DataIntegrityProof({ signer: keys.current.signer(), cryptosuite: eddsaRdfc2022, date: at });
  return (await vc.issue({ credential, suite, documentLoader: contextsOnly, now: at })) as T & { proof: object };
}
