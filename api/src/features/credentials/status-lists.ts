/**
 * The Bitstring Status Lists (W3C, purpose revocation) the credentials point at: a position is
 * allocated at random in the open list (131,072 entries, the specification's minimum for herd
 * privacy, so the order of issue cannot be read from it), and a list's credential is signed again
 * after each revocation in it. Every process reads and writes the lists in the database alone.
 */
import { randomInt } from 'node:crypto';
import type { Types } from 'mongoose';
import { createCredential, createList } from '@digitalbazaar/vc-bitstring-status-list';
import type { CredentialKeys } from './credential-keys.ts';
import type { CredentialRepository, StatusSlot } from './credential-repository.ts';
import { signCredential } from './credential-signer.ts';
import { credentialDate, type IssuerFacts } from './open-badge.ts';

export const STATUS_LIST_LENGTH = 131_072;
/** A new list opens when half of one is taken: a random free position is then found in two tries on average. */
const ALLOCATED_PER_LIST = STATUS_LIST_LENGTH / 2;
const CLAIM_TRIES = 20;

export interface StatusLists {
  /** The certificate's position, allocated on its first need (its bit set at once when it is revoked). */
  slotOf(certificateId: Types.ObjectId, revoked: boolean): Promise<StatusSlot>;
  /** Sets the certificate's bit and signs its list again. */
  revoke(certificateId: Types.ObjectId): Promise<void>;
  /** The list's signed status list credential (JSON), or null when there is no such list. */
  signed(list: number): Promise<string | null>;
  urlOf(list: number): string;
  /** The list number of one of the program's list URLs, or null. */
  listOf(url: string): number | null;
}

export function statusLists(deps: {
  repository: CredentialRepository;
  keys: Pick<CredentialKeys, 'current'>;
  issuer: IssuerFacts;
  /** Where the lists are served: `${base}/{n}`. */
  base: string;
  now: () => Date;
}): StatusLists {
  const { repository } = deps;

  async function sign(list: number, revision: number): Promise<string> {
    const bits = await createList({ length: STATUS_LIST_LENGTH });
    for (const index of await repository.revokedIndexes(list)) bits.setStatus(index, true);
    const unsigned = await createCredential({ id: urlOf(list), list: bits, statusPurpose: 'revocation' });
    const now = deps.now();
    const signed = JSON.stringify(
      await signCredential({ ...unsigned, issuer: deps.issuer.id, validFrom: credentialDate(now) }, deps.keys, now),
    );
    await repository.storeSigned(list, revision, signed);
    return signed;
  }

  const urlOf = (list: number) => `${deps.base}/${list}`;

  return {
    async slotOf(certificateId, revoked) {
      const held = await repository.slotOf(certificateId);
      if (held) return held;
      for (let attempt = 0; attempt < CLAIM_TRIES; attempt++) {
        const list = await repository.openList(ALLOCATED_PER_LIST);
        const claimed = await repository.claim(certificateId, list, randomInt(STATUS_LIST_LENGTH), revoked);
        if (claimed !== 'taken') return claimed;
      }
      throw new Error(`no free status list position after ${CLAIM_TRIES} tries`);
    },
    async revoke(certificateId) {
      const list = await repository.revoke(certificateId);
      if (list === null) return;
      const stored = await repository.list(list);
      if (stored) await sign(list, stored.revision);
    },
    async signed(list) {
      const stored = await repository.list(list);
      if (!stored) return null;
      if (stored.signed && stored.signedRevision >= stored.revision) return stored.signed;
      return sign(list, stored.revision);
    },
    urlOf,
    listOf(url) {
      const match = url.startsWith(`${deps.base}/`) ? /^([1-9]\d{0,8})$/.exec(url.slice(deps.base.length + 1)) : null;
      return match ? Number(match[1]) : null;
    },
  };
}
