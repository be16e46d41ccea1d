import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calls } from '../../../app/ipc/contract.ts';
import { INPUT_LIMITS, boundedRecord } from '../../../app/ipc/input-limits.ts';
import { unboundedPaths } from './schema-bounds.ts';

// Bounded by construction: every string, array and record of every input schema of the contract
// has a maximum, and the arrays' maximum is checked before zod looks at their elements, so no
// input costs the core more than its limits allow however it repeats itself.

describe('the contract’s input schemas', () => {
  it('bound every string, array and record', () => {
    const open = Object.entries(calls).flatMap(([name, entry]) =>
      unboundedPaths(entry.input, name),
    );
    expect(open).toEqual([]);
  });
});

describe('the bounds walker', () => {
  const counted = (counter: { n: number }) =>
    z.string().refine(() => {
      counter.n += 1;
      return true;
    });

  it('names each kind of unbounded input it is planted with', () => {
    const planted = z
      .object({
        text: z.string().min(1),
        list: z.array(z.string().max(5)),
        refinedFirst: z
          .array(z.string().max(5))
          .refine(() => true)
          .max(3),
        anyKeys: z.record(z.string().max(5), z.number()),
        loose: z.object({ a: z.number() }).loose(),
        anything: z.unknown(),
        nested: z.lazy(() => z.object({ deep: z.array(z.string().max(2)) }).strict()),
        inUnion: z.union([z.number(), z.string()]),
      })
      .strict();
    expect(unboundedPaths(planted)).toEqual([
      '$.text (string without a maximum length)',
      '$.list (array without a maximum checked before its elements)',
      '$.refinedFirst (array without a maximum checked before its elements)',
      '$.anyKeys (record whose keys are not a fixed set)',
      '$.loose (object that keeps unknown keys)',
      '$.anything (unknown: size not declared)',
      '$.nested.deep (array without a maximum checked before its elements)',
      '$.inUnion|1 (string without a maximum length)',
    ]);
  });

  it('passes the same shapes once they are bounded', () => {
    const bounded = z
      .object({
        text: z.string().min(1).max(10),
        list: z.array(z.string().max(5)).max(3),
        enumKeys: z.record(z.enum(['a', 'b']), z.number()),
        countedKeys: boundedRecord(z.string().max(5), z.number(), 3, 'Too many.'),
        nested: z.lazy(() => z.object({ deep: z.array(z.string().max(2)).max(2) }).strict()),
      })
      .strict();
    expect(unboundedPaths(bounded)).toEqual([]);
  });

  it('is right that zod refuses an over-long array before parsing an element', () => {
    const counter = { n: 0 };
    const schema = z.array(counted(counter)).max(10);
    const result = schema.safeParse(Array.from({ length: 1000 }, () => 'x'));
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(counter.n).toBe(0);
    // …but not when another check comes first (the walker refuses that order).
    const late = z
      .array(counted(counter))
      .refine(() => true)
      .max(10);
    late.safeParse(Array.from({ length: 1000 }, () => 'x'));
    expect(counter.n).toBe(1000);
  });

  it('counts a bounded record’s keys before parsing an entry', () => {
    const counter = { n: 0 };
    const schema = boundedRecord(z.string().max(5), counted(counter), 10, 'Too many.');
    const input = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`k${i}`, 'v']));
    const result = schema.safeParse(input);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Too many.']);
    expect(counter.n).toBe(0);
    expect(schema.safeParse({ a: 'v' }).success).toBe(true);
  });
});

describe('drafts.save of one element repeated a million times', () => {
  it('is refused with one issue, without parsing the elements', () => {
    const same = {};
    const upserts = Array.from({ length: 1_000_000 }, () => same);
    const result = calls['drafts.save'].input.safeParse({
      profileId: 'p',
      grid: 'brands',
      upserts,
      deletes: [],
    });
    expect(result.success).toBe(false);
    // Parsed element by element, each of the million {} would add three issues.
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.message).toContain(
      INPUT_LIMITS.draftRowsPerBatch.toLocaleString('en'),
    );
  });
});
