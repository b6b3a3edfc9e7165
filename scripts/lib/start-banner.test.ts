// What `npm start` prints: a newcomer learns from it where codes arrive (and the inbox's JSON
// address), how to become an admin on this very stack, and that the program runs on the real date.
import { describe, expect, it } from 'vitest';
import { startBanner } from './start-banner.mjs';

const stack = {
  shellUrl: 'http://localhost:3000',
  inboxUrl: 'http://localhost:1080',
  smtpUrl: 'smtp://127.0.0.1:1025',
  apiUrl: 'http://localhost:4000',
  apiLog: '.data/logs/api.log',
  database: 'embedded, data in .data/db',
  portOffset: 0,
  programToday: undefined,
};

describe('the lines npm start prints', () => {
  it('name the inbox and its JSON address, the command that makes an admin, and the real date', () => {
    const text = startBanner(stack);
    expect(text).toContain('Open http://localhost:3000');
    expect(text).toContain('Mail inbox (sign-in codes): http://localhost:1080  (as JSON: http://localhost:1080/api/email)');
    expect(text).toContain('`npm run user:role -- you@example.com ADMIN` (or CA)');
    expect(text).toContain('Program calendar: the real date (a demonstration cohort is open for enrolment)');
  });

  it('give the command with the stack’s PORT_OFFSET, so it reaches that stack’s database', () => {
    expect(startBanner({ ...stack, portOffset: 300 })).toContain('`PORT_OFFSET=300 npm run user:role -- you@example.com ADMIN`');
  });

  it('say a test calendar is one, and hide the SMTP password when mail goes elsewhere', () => {
    const text = startBanner({
      ...stack,
      inboxUrl: undefined,
      smtpUrl: 'smtp://user:secret@mail.example.com:587',
      programToday: '2025-10-20',
    });
    expect(text).toContain('sent through smtp://***@mail.example.com:587');
    expect(text).not.toContain('secret');
    expect(text).toContain('Program calendar: 2025-10-20 (PROGRAM_TODAY, a test calendar: every screen says so)');
  });
});
