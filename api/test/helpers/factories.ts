/**
 * Users in a given state for the API tests, made through the real sign-in (so they hold real
 * tokens) and then brought to the state the test needs with the same models the app uses.
 */
import type { Role } from '@portal/domain/constants';
import type { App } from '../../src/app.ts';
import type { UserDoc } from '../../src/lib/models.ts';
import { PRIVACY_NOTICE_VERSION } from '@portal/domain/privacy-notice';
import { bearer, signIn, uniqueEmail } from './app.ts';

export interface SignedInUser {
  id: string;
  email: string;
  accessToken: string;
  refreshToken: string;
  headers: { authorization: string };
}

/** Signs a new account in and gives it `role`. */
export async function signInAs(app: App, role: Role, email = uniqueEmail(role.toLowerCase())): Promise<SignedInUser> {
  const s = await signIn(app, email);
  const user = await app.models.User.findOneAndUpdate({ email: s.email }, { $set: { role } }, { returnDocument: 'after' }).lean<UserDoc>();
  if (!user) throw new Error(`no account for ${s.email}`);
  // A student consents to the privacy notice before anything else, as the first sign-in asks.
  if (role === 'STUDENT')
    await app.privacy.consent({ id: String(user._id), email: s.email, role, ip: '127.0.0.1' }, user, PRIVACY_NOTICE_VERSION, 'api-test');
  return { id: String(user._id), email: s.email, accessToken: s.accessToken, refreshToken: s.refreshToken, headers: bearer(s.accessToken) };
}

export const COMPLETE_PROFILE = { name: 'Priya Sharma', phone: '+919876543210', country: 'India', state: 'Karnataka' } as const;

/** A signed-in STUDENT with a complete profile and any other user fields the test needs (e.g. {idVerified: true}). */
export async function studentWith(app: App, fields: Partial<Record<keyof UserDoc, unknown>> = {}, email?: string): Promise<SignedInUser> {
  const student = await signInAs(app, 'STUDENT', email);
  await app.models.User.updateOne({ _id: student.id }, { $set: { ...COMPLETE_PROFILE, ...fields } });
  return student;
}
