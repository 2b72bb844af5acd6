import { useEffect, useState } from 'react';

/** The value once it has stayed the same for `delayMs` (so typing a date does not ask the server each key). */
export function useDebounced<T>(value: T, delayMs = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
