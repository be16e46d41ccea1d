import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyChanges,
  invertChanges,
  type Change,
  type Entry,
} from '../../../renderer/src/drafts/catalog-data.ts';

// applyChanges walks the entries once when in-place changes come in the entries' order (a fill
// or paste in an unsorted view, and its undo); in any other order it looks ids up. Either way
// the result is each changed entry replaced where it stands.

const entriesOf = (n: number): Entry<string>[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `e${String(i)}`,
    position: i + 1,
    row: `v${String(i)}`,
  }));

/** What applying in-place changes means: every entry whose id a change names, replaced by it. */
function expected(entries: readonly Entry<string>[], changes: readonly Change<string>[]) {
  const last = new Map(changes.map((c) => [c.id, c.after]));
  return entries.map((e) => last.get(e.id) ?? e);
}

const inPlace = (entries: readonly Entry<string>[], picks: readonly number[], value: string) =>
  picks.flatMap((i): Change<string>[] => {
    const before = entries[i];
    return before === undefined
      ? []
      : [{ id: before.id, before, after: { ...before, row: value } }];
  });

describe('applyChanges in place', () => {
  it('replaces the changed entries whatever the order of the changes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.array(fc.nat(40), { maxLength: 40 }),
        fc.boolean(),
        (n, picks, sorted) => {
          const entries = entriesOf(n);
          const order = sorted ? [...new Set(picks)].sort((a, b) => a - b) : picks;
          const changes = inPlace(entries, order, 'x');
          const after = applyChanges(entries, changes);
          expect(after).toEqual(expected(entries, changes));
          // Undone, every entry is back as it was (changes inverted, in the same order).
          expect(applyChanges(after, invertChanges(changes))).toEqual(entries);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('leaves the entries it was given as they were and shares the unchanged ones', () => {
    const entries = entriesOf(5);
    const changes = inPlace(entries, [1, 3], 'x');
    const after = applyChanges(entries, changes);
    expect(entries.map((e) => e.row)).toEqual(['v0', 'v1', 'v2', 'v3', 'v4']);
    expect(after.map((e) => e.row)).toEqual(['v0', 'x', 'v2', 'x', 'v4']);
    expect(after[0]).toBe(entries[0]);
    expect(after[1]).toBe(changes[0]?.after);
  });

  it('with changes out of order, and a change naming no entry, still replaces the rest', () => {
    const entries = entriesOf(4);
    const changes = [
      ...inPlace(entries, [2, 0], 'x'),
      { id: 'gone', before: entries[0] ?? null, after: entries[0] ?? null },
    ];
    expect(applyChanges(entries, changes).map((e) => e.row)).toEqual(['x', 'v1', 'x', 'v3']);
  });
});
