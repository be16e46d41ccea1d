import { describe, expect, it } from 'vitest';
import {
  importResultSchema,
  readImportResult,
  readImportResultText,
} from '../../app/resources/import-result.ts';

// The one reader of the import answer (spec §4.2), used by the client and by the journal.

describe('readImportResult', () => {
  it('reads the spec’s shape', () => {
    const reading = readImportResult({
      ok: true,
      created: { brands: 1, colors: 0 },
      products: [{ id: 'P1', created: true }],
    });
    if (!reading.ok) throw new Error(reading.problem);
    expect(importResultSchema.parse(reading.result)).toEqual(reading.result);
    expect(reading.result.created).toEqual({ brands: 1, colors: 0 });
  });

  it('tolerates counts as strings and ids as numbers', () => {
    expect(
      readImportResult({ ok: true, created: { brands: '2' }, products: [{ id: 12, created: 0 }] }),
    ).toEqual({
      ok: true,
      result: { ok: true, created: { brands: 2 }, products: [{ id: '12', created: false }] },
    });
  });

  it('refuses an answer it cannot read, saying what is wrong', () => {
    expect(readImportResult({ ok: true, created: { brands: 'many' } })).toEqual({
      ok: false,
      problem: '"created.brands" is not a count',
    });
    expect(readImportResult({ products: [{ created: true }] }).ok).toBe(false);
    expect(readImportResult([]).ok).toBe(false);
  });

  it('reads journalled text the same way, and refuses text that is not JSON', () => {
    const text = '{"ok":true,"created":{"colors":"3"},"products":[]}';
    expect(readImportResultText(text)).toEqual(readImportResult(JSON.parse(text)));
    expect(readImportResultText('<html>')).toEqual({ ok: false, problem: 'not JSON' });
  });
});
