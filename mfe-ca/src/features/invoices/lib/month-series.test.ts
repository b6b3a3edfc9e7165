import { monthSeries } from './month-series';

describe('monthSeries', () => {
  it('lists every month of the range in order, with zeros where nothing was issued', () => {
    const byMonth = [
      { month: '2026-01', count: 2, amountMinor: 999_800, taxMinor: 152_512 },
      { month: '2025-11', count: 1, amountMinor: 499_900, taxMinor: 76_256 },
    ];
    expect(monthSeries(byMonth, { from: '2025-10-15', to: '2026-01-10' })).toEqual([
      { month: '2025-10', count: 0, amountMinor: 0, taxMinor: 0 },
      { month: '2025-11', count: 1, amountMinor: 499_900, taxMinor: 76_256 },
      { month: '2025-12', count: 0, amountMinor: 0, taxMinor: 0 },
      { month: '2026-01', count: 2, amountMinor: 999_800, taxMinor: 152_512 },
    ]);
  });

  it('keeps figures of a month outside the range rather than hiding them', () => {
    expect(
      monthSeries([{ month: '2025-01', count: 1, amountMinor: 1, taxMinor: 0 }], { from: '2025-03-01', to: '2025-03-02' }).map(
        (m) => m.month,
      ),
    ).toEqual(['2025-01', '2025-03']);
  });
});
