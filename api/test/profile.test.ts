/** GET /me and PUT /me: SPEC §3 shape, §5 rules and the lock after ID verification. */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain/messages';
import { API_MESSAGES } from '../src/lib/messages.ts';
import { bearer, getMe, useTestApp } from './helpers/app.ts';
import { signInAs } from './helpers/factories.ts';

const ctx = useTestApp();

const putMe = (token: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: '/me', headers: bearer(token), payload });

const VALID = { name: 'Asha Rao', phone: '+91 9876543210', country: 'India', state: 'Karnataka' };

const PROFILE_KEYS = [
  'countryCode',
  'country',
  'countryName',
  'email',
  'enrolmentStatus',
  'enrollmentStatus',
  'feePaid',
  'feeVerified',
  'feeVerifiedAt',
  'id',
  'idVerified',
  'name',
  'paymentAmountMinor',
  'paymentAssignedAt',
  'paymentCurrency',
  'paymentLinkUrl',
  'phone',
  'profileComplete',
  'role',
  'state',
  'studentId',
].sort();

describe('GET /me', () => {
  it('returns the current user with every SPEC §3 field (a new student: nulls and defaults)', async () => {
    const { accessToken, email } = await signInAs(ctx.app, 'STUDENT');
    const res = await ctx.app.inject({ method: 'GET', url: '/me?t=1732200000000', headers: bearer(accessToken) });
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(Object.keys(me).sort()).toEqual(PROFILE_KEYS);
    const user = await ctx.app.models.User.findOne({ email }).lean();
    expect(me).toEqual({
      id: String(user?._id),
      role: 'STUDENT',
      name: null,
      email,
      phone: null,
      country: null,
      countryName: null,
      countryCode: null,
      state: null,
      studentId: user?.studentId,
      feeVerified: false,
      feeVerifiedAt: null,
      feePaid: false,
      enrollmentStatus: null,
      enrolmentStatus: null,
      paymentAmountMinor: null,
      paymentCurrency: 'INR',
      paymentLinkUrl: null,
      paymentAssignedAt: null,
      idVerified: false,
      profileComplete: false,
    });
  });

  it('shows payment and fee fields as stored, dates in ISO 8601', async () => {
    const { accessToken, email } = await signInAs(ctx.app, 'STUDENT');
    const at = new Date('2025-11-03T10:15:00.000Z');
    await ctx.app.models.User.updateOne(
      { email },
      {
        $set: {
          feeVerified: true,
          feeVerifiedAt: at,
          feePaid: true,
          enrollmentStatus: 'PAID',
          paymentAmountMinor: 499900,
          paymentLinkUrl: 'https://rzp.io/l/abc123',
          paymentAssignedAt: at,
        },
      },
    );
    const me = (await getMe(ctx.app, accessToken)).json();
    expect(me).toMatchObject({
      feeVerified: true,
      feeVerifiedAt: at.toISOString(),
      feePaid: true,
      enrollmentStatus: 'PAID',
      enrolmentStatus: 'PAID',
      paymentAmountMinor: 499900,
      paymentCurrency: 'INR',
      paymentLinkUrl: 'https://rzp.io/l/abc123',
      paymentAssignedAt: at.toISOString(),
    });
  });
});

