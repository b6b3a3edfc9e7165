/**
 * The clock, read again each second while the page is visible (a hidden tab does no work and
 * reads the clock afresh when it shows again).
 */
import { useEffect, useState } from 'react';

const TICK_MS = 1000;

const visible = () => document.visibilityState !== 'hidden';

export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const tick = () => setNow(new Date());
    const follow = () => {
      clearInterval(timer);
      timer = undefined;
      if (!visible()) return;
      tick();
      timer = setInterval(tick, TICK_MS);
    };
    follow();
    document.addEventListener('visibilitychange', follow);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', follow);
    };
  }, []);
  return now;
}
