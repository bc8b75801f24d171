/**
 * A module (or anything costly) loaded on first use and shared afterwards: `lazy(() => import(x))`.
 * Cold start (docs/performance.md, section 4): every Cloud Functions instance loads `index.ts`,
 * so what only one function or one route needs is loaded by that function or route when it first
 * runs, not by all of them at start-up. A failed load is forgotten, so the next call tries again.
 */
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
    return loading;
  };
}