describe('PUT /me', () => {
  it('saves a valid profile and returns it normalized, with the dial code and profileComplete', async () => {
    const { accessToken } = await signInAs(ctx.app, 'STUDENT');
    const res = await putMe(accessToken, { name: '  Asha   Rao ', phone: '+91 98765 43210', country: 'India', state: 'Karnataka' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Asha Rao',
      phone: '+91 9876543210',
      country: 'India',
      countryName: 'India',
      countryCode: '+91',
      state: 'Karnataka',
      profileComplete: true,
    });
    expect((await getMe(ctx.app, accessToken)).json()).toMatchObject({ name: 'Asha Rao', profileComplete: true });
  });

  it('stores state as null outside India', async () => {
    const { accessToken } = await signInAs(ctx.app, 'STUDENT');
    const res = await putMe(accessToken, { name: 'John Doe', phone: '+44 7911123456', country: 'United Kingdom', state: 'Kent' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      country: 'United Kingdom',
      countryCode: '+44',
      state: null,
      phone: '+44 7911123456',
      profileComplete: true,
    });
  });

  it.each([
    ['name missing', { ...VALID, name: '  ' }, MESSAGES.nameRequired],
    ['a name of two zero-width spaces', { ...VALID, name: '\u200b\u200b' }, MESSAGES.nameRequired],
    ['a name with a right-to-left override', { ...VALID, name: 'Asha \u202eoaR' }, MESSAGES.nameRequired],
    ['a name with NUL', { ...VALID, name: 'Asha\u0000Rao' }, MESSAGES.nameRequired],
    ['a name with BEL', { ...VALID, name: 'Asha\u0007' }, MESSAGES.nameRequired],
    ['a name with ESC', { ...VALID, name: '\u001b[2JAsha' }, MESSAGES.nameRequired],
    ['country missing', { ...VALID, country: '' }, MESSAGES.countryRequired],
    ['country unknown', { ...VALID, country: 'Atlantis' }, MESSAGES.countryRequired],
    ['India without state', { ...VALID, state: null }, MESSAGES.stateRequired],
    ['India with a non-Indian state', { ...VALID, state: 'Texas' }, MESSAGES.stateRequired],
    ['phone missing', { ...VALID, phone: '' }, MESSAGES.phoneRequired],
    ['phone only the dial code', { ...VALID, phone: '+91' }, MESSAGES.phoneRequired],
    ['phone too short', { ...VALID, phone: '+91 123' }, MESSAGES.phoneInvalid],
    ['phone with letters', { ...VALID, phone: '+91 98765abc10' }, MESSAGES.phoneInvalid],
    ['phone with another dial code', { ...VALID, phone: '+44 7700900123' }, MESSAGES.phoneInvalid],
    ["phone not on India's plan", { ...VALID, phone: '+91 12345' }, MESSAGES.phoneInvalid],
    ['Indian mobile not starting 6-9', { ...VALID, phone: '+91 5812345678' }, MESSAGES.phoneInvalid],
    ['several problems: the first in form order', { name: '', phone: '', country: '', state: null }, MESSAGES.nameRequired],
  ])('refuses %s with the SPEC message and changes nothing', async (_label, body, message) => {
    const { accessToken } = await signInAs(ctx.app, 'STUDENT');
    expect((await putMe(accessToken, VALID)).statusCode).toBe(200);
    const before = (await getMe(ctx.app, accessToken)).json();
    const res = await putMe(accessToken, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await getMe(ctx.app, accessToken)).json()).toEqual(before);
  });

  it('stores the name NFC-normalized with one space between words, and names the field', async () => {
    const { accessToken } = await signInAs(ctx.app, 'STUDENT');
    const res = await putMe(accessToken, { ...VALID, name: '  Jose\u0301 \t Rao ' });
    expect(res.json()).toMatchObject({ name: 'Jos\u00e9 Rao', profileComplete: true });
    const refused = await putMe(accessToken, { ...VALID, name: '\u200b' });
    expect(refused.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: MESSAGES.nameRequired,
      errors: { name: MESSAGES.nameRequired },
    });
  });

  it('does not count an invisible name stored earlier as a complete profile', async () => {
    const { accessToken, email } = await signInAs(ctx.app, 'STUDENT');
    expect((await putMe(accessToken, VALID)).statusCode).toBe(200);
    await ctx.app.models.User.updateOne({ email }, { $set: { name: '\u200b\u200b' } });
    expect((await getMe(ctx.app, accessToken)).json().profileComplete).toBe(false);
  });

  it('refuses fields it does not own, naming them: no request can change a role or a fee flag', async () => {
    const { accessToken, email } = await signInAs(ctx.app, 'STUDENT');
    for (const extra of [{ role: 'ADMIN' }, { feeVerified: true }, { studentId: 'CP00-000000' }, { email: 'x@y.zz' }]) {
      const res = await putMe(accessToken, { ...VALID, ...extra });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual({ [Object.keys(extra)[0]!]: 'is not allowed' });
    }
    const user = await ctx.app.models.User.findOne({ email }).lean();
    expect(user?.role).toBe('STUDENT');
    expect(user?.feeVerified).toBe(false);
    expect(user?.studentId).not.toBe('CP00-000000');
    expect(user?.email).toBe(email);
  });

  it('locks name, country and state after ID verification (409), but the phone can change', async () => {
    const { accessToken, email } = await signInAs(ctx.app, 'STUDENT');
    expect((await putMe(accessToken, VALID)).statusCode).toBe(200);
    await ctx.app.models.User.updateOne({ email }, { $set: { idVerified: true } });

    for (const change of [{ name: 'Someone Else' }, { country: 'Nepal', phone: '+977 9812345678', state: null }, { state: 'Kerala' }]) {
      const res = await putMe(accessToken, { ...VALID, ...change });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(API_MESSAGES.profileLocked);
    }
    const unchanged = (await getMe(ctx.app, accessToken)).json();
    expect(unchanged).toMatchObject({ name: 'Asha Rao', country: 'India', state: 'Karnataka', idVerified: true });

    const phone = await putMe(accessToken, { ...VALID, name: ' Asha  Rao ', phone: '+91 9123456789' });
    expect(phone.statusCode).toBe(200);
    expect(phone.json()).toMatchObject({ name: 'Asha Rao', phone: '+91 9123456789' });
  });

  it('needs a signed-in user', async () => {
    const res = await ctx.app.inject({ method: 'PUT', url: '/me', payload: VALID });
    expect(res.statusCode).toBe(401);
  });
});
