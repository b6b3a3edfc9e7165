/** The reads of every /admin panel answered empty, plus the handlers a test is about. */
import { json, mockApi, type ApiHandler } from '../../../tools/test-support/api-mock';
import { makeCounts } from './fixtures';

export function adminHomeApi(handlers: Record<string, ApiHandler>) {
  return mockApi({
    'GET /admin/api/id-proofs': () => json([]),
    'GET /admin/api/id-proofs/counts': () => json(makeCounts()),
    'GET /admin/signature': () => json({ exists: true, updatedAt: '2025-10-01T00:00:00.000Z' }),
    'GET /admin/api/mail/failed': () => json({ items: [], totalItems: 0 }),
    'GET /admin/api/cohorts': () => json([]),
    'GET /admin/api/job-slots': () => json({ items: [], totalItems: 0 }),
    ...handlers,
  });
}
