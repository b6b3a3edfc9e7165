/** The student app's test doubles: the shared fetch stub (tools/test-support/api-mock.ts) and a signed-in student. */
import type { Me } from '@portal/shared-ui/api/me';

export { deferred, json, mockApi, signIn, type ApiCall, type ApiHandler } from '../../../tools/test-support/api-mock';

export function makeMe(overrides: Partial<Me> = {}): Me {
  return {
    id: 'u1',
    role: 'STUDENT',
    name: 'Asha Verma',
    email: 'asha@example.com',
    phone: '+91 9876543210',
    country: 'India',
    countryName: 'India',
    countryCode: '+91',
    state: 'Karnataka',
    studentId: 'CP25-000123',
    feeVerified: false,
    feePaid: false,
    idVerified: false,
    profileComplete: true,
    ...overrides,
  };
}
