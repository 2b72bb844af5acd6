import { useEffect, useState } from 'react';

/** The current time, updated every `intervalMs` (the clock screen ticks every second, spec §9). */
export function useNow(intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
