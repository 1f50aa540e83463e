/** Bytes as B, KB, MB or GB with at most one decimal. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let v = bytes;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${i === 0 ? v : Math.round(v * 10) / 10} ${units[i]}`;
}

/** The share of a limit used, 0-100 (capped); null when the limit is unlimited, 100 when it is 0. */
export function usageShare(used: number, limit: number | null): number | null {
  if (limit === null) return null;
  if (limit <= 0) return 100;
  return Math.min(100, (used / limit) * 100);
}

/** Sums deal values per currency: `{USD: 1200, EUR: 50}`; deals without a value are left out. */
export function totalsByCurrency(
  deals: ReadonlyArray<{ value: number | null; currency: string }>,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const d of deals) {
    if (d.value === null) continue;
    const cur = d.currency.toUpperCase();
    out[cur] = Math.round(((out[cur] ?? 0) + d.value) * 100) / 100;
  }
  return out;
}

/** A money amount in a currency, e.g. `$1,200` or `1.200 €`, falling back to `1200 XYZ` for unknown codes. */
export function formatMoney(value: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 2 }).format(
      value,
    );
  } catch {
    return `${value} ${currency}`;
  }
}

/** The currency most of a pipeline's deals use (ties: the one met first); null when it has no deals. */
export function mainCurrency(deals: ReadonlyArray<{ currency: string }>): string | null {
  const counts = new Map<string, number>();
  for (const d of deals) {
    const cur = d.currency.toUpperCase();
    counts.set(cur, (counts.get(cur) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [cur, n] of counts) if (best === null || n > counts.get(best)!) best = cur;
  return best;
}

/**
 * A board column's total: one amount per currency its deals use; a column without values shows 0 in the
 * pipeline's own currency (`mainCurrency` of all its deals), or nothing while the pipeline has no deals.
 */
export function columnTotal(
  deals: ReadonlyArray<{ value: number | null; currency: string }>,
  pipelineCurrency: string | null,
  locale: string,
): string | null {
  const entries = Object.entries(totalsByCurrency(deals));
  if (entries.length) return entries.map(([cur, v]) => formatMoney(v, cur, locale)).join(' · ');
  return pipelineCurrency ? formatMoney(0, pipelineCurrency, locale) : null;
}

/** A short preview of a conversation's collected data: the first values, joined. */
export function collectedPreview(data: Record<string, unknown>, max = 2): string {
  return Object.values(data)
    .filter((v) => v !== null && v !== undefined && v !== '')
    .slice(0, max)
    .map((v) =>
      typeof v === 'string' && v.startsWith('service:file:')
        ? '📎'
        : Array.isArray(v)
          ? v.join(', ')
          : typeof v === 'boolean'
            ? v
              ? '✓'
              : '✗'
            : String(v),
    )
    .join(' · ');
}

/** A top of the y axis that halves into whole numbers. */
export function niceMax(max: number): number {
  if (max <= 2) return 2;
  if (max <= 10) return Math.ceil(max / 2) * 2;
  const step = 10 ** Math.floor(Math.log10(max));
  return Math.ceil(max / step) * step + (Math.ceil(max / step) % 2 ? step : 0);
}
