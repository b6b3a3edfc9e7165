import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until a deadline set by `start(seconds)`; 0 when idle or elapsed. */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return undefined;
    const tick = () => {
      const t = Date.now();
      setNow(t);
      if (t >= deadline) setDeadline(null);
    };
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const t = Date.now();
    setNow(t);
    setDeadline(t + seconds * 1000);
  }, []);

  const reset = useCallback(() => setDeadline(null), []);

  const remaining = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { remaining, start, reset };
}
