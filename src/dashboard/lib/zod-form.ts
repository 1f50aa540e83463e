import { useCallback, useState } from 'react';
import type { z } from 'zod';
import './zod-locale';

export type FieldErrors = Record<string, string>;

/** Zod issues as one message per dotted path (`questions.0.text`), first issue wins. */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** Form state validated by a contract schema: errors appear after the first submit, then on every change. */
export function useZodForm<S extends z.ZodType>(schema: S, initial: z.input<S>) {
  const [values, setValues] = useState<z.input<S>>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const check = useCallback(
    (v: z.input<S>) => {
      const result = schema.safeParse(v);
      setErrors(result.success ? {} : issuesToErrors(result.error.issues));
      return result;
    },
    [schema],
  );

  const set = useCallback(
    <K extends keyof z.input<S>>(key: K, value: z.input<S>[K]) => {
      setValues((prev) => {
        const next = { ...(prev as object), [key]: value } as z.input<S>;
        if (submitted) check(next);
        return next;
      });
    },
    [check, submitted],
  );

  /** Validates; answers the parsed output, or null after showing the errors. */
  const submit = useCallback((): z.output<S> | null => {
    setSubmitted(true);
    const result = check(values);
    return result.success ? result.data : null;
  }, [check, values]);

  return { values, setValues, set, errors, submit, reset: () => setValues(initial) };
}
