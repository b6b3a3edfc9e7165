/** The status and message a route answers for each refusal of the ID-proof repository. */
import type { FastifyInstance } from 'fastify';
import { ID_UPLOAD_REFUSAL_MESSAGES } from '@portal/domain/id-proof-limits';
import { MESSAGES } from '@portal/domain/messages';
import { erasedAccountMessage } from '@portal/domain/data-rights';
import type { IdProofRefused } from './id-proof-service.ts';
import { API_MESSAGES } from '../../lib/messages.ts';

/** `wrongState` is the action's own message for a proof whose status does not allow it. */
export function idProofError(
  httpErrors: FastifyInstance['httpErrors'],
  refusal: IdProofRefused,
  wrongState: string = API_MESSAGES.idProofReplaced,
) {
  if (refusal.reason === 'account-erased') return httpErrors.conflict(erasedAccountMessage(refusal.erasedAt));
  switch (refusal.reason) {
    case 'not-found':
      return httpErrors.notFound(API_MESSAGES.idProofNotFound);
    case 'replaced':
      return httpErrors.conflict(API_MESSAGES.idProofReplaced);
    case 'wrong-state':
      return httpErrors.conflict(wrongState);
    case 'locked':
      return httpErrors.conflict(API_MESSAGES.idProofLocked);
    case 'gone':
      return httpErrors.gone(MESSAGES.fileGone);
    case 'erased':
      return httpErrors.gone(API_MESSAGES.idFileErased);
    case 'busy':
      return httpErrors.conflict(ID_UPLOAD_REFUSAL_MESSAGES.busy);
  }
}
