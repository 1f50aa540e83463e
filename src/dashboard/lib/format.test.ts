import { describe, expect, it } from 'vitest';
import {
  collectedPreview,
  columnTotal,
  formatBytes,
  mainCurrency,
  niceMax,
  totalsByCurrency,
  usageShare,
} from './format';

describe('niceMax', () => {
  it('gives an axis top whose half is a whole number', () => {
    expect([0, 1, 2, 3, 5, 9, 10, 11, 37, 120].map(niceMax)).toEqual([2, 2, 2, 4, 6, 10, 10, 20, 40, 200]);
    for (const n of [1, 7, 13, 99, 1234]) {
      expect(niceMax(n)).toBeGreaterThanOrEqual(n);
      expect(Number.isInteger(niceMax(n) / 2)).toBe(true);
    }
  });
});

describe('usage and money helpers', () => {
  it('shares a limit, with null for unlimited and 100 for a zero limit', () => {
    expect(usageShare(5, 10)).toBe(50);
    expect(usageShare(15, 10)).toBe(100);
    expect(usageShare(3, null)).toBeNull();
    expect(usageShare(0, 0)).toBe(100);
  });

  it('formats bytes', () => {
    expect([0, 1023, 1024, 1536, 10 * 1024 ** 3].map(formatBytes)).toEqual([
      '0 B',
      '1023 B',
      '1 KB',
      '1.5 KB',
      '10 GB',
    ]);
  });

  it('sums deal values per currency, skipping deals without a value', () => {
    expect(
      totalsByCurrency([
        { value: 0.1, currency: 'usd' },
        { value: 0.2, currency: 'USD' },
        { value: null, currency: 'EUR' },
        { value: 50, currency: 'EUR' },
      ]),
    ).toEqual({ USD: 0.3, EUR: 50 });
  });

  it("totals a board column per currency; an empty one in the pipeline's currency, or nothing", () => {
    const eur = [
      { value: 1200, currency: 'EUR' },
      { value: null, currency: 'eur' },
    ];
    expect(mainCurrency([...eur, { currency: 'USD' }])).toBe('EUR');
    expect(mainCurrency([])).toBeNull();
    const total = (deals: typeof eur, cur: string | null, locale = 'en-US') =>
      columnTotal(deals, cur, locale)?.replace(/\u00a0/g, ' ') ?? null;
    expect(total(eur, 'EUR')).toBe('€1,200.00');
    expect(total([...eur, { value: 50, currency: 'USD' }], 'EUR')).toBe('€1,200.00 · $50.00');
    expect(total([], 'EUR')).toBe('€0.00');
    expect(total([], 'EUR', 'es-ES')).toBe('0,00 €');
    expect(total([{ value: null, currency: 'EUR' }], 'EUR')).toBe('€0.00');
    expect(total([], null)).toBeNull();
  });

  it('previews collected data, showing files as a clip', () => {
    expect(collectedPreview({ a: 'Ana', b: '', c: 'service:file:upl_1', d: 'x' }, 2)).toBe('Ana · 📎');
  });
});
