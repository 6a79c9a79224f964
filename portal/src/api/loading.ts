/**
 * The global loading indicator (spec §4 "a global loading indicator shows before each request and
 * hides after it"): a count of requests in flight that the loading bar subscribes to. Calls whose
 * path contains testimonial, setting, post, faq, job, plan or gstcode do not show it (spec §7).
 */
import { useSyncExternalStore } from 'react';

const QUIET_PATHS = /testimonial|setting|post|faq|job|plan|gstcode/i;
let inFlight = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** How many requests the indicator is waiting for. */
export const requestsInFlight = (): number => inFlight;

export const showsLoader = (path: string): boolean => !QUIET_PATHS.test(path);

/** Marks a request as started; returns the function that marks it finished (safe to call twice). */
export function trackRequest(path: string): () => void {
  if (!showsLoader(path)) return () => undefined;
  inFlight += 1;
  emit();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    inFlight -= 1;
    emit();
  };
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const useIsLoading = (): boolean => useSyncExternalStore(subscribe, () => inFlight > 0);
