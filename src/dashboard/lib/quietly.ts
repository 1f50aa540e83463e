/**
 * An event handler from an async function whose failures are already shown (the mutation's inline
 * error or the global notification): the rejection is settled here instead of surfacing as unhandled.
 */
export function quietly<A extends unknown[]>(fn: (...args: A) => Promise<unknown>): (...args: A) => void {
  return (...args) => {
    fn(...args).catch(() => {});
  };
}
