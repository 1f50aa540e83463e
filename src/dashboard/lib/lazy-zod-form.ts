import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import type { FieldErrors } from './zod-form';

/** What a lazily loaded form validation module provides (see pages/auth/auth-schemas.ts). */
export interface LoadedSchema<S extends z.ZodType> {
  schema: S;
  issuesToErrors: (issues: readonly z.core.$ZodIssue[]) => FieldErrors;
}

/**
 * useZodForm whose schema (and zod with it, ~25 KB) is fetched when the form is first focused rather than
 * with the page: a visitor who only looks at the sign-in page never downloads it. `submit` waits for it.
 */
export function useLazyZodForm<S extends z.ZodType>(
  load: () => Promise<LoadedSchema<S>>,
  initial: z.input<S>,
) {
  const [values, setValues] = useState<z.input<S>>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const loaded = useRef<LoadedSchema<S> | null>(null);

  const prepare = useCallback(async () => {
    loaded.current ??= await load();
    return loaded.current;
  }, [load]);

  const check = useCallback((v: z.input<S>, m: LoadedSchema<S>) => {
    const result = m.schema.safeParse(v);
    setErrors(result.success ? {} : m.issuesToErrors(result.error.issues));
    return result;
  }, []);

  const set = useCallback(
    <K extends keyof z.input<S>>(key: K, value: z.input<S>[K]) => {
      setValues((prev) => {
        const next = { ...(prev as object), [key]: value } as z.input<S>;
        if (submitted && loaded.current) check(next, loaded.current);
        return next;
      });
    },
    [check, submitted],
  );

  /** Validates (loading the schema first if needed); answers the parsed output, or null after showing errors. */
  const submit = useCallback(async (): Promise<z.output<S> | null> => {
    setSubmitted(true);
    const result = check(values, await prepare());
    return result.success ? result.data : null;
  }, [check, prepare, values]);

  return { values, set, errors, submit, prepare };
}
