import { describe, expect, it } from 'vitest';
import { catalogFilesStrings } from '../../../renderer/src/catalog/files/strings.ts';
import { fileProblemText } from '../../../renderer/src/catalog/files/problem-text.ts';
import { MAX_COLUMNS } from '../../../renderer/src/table-files/limits.ts';

describe('file problem text', () => {
  it('names the limit and both numbers for a file that is too large', () => {
    expect(fileProblemText({ code: 'too-large', detail: 'columns:150000' }, 'en')).toEqual({
      key: 'tooLarge.columns',
      params: { found: '150,000', max: MAX_COLUMNS.toLocaleString('en') },
      detail: null,
    });
    expect(
      fileProblemText({ code: 'too-large', detail: `unpacked:${String(1 << 30)}` }, 'ja').params,
    ).toEqual({ found: '1,024', max: '256' });
  });

  it('keeps a damaged file’s own words whole, and hides our internal codes', () => {
    const words = 'Out-of-place <row/> number 3 follows <row/> number 7 '.repeat(5);
    expect(fileProblemText({ code: 'broken', detail: words }, 'en').detail).toBe(words);
    expect(fileProblemText({ code: 'broken', detail: 'zip:size-mismatch' }, 'en').detail).toBe(
      null,
    );
    expect(fileProblemText({ code: 'broken', detail: 'quote-row:4' }, 'en')).toMatchObject({
      key: 'brokenQuote',
      params: { row: '4' },
    });
  });

  it('has every too-large message in English and Japanese', () => {
    for (const limit of ['bytes', 'rows', 'columns', 'cells', 'unpacked'] as const) {
      expect(catalogFilesStrings.en.catalogFiles.problem.tooLarge[limit]).toContain('{{max}}');
      expect(catalogFilesStrings.ja.catalogFiles.problem.tooLarge[limit]).toContain('{{max}}');
    }
  });
});
