import { describe, expect, it } from 'vitest';
import type { Operation } from '../../../app/catalog/operations.ts';
import { effectsOfCall, type QueryEffect } from '../../../renderer/src/lib/query-effects.ts';

// Core mode's reads outside the grid follow the core's changes (issue 28): the masters' codes
// (the pickers) are read again only after a change that may touch a master grid, so typing in the
// products grid does not read 2,600 codes a key; the review's reads after every change.

const P = 'p-1';

const invalidated = (effects: readonly QueryEffect[]): string[] =>
  effects.flatMap((effect) =>
    effect.op === 'invalidate' && effect.key[1] === P ? [String(effect.key[2])] : [],
  );

const applied = (operation: Operation) =>
  invalidated(
    effectsOfCall('catalog.apply', {
      input: { profileId: P, operation },
      output: { version: 1, cells: 1, rowCount: 1, rows: [] },
      activeId: P,
    }),
  );

describe('core mode query effects', () => {
  it('a product edit reads the review again, not the masters', () => {
    const names = applied({
      kind: 'set',
      grid: 'products',
      cells: [{ row: { id: 'a' }, column: 'name', value: 'x' }],
    });
    expect(names).toContain('catalog.unknownCodes');
    expect(names).toContain('catalog.rowCodes');
    expect(names).toContain('imports.preview');
    expect(names).not.toContain('catalog.masterCodes');
    expect(applied({ kind: 'deleteSkus', rows: [{ id: 'a', place: 0 }] })).not.toContain(
      'catalog.masterCodes',
    );
  });

  it('a master edit, a rename, undo, redo, a discard and a take-back read the masters again', () => {
    expect(applied({ kind: 'deleteRows', grid: 'brands', ids: ['b'] })).toContain(
      'catalog.masterCodes',
    );
    expect(applied({ kind: 'renameCode', grid: 'colors', id: 'c', code: 'NV' })).toContain(
      'catalog.masterCodes',
    );
    const answer = { version: 1, cells: 1, rowCount: 1, rows: [] };
    for (const name of ['catalog.undo', 'catalog.redo'] as const) {
      expect(
        invalidated(effectsOfCall(name, { input: { profileId: P }, output: answer, activeId: P })),
      ).toContain('catalog.masterCodes');
    }
    expect(
      invalidated(
        effectsOfCall('drafts.discard', {
          input: { profileId: P },
          output: { discarded: 3 },
          activeId: P,
        }),
      ),
    ).toContain('catalog.masterCodes');
  });
});
