import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDeadlines } from './deadlines';

describe('shared deadlines', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives requests of one slot one signal, aborted no sooner than the timeout after the last of them', () => {
    const deadlines = createDeadlines(10_000, 100);
    const first = deadlines.signal();
    vi.advanceTimersByTime(99);
    const sameSlot = deadlines.signal();
    expect(sameSlot).toBe(first);
    vi.advanceTimersByTime(1);
    const next = deadlines.signal();
    expect(next).not.toBe(first);
    // The last request of the first slot started at 99 ms: its signal holds until 10,099 ms at least,
    // and is aborted when the slot's time is up (10,100 ms).
    vi.advanceTimersByTime(9_999);
    expect(first.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(first.aborted).toBe(true);
    expect(next.aborted).toBe(false);
    vi.advanceTimersByTime(99);
    expect(next.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(next.aborted).toBe(true);
  });

  it('takes a slot of a tenth of a short timeout', () => {
    const deadlines = createDeadlines(300);
    const first = deadlines.signal();
    vi.advanceTimersByTime(30);
    expect(deadlines.signal()).not.toBe(first);
    vi.advanceTimersByTime(300);
    expect(first.aborted).toBe(true);
  });

  it('aborts nothing after close', () => {
    const deadlines = createDeadlines(1000, 100);
    const signal = deadlines.signal();
    deadlines.close();
    vi.advanceTimersByTime(5000);
    expect(signal.aborted).toBe(false);
    expect(deadlines.signal()).not.toBe(signal);
  });
});
