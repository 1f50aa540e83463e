import { setMaxListeners } from 'node:events';

/**
 * Abort signals shared by requests that start close together, for callers that make thousands of requests
 * a second (the webhook worker): every request started within one slot (`slotMs` wide) gets that slot's
 * signal, which aborts `timeoutMs` after the slot ends. Each request so gets at least its full `timeoutMs`,
 * at most `slotMs` more, and the caller pays for one AbortController and one timer a slot instead of one
 * of each per request (a visible share of a webhook delivery's CPU time).
 */
export function createDeadlines(timeoutMs: number, slotMs = Math.min(100, Math.max(1, timeoutMs / 10))) {
  let slot: { ends: number; signal: AbortSignal } | null = null;
  const timers = new Set<NodeJS.Timeout>();
  return {
    /** The signal for a request starting now. */
    signal(): AbortSignal {
      const now = performance.now();
      if (slot && now < slot.ends) return slot.signal;
      const controller = new AbortController();
      // Every request of the slot listens on it: up to the caller's concurrency at once, never a leak.
      setMaxListeners(0, controller.signal);
      const timer = setTimeout(() => {
        timers.delete(timer);
        controller.abort();
      }, slotMs + timeoutMs);
      timer.unref();
      timers.add(timer);
      slot = { ends: now + slotMs, signal: controller.signal };
      return slot.signal;
    },
    /** Clears the timers (requests still in flight keep their signals, which then never abort). */
    close() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      slot = null;
    },
  };
}
