/**
 * A whole number as English writes it, 10000 → "10,000", for the contract's messages. Same as
 * `toLocaleString('en')`, whose first call loads the locale's number data: 35–100 ms on a page
 * whose schemas format their limits as they load, before its first paint.
 */
export function englishNumber(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en');
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${digits}` : digits;
}
