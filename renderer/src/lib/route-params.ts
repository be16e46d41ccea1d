// Path and search parameters arrive as whatever the address holds (a hand-edited link, an old
// bookmark); these narrow them to what a screen accepts.

/** The value if it is one of `allowed`, else null. */
export function oneOf<const T extends string>(allowed: readonly T[], raw: unknown): T | null {
  return typeof raw === 'string' && (allowed as readonly string[]).includes(raw)
    ? (raw as T)
    : null;
}

/** A non-empty string search parameter, or nothing (so links may leave it out). */
export function optionalText<K extends string>(
  search: Record<string, unknown>,
  key: K,
): Partial<Record<K, string>> {
  const value = search[key];
  if (typeof value === 'number') return { [key]: String(value) } as Partial<Record<K, string>>;
  if (typeof value !== 'string' || value.trim() === '') return {};
  return { [key]: value } as Partial<Record<K, string>>;
}
