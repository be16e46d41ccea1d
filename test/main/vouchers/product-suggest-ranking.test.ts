import { describe, expect, it } from 'vitest';
import { suggestProducts } from '../../../main/vouchers/product-suggest.ts';

// How the Products look-up ranks what it finds: exact code, code prefix, name prefix, contains;
// natural order within a rank; one suggestion per code whatever the sources.

const none = [] as const;

describe('product suggestions', () => {
  it('rank the exact code, code prefixes, name prefixes, then the rest', () => {
    const answer = suggestProducts('prd-1', 10, {
      vouchers: [
        { code: 'PRD-10', name: '' },
        { code: 'PRD-1', name: '' },
        { code: 'PRD-2', name: '' },
        { code: 'X-PRD-1', name: '' },
      ],
      drafts: [{ code: 'CAPE', name: 'prd-1 cape' }],
      sent: none,
    });
    expect(answer.suggestions.map((s) => [s.code, s.match])).toEqual([
      ['PRD-1', 'code'],
      ['PRD-10', 'codePrefix'],
      ['CAPE', 'namePrefix'],
      ['X-PRD-1', 'contains'],
    ]);
    expect(answer.matched).toBe(4);
  });

  it('orders codes naturally within a rank and cuts at the limit, counting all', () => {
    const vouchers = ['P-10', 'P-9', 'P-100', 'P-2'].map((code) => ({ code, name: '' }));
    const answer = suggestProducts('p-', 3, { vouchers, drafts: none, sent: none });
    expect(answer.suggestions.map((s) => s.code)).toEqual(['P-2', 'P-9', 'P-10']);
    expect(answer.matched).toBe(4);
  });

  it('merges sources, the draft’s name first, and ignores case and width', () => {
    const answer = suggestProducts('ｓｈｉｒｔ', 5, {
      vouchers: [{ code: 'S-1', name: '' }],
      drafts: [{ code: 'S-1', name: 'Shirt, draft' }],
      sent: [{ code: 'S-1', name: 'Shirt, sent' }],
    });
    expect(answer.suggestions).toEqual([
      {
        code: 'S-1',
        name: 'Shirt, draft',
        match: 'namePrefix',
        sources: ['drafts', 'sent', 'vouchers'],
      },
    ]);
  });

  it('finds nothing for text no code or name holds', () => {
    const answer = suggestProducts('zzz', 5, {
      vouchers: [{ code: 'A', name: 'b' }],
      drafts: none,
      sent: none,
    });
    expect(answer).toEqual({ suggestions: [], matched: 0 });
  });
});
