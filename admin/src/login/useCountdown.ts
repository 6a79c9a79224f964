import { useEffect, useState } from 'react';

/** Seconds left of a cool-down; start(n) restarts it. */
export function useCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const t = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);
  return { left, start: (seconds: number) => setLeft(Math.max(0, Math.round(seconds))) };
}
