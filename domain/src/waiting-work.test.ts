import { describe, expect, it } from 'vitest';
import { waitedFor } from './waiting-work.ts';

describe('waitedFor', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  it('says under an hour, then hours, then days', () => {
    expect(waitedFor('2026-11-28T11:30:00Z', now)).toBe('under an hour');
    expect(waitedFor('2026-11-28T11:00:00Z', now)).toBe('1 hour');
    expect(waitedFor(new Date('2026-11-28T06:59:00Z'), now)).toBe('5 hours');
    expect(waitedFor('2026-11-27T12:00:00Z', now)).toBe('1 day');
    expect(waitedFor('2026-11-16T11:00:00Z', now)).toBe('12 days');
  });
  it('never says a negative wait (a clock ahead elsewhere)', () => {
    expect(waitedFor('2026-11-28T13:00:00Z', now)).toBe('under an hour');
  });
});
