// "Problem rows only" and "changed rows only" together keep the rows in both.

/** The ids in both sets (null: that box is not ticked). */
export function onlyBoth(
  a: ReadonlySet<string> | null,
  b: ReadonlySet<string> | null,
): ReadonlySet<string> | null {
  if (a === null) return b;
  if (b === null) return a;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  const both = new Set<string>();
  for (const id of small) if (large.has(id)) both.add(id);
  return both;
}
