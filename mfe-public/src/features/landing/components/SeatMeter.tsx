export interface SeatMeterProps {
  filled: number;
  seats: number;
  /** Accessible name of the progress bar. */
  label: string;
  tone?: 'brand' | 'warm' | 'light';
}

/** A thin progress bar for seats filled, exposed to assistive technology as a progressbar. */
export function SeatMeter({ filled, seats, label, tone = 'brand' }: SeatMeterProps) {
  const width = seats === 0 ? 0 : Math.min(100, (filled / seats) * 100);
  return (
    <div
      className={`lp-meter lp-meter--${tone}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={seats}
      aria-valuenow={filled}
      aria-valuetext={`${filled} of ${seats}`}
    >
      <span className="lp-meter__bar" style={{ width: `${width}%` }} />
    </div>
  );
}
