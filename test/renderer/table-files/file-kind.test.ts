import { describe, expect, it } from 'vitest';
import { openTableBytes } from '../../../renderer/src/table-files/open-table.ts';
import { FileProblem, type FileProblemCode } from '../../../renderer/src/table-files/problems.ts';

async function problemOf(name: string, bytes: Uint8Array): Promise<FileProblemCode | 'none'> {
  try {
    await openTableBytes(name, bytes, 'auto');
    return 'none';
  } catch (error) {
    if (error instanceof FileProblem) return error.code;
    throw error;
  }
}

const text = (value: string) => new TextEncoder().encode(value);

describe('bad files get a named problem', () => {
  it('an empty file, or one of blank lines only, is empty', async () => {
    expect(await problemOf('a.csv', new Uint8Array())).toBe('empty');
    expect(await problemOf('a.csv', text('\uFEFF\r\n\r\n,,\r\n'))).toBe('empty');
    expect(await problemOf('a.xlsx', new Uint8Array())).toBe('empty');
  });

  it('the old binary Excel format is named as such', async () => {
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(await problemOf('old.xls', ole)).toBe('legacy-xls');
    expect(await problemOf('renamed.csv', ole)).toBe('legacy-xls');
  });

  it('other kinds of file are not supported', async () => {
    expect(await problemOf('photo.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(
      'unsupported',
    );
    expect(await problemOf('notes.docx', new Uint8Array([0x50, 0x4b, 0x03, 0x04]))).toBe(
      'unsupported',
    );
  });

  it('binary data in a CSV, a damaged XLSX, or an XLSX that is not a ZIP is broken', async () => {
    expect(await problemOf('a.csv', new Uint8Array([0x61, 0x00, 0x62]))).toBe('broken');
    expect(await problemOf('a.xlsx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toBe(
      'broken',
    );
    expect(await problemOf('a.xlsx', text('code,name\n'))).toBe('broken');
  });

  it('a CSV with a header opens, whatever its text extension', async () => {
    expect(await problemOf('a.csv', text('code\nA\n'))).toBe('none');
    expect(await problemOf('a.TSV', text('code\tname\nA\tB\n'))).toBe('none');
    expect(await problemOf('a.txt', text('code\nA\n'))).toBe('none');
  });
});
