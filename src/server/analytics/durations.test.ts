import { describe, expect, it } from 'vitest';
import { durationBucket, medianSeconds } from './durations';

const histogramOf = (values: number[]) => {
  const h = new Map<number, number>();
  for (const v of values) h.set(durationBucket(v), (h.get(durationBucket(v)) ?? 0) + 1);
  return h;
};
const trueMedian = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length / 2;
  return s.length % 2 ? s[Math.floor(m)]! : (s[m - 1]! + s[m]!) / 2;
};

describe('the median completion time from its histogram', () => {
  it('is exact below a minute (whole seconds), and null with nothing', () => {
    expect(medianSeconds(new Map())).toBeNull();
    expect(medianSeconds(histogramOf([0, 0, 3]))).toBe(0);
    expect(medianSeconds(histogramOf([12.9, 40, 59.5]))).toBe(40);
    expect(medianSeconds(histogramOf([10, 20]))).toBe(15);
  });

  it('is within 2.5 % of the true median above a minute, over many random samples', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let round = 0; round < 200; round++) {
      const n = 1 + Math.floor(random() * 300);
      // Log-uniform between one minute and two days, like real completion times.
      const values = Array.from({ length: n }, () => 60 * Math.exp(random() * Math.log(2880)));
      const truth = trueMedian(values);
      const got = medianSeconds(histogramOf(values))!;
      expect(Math.abs(got - truth) / truth, `n=${n}`).toBeLessThanOrEqual(0.025 + 0.5 / truth);
    }
  });

  it('puts bucket edges where the SQL function does: 5 % wide from a minute on', () => {
    expect([59.99, 60, 62.9, 63.01, 90, 3600].map(durationBucket)).toEqual([59, 60, 60, 61, 68, 143]);
  });
});
