import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delay` ms (typing a quantity asks the server once, not per key). */
export function useDebounced<T>(value: T, delay = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
