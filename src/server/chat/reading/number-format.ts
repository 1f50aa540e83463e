import type { Language } from '../../../contract/enums';

/** A figure as the visitor's language writes it (EN `2,000.5`, ES `2.000,5`). */
export function formatNumber(n: number, language: Language): string {
  const [group, decimal] = language === 'ES' ? ['.', ','] : [',', '.'];
  const [int = '0', frac] = String(Math.abs(n)).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${n < 0 ? '-' : ''}${grouped}${frac ? decimal + frac : ''}`;
}
