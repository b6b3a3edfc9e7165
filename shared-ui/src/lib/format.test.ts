import { formatDate, formatDateTime } from './format';

describe('dates on screens', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('shows the India day and time, with IST, in a browser far from India', () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    // 12:00 on 31 Oct in Los Angeles is 00:30 on 1 Nov in India.
    expect(new Date('2025-10-31T19:00:00Z').getDate()).toBe(31);
    expect(formatDate('2025-10-31T19:00:00Z')).toBe('1 Nov 2025');
    expect(formatDateTime('2025-10-31T19:00:00Z')).toBe('1 Nov 2025, 00:30 IST');
    expect(formatDateTime(new Date('2025-11-22T08:35:00Z'))).toBe('22 Nov 2025, 14:05 IST');
  });
});
