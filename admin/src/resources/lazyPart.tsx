import { lazy, Suspense, type ComponentType } from 'react';

/** A part of a screen loaded on first use (its own chunk), with no flash of the whole page meanwhile. */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Part = lazy(load);
  const Loaded = (props: P) => (
    <Suspense fallback={null}>
      <Part {...props} />
    </Suspense>
  );
  return Loaded;
}
