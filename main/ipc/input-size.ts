// Whether a call's input is larger than a budget, found without serialising it. In Electron the
// input reaches main as the structured clone the renderer sent (already an object); relaying it
// to the core clones it again, and the core parses it. Walking it once with a budget costs at
// most the budget: the walk stops as soon as the sum passes it, so a shared object repeated a
// million times, or a cycle (structured clone keeps both), is counted as often as it appears
// and stops the walk early, where JSON.stringify would write it out whole or throw.

/** Every value counts at least this much, so the walk visits at most budget / 8 values. */
const VALUE_BYTES = 8;

/** About the size of `value` as JSON, counted until it passes `budget`: true when it does. */
export function isLargerThan(value: unknown, budget: number): boolean {
  let size = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    size += VALUE_BYTES;
    if (typeof next === 'string') {
      size += next.length;
    } else if (Array.isArray(next)) {
      size += next.length; // commas
      if (size > budget) return true;
      for (const item of next as unknown[]) stack.push(item);
    } else if (typeof next === 'object' && next !== null) {
      if (next instanceof Map) {
        size += next.size;
        if (size > budget) return true;
        for (const [key, item] of next) stack.push(key, item);
      } else if (next instanceof Set) {
        size += next.size;
        if (size > budget) return true;
        for (const item of next) stack.push(item);
      } else if (ArrayBuffer.isView(next)) {
        size += next.byteLength;
      } else if (next instanceof ArrayBuffer) {
        size += next.byteLength;
      } else {
        for (const key in next) {
          if (!Object.hasOwn(next, key)) continue;
          size += key.length + 4; // quotes, colon, comma
          if (size > budget) return true;
          stack.push((next as Record<string, unknown>)[key]);
        }
      }
    }
    if (size > budget) return true;
  }
  return false;
}
