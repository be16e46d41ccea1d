import { describe, expect, it } from 'vitest';
import { KikanError } from '../../../app/errors.ts';
import { importResultSchema } from '../../../app/resources/catalog.ts';
import { normaliseImportResult } from '../../../main/client/import-result.ts';

describe('normaliseImportResult', () => {
  it('reads the spec’s shape', () => {
    const result = normaliseImportResult({
      ok: true,
      created: { brands: 1, colors: 0 },
      products: [{ id: 'P1', created: true }],
    });
    expect(importResultSchema.parse(result)).toEqual(result);
    expect(result.created).toEqual({ brands: 1, colors: 0 });
  });

  it('tolerates counts as strings and ids as numbers', () => {
    const result = normaliseImportResult({
      ok: true,
      created: { brands: '2' },
      products: [{ id: 12, created: false }],
    });
    expect(result).toEqual({
      ok: true,
      created: { brands: 2 },
      products: [{ id: '12', created: false }],
    });
  });

  it('refuses an answer it cannot read', () => {
    expect(() => normaliseImportResult({ ok: true, created: { brands: 'many' } })).toThrow(
      KikanError,
    );
    expect(() => normaliseImportResult({ products: [{ created: true }] })).toThrow(KikanError);
    expect(() => normaliseImportResult([])).toThrow(KikanError);
  });
});
