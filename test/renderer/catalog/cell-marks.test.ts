import { describe, expect, it } from 'vitest';
import type { Problem } from '../../../app/catalog/validation.ts';
import { cellMark } from '../../../renderer/src/catalog/model/cell-marks.ts';

const problem = (field: string, sku: number, severity: Problem['severity']): Problem => ({
  grid: 'products',
  id: 'p1',
  field,
  sku,
  severity,
  code: severity === 'error' ? 'duplicate_sku' : 'unknown_color',
  value: 'NV',
});

describe('cell marks', () => {
  const rowProblems = [
    problem('color_code', 1, 'warning'),
    problem('size_code', 2, 'error'),
    problem('brand_code', -1, 'warning'),
  ];

  it('puts a problem on its own cell, and every SKU problem on the SKU summary cell', () => {
    expect(cellMark(rowProblems, new Set(), 'p1', 3, 'brand_code', -1)?.severity).toBe('warning');
    expect(cellMark(rowProblems, new Set(), 'p1', 3, 'color_code', 1)?.problems).toHaveLength(1);
    expect(cellMark(rowProblems, new Set(), 'p1', 3, 'color_code', 2)).toBeNull();
    const summary = cellMark(rowProblems, new Set(), 'p1', 3, 'skus', -1);
    expect(summary?.severity).toBe('error');
    expect(summary?.problems).toHaveLength(2);
    expect(cellMark(rowProblems, new Set(), 'p1', 3, 'name', -1)).toBeNull();
  });

  it('notes a trimmed code on its cell and on the SKU summary', () => {
    const trimmed = new Set(['p1:-1:product_code', 'p1:2:size_code']);
    expect(cellMark([], trimmed, 'p1', 3, 'product_code', -1)).toEqual({
      severity: 'note',
      problems: [],
      trimmed: true,
    });
    expect(cellMark([], trimmed, 'p1', 3, 'skus', -1)?.trimmed).toBe(true);
    expect(cellMark([], trimmed, 'p1', 2, 'skus', -1)).toBeNull();
    expect(cellMark([], trimmed, 'p1', 3, 'size_code', 1)).toBeNull();
  });
});
