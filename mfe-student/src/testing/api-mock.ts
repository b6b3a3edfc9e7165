/** The student app's test doubles: the shared fetch stub (tools/test-support/api-mock.ts) and a signed-in student. */
import type { Me } from '@portal/shared-ui/api/me';
import { ASHA } from '../../../tools/test-support/me';

export { deferred, json, mockApi, signIn, type ApiHandler } from '../../../tools/test-support/api-mock';

export function makeMe(overrides: Partial<Me> = {}): Me {
  return { ...ASHA, ...overrides };
}
