/** The status a route answers for each refusal of the payments service, with the service's message. */
import type { FastifyInstance } from 'fastify';
import type { PaymentRefusal } from './payments-service.ts';

export function paymentError(httpErrors: FastifyInstance['httpErrors'], refusal: { reason: PaymentRefusal; message: string }) {
  switch (refusal.reason) {
    case 'invalid':
      return httpErrors.badRequest(refusal.message);
    case 'gateway':
      return httpErrors.badGateway(refusal.message);
    case 'not-ready':
    case 'busy':
      return httpErrors.conflict(refusal.message);
  }
}
