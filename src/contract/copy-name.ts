/** The name of a copy ("Lead form (copy)"; the dashboard says "copia" in Spanish), within 200 characters. */
export function copyName(name: string, word = 'copy'): string {
  const suffix = ` (${word})`;
  return `${name.slice(0, 200 - suffix.length)}${suffix}`;
}
