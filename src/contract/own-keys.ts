/** The value stored under a key chosen by a user, never one inherited from Object.prototype ("constructor"…). */
export function own<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Stores a value under a key chosen by a user as an own property ("__proto__" stays an ordinary key). */
export function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}
