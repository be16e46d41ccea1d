import { describe, expect, it } from 'vitest';
import { prepareImport } from '../../../renderer/src/catalog/files/prepare-import.ts';
import type { OpenedTable } from '../../../renderer/src/table-files/open-table.ts';

const table = (rows: string[][]): OpenedTable => ({
  kind: 'csv',
  encoding: 'utf-8',
  detectedEncoding: 'utf-8',
  sheets: [{ name: '', rows }],
  rows,
});
const nothingRemembered = () => null;

describe('preparing an opened file for the mapping step', () => {
  it('splits off the header (trimmed) and suggests a mapping from it', () => {
    const prepared = prepareImport(
      'colors',
      table([
        [' カラー ', 'カラー名'],
        ['NV', 'ネイビー'],
      ]),
      nothingRemembered,
    );
    expect(prepared).toEqual({
      ok: true,
      header: ['カラー', 'カラー名'],
      body: [['NV', 'ネイビー']],
      mapping: ['code', 'name'],
      remembered: false,
    });
  });

  it('says "no recognisable header" when no header names a known column', () => {
    expect(prepareImport('products', table([['P1', 'Coat']]), nothingRemembered)).toEqual({
      ok: false,
      problem: 'no-header',
    });
  });

  it('prefers the mapping remembered for the layout, even over unrecognised headers', () => {
    const prepared = prepareImport(
      'brands',
      table([
        ['Item', 'Label'],
        ['B1', 'x'],
      ]),
      () => ['code', 'name'],
    );
    expect(prepared).toMatchObject({ ok: true, mapping: ['code', 'name'], remembered: true });
  });

  it('gives columns longer than the header a place, so they can be mapped or left out', () => {
    const prepared = prepareImport('brands', table([['code'], ['B1', 'extra']]), nothingRemembered);
    expect(prepared).toMatchObject({ ok: true, header: ['code', ''], mapping: ['code', null] });
  });
});
