/** `npm run user:role -- EMAIL ROLE`: the exported function and the command's main(). */
import { describe, expect, it, vi } from 'vitest';
import { describeResult, main, setUserRole, UsageError } from '../src/commands/user-role.ts';
import { studentNumberOf } from '../src/models/user.ts';
import { bearer, signIn, uniqueEmail, useTestApp } from './helpers/app.ts';

const ctx = useTestApp();

describe('user:role', () => {
  it('changes the role of an existing user, effective on the next request with the same token', async () => {
    const s = await signIn(ctx.app);
    const url = '/admin/api/students';
    expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(s.accessToken) })).statusCode).toBe(403);

    const result = await setUserRole(ctx.app.models, `  ${s.email.toUpperCase()} `, 'admin');
    expect(result).toMatchObject({ created: false, previousRole: 'STUDENT' });
    expect(result.user.role).toBe('ADMIN');
    expect(describeResult(result)).toBe(`${s.email}: role STUDENT -> ADMIN (Student ID ${result.user.studentId}).`);
    expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(s.accessToken) })).statusCode).toBe(200);

    const before = result.user.studentId;
    const back = await setUserRole(ctx.app.models, s.email, 'STUDENT');
    // A student made staff keeps their Student ID, and has it again as a student.
    expect(back.user.studentId).toBe(before);
    expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(s.accessToken) })).statusCode).toBe(403);
  });

  it('creates a missing staff user with the role and no Student ID; made a student, they get the next one', async () => {
    const email = uniqueEmail('new-ca');
    const result = await setUserRole(ctx.app.models, email, 'CA');
    expect(result.created).toBe(true);
    expect(result.user).toMatchObject({ email, role: 'CA' });
    expect(studentNumberOf(result.user)).toBeNull();
    expect(describeResult(result)).toBe(`Created ${email} with role CA.`);
    // Signing in later keeps the role.
    const s = await signIn(ctx.app, email);
    expect(s.isNew).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: '/ca/invoices/stats', headers: bearer(s.accessToken) })).statusCode).toBe(200);

    const student = await setUserRole(ctx.app.models, email, 'STUDENT');
    expect(studentNumberOf(student.user)).toMatch(/^CP\d{2}-\d{6}$/);
    expect(describeResult(student)).toBe(`${email}: role CA -> STUDENT (Student ID ${student.user.studentId}).`);
  });

  it('makes a MENTOR, who reaches the mentor API and no other staff API', async () => {
    const email = uniqueEmail('new-mentor');
    const result = await setUserRole(ctx.app.models, email, 'mentor');
    expect(result.user).toMatchObject({ email, role: 'MENTOR' });
    expect(describeResult(result)).toBe(`Created ${email} with role MENTOR.`);
    const s = await signIn(ctx.app, email);
    expect((await ctx.app.inject({ method: 'GET', url: '/mentor/api/me', headers: bearer(s.accessToken) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/admin/api/students', headers: bearer(s.accessToken) })).statusCode).toBe(403);
  });

  it('refuses a bad role or e-mail', async () => {
    await expect(setUserRole(ctx.app.models, uniqueEmail(), 'ROOT')).rejects.toThrow('The role must be ADMIN, CA, MENTOR or STUDENT');
    await expect(setUserRole(ctx.app.models, uniqueEmail(), 'ROOT')).rejects.toBeInstanceOf(UsageError);
    await expect(setUserRole(ctx.app.models, 'nope', 'ADMIN')).rejects.toThrow(/valid email/);
  });

  it('main() connects with MONGODB_URI and MONGODB_DB and prints one line', async () => {
    const email = uniqueEmail('cli');
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const code = await main([email, 'ADMIN'], { MONGODB_URI: ctx.app.config.mongodbUri, MONGODB_DB: ctx.app.config.mongodbDb });
      expect(code).toBe(0);
      expect(log).toHaveBeenCalledTimes(1);
      expect(String(log.mock.calls[0]?.[0])).toMatch(new RegExp(`^Created ${email.replace(/[.+]/g, '\\$&')} with role ADMIN`));
    } finally {
      log.mockRestore();
    }
    expect((await ctx.app.models.User.findOne({ email }).lean())?.role).toBe('ADMIN');
  });

  it('main() explains what to do when no database answers, and prints usage for bad arguments', async () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await main(['a@b.co'], {})).toBe(2);
      expect(String(err.mock.calls.at(-1)?.[0])).toMatch(/^Usage: npm run user:role -- EMAIL ADMIN\|CA\|MENTOR\|STUDENT/);
      // PORT_OFFSET is not set here, so the embedded database would be 27018: point at a closed port instead.
      const code = await main(['a@b.co', 'ADMIN'], { MONGODB_URI: 'mongodb://127.0.0.1:1/' });
      expect(code).toBe(1);
      expect(String(err.mock.calls.at(-1)?.[0])).toMatch(/Cannot connect to MONGODB_URI/);
    } finally {
      err.mockRestore();
    }
  });
});
