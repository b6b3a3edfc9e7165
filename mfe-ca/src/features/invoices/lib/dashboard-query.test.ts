import { dashboardSearchParams, parseDashboardQuery } from './dashboard-query';

const NOW = new Date('2025-11-22T10:00:00Z');
const parse = (search: string) => parseDashboardQuery(new URLSearchParams(search), NOW);

describe('the /ca view in the URL query', () => {
  it('defaults to one month ago until today, no search, the first page of 50', () => {
    expect(parse('')).toEqual({ from: '2025-10-22', to: '2025-11-22', q: '', page: 0, size: 50 });
  });

  it('reads a bookmarked view', () => {
    expect(parse('from=2025-04-01&to=2025-09-30&q=Meera&page=3&size=200')).toEqual({
      from: '2025-04-01',
      to: '2025-09-30',
      q: 'Meera',
      page: 3,
      size: 200,
    });
  });

  it('falls back to the default for each unusable value', () => {
    expect(parse('from=2025-02-30&to=yesterday&page=-1&size=75')).toEqual({
      from: '2025-10-22',
      to: '2025-11-22',
      q: '',
      page: 0,
      size: 50,
    });
    expect(parse('page=1.5&size=abc').page).toBe(0);
    expect(parse(`q=${'x'.repeat(250)}`).q).toHaveLength(200);
  });

  it('writes the range always and the rest only when it is not the default', () => {
    const view = { from: '2025-10-22', to: '2025-11-22', q: '', page: 0, size: 50 } as const;
    expect(dashboardSearchParams(view).toString()).toBe('from=2025-10-22&to=2025-11-22');
    expect(dashboardSearchParams({ ...view, q: '  INV/25-26 ', page: 2, size: 100 }).toString()).toBe(
      'from=2025-10-22&to=2025-11-22&q=INV%2F25-26&page=2&size=100',
    );
  });

  it('reads back what it writes', () => {
    const view = { from: '2024-04-01', to: '2025-03-31', q: 'rahul@startup.io', page: 7, size: 25 } as const;
    expect(parseDashboardQuery(dashboardSearchParams(view), NOW)).toEqual(view);
  });
});
