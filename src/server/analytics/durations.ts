// Completion times are counted in a histogram (migration 0008, analytics_duration_bucket): whole seconds
// below a minute, then buckets 5 % wide. The median read from it is exact below a minute (whole seconds) and
// within 2.5 % above (the middle of the median's bucket on its geometric scale), then rounded to a second.

const EXACT_BELOW = 60;
const GROWTH = 1.05;

/** The bucket of a duration in seconds, as the SQL function computes it (for tests and documentation). */
export function durationBucket(seconds: number): number {
  if (seconds < EXACT_BELOW) return Math.max(0, Math.floor(seconds));
  return EXACT_BELOW + Math.floor(Math.log(seconds / EXACT_BELOW) / Math.log(GROWTH));
}

/** The lower bound in seconds of a bucket. */
function bucketStart(bucket: number): number {
  return bucket < EXACT_BELOW ? bucket : EXACT_BELOW * GROWTH ** (bucket - EXACT_BELOW);
}

/** Histograms ({bucket: count}, e.g. one per day and shard) added together. */
export function addHistograms(histograms: Iterable<Record<string, number>>): Map<number, number> {
  const total = new Map<number, number>();
  for (const h of histograms)
    for (const [bucket, n] of Object.entries(h))
      total.set(Number(bucket), (total.get(Number(bucket)) ?? 0) + n);
  return total;
}

/** The value of rank `rank` (1-based) in the histogram, as its bucket tells it. */
function valueAt(sorted: Array<[number, number]>, rank: number): number {
  let seen = 0;
  for (const [bucket, n] of sorted) {
    if (n <= 0) continue;
    if (seen + n >= rank) {
      // The bucket's geometric middle: at most sqrt(1.05) - 1 (2.47 %) from any value in it.
      return bucket < EXACT_BELOW ? bucket : bucketStart(bucket) * Math.sqrt(GROWTH);
    }
    seen += n;
  }
  return 0;
}

/** The median in whole seconds (the mean of the two middle values for an even count), or null when empty. */
export function medianSeconds(histogram: Map<number, number>): number | null {
  const sorted = [...histogram.entries()].filter(([, n]) => n > 0).sort((a, b) => a[0] - b[0]);
  const count = sorted.reduce((s, [, n]) => s + n, 0);
  if (count === 0) return null;
  const middle =
    count % 2 === 1
      ? valueAt(sorted, (count + 1) / 2)
      : (valueAt(sorted, count / 2) + valueAt(sorted, count / 2 + 1)) / 2;
  return Math.round(middle);
}
