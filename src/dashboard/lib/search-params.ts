// Checks of the dashboard's URL search params, without zod (which would add ~25 KB to the first load).
// A value that does not fit is dropped, as a schema with `.catch(undefined)` would.

type Raw = Record<string, unknown>;
type Check<T> = (value: unknown) => T | undefined;

export const text: Check<string> = (v) => (typeof v === 'string' ? v : undefined);

/** A page number: an integer ≥ 1, given as a number or as digits. */
export const pageNumber: Check<number> = (v) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isInteger(n) && n >= 1 ? n : undefined;
};

export const oneOf =
  <T extends string>(values: readonly T[]): Check<T> =>
  (v) =>
    (values as readonly unknown[]).includes(v) ? (v as T) : undefined;

/** A validateSearch function from one check per key; absent or unfit values are left out. */
export function searchOf<S extends Record<string, Check<unknown>>>(checks: S) {
  return (raw: Raw): { [K in keyof S]?: NonNullable<ReturnType<S[K]>> } => {
    const out: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(checks)) {
      const value = check(raw[key]);
      if (value !== undefined) out[key] = value;
    }
    return out as { [K in keyof S]?: NonNullable<ReturnType<S[K]>> };
  };
}
