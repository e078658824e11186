import { useEffect, useState } from 'react';

/** Seconds left until `until` (an ISO time), ticking every second while `running`. */
export function useCountdown(until: string | undefined, running: boolean): number | undefined {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  if (!until) return undefined;
  return Math.max(0, Math.ceil((Date.parse(until) - now) / 1000));
}
