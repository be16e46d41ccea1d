import type {
  ProductSuggestion,
  ProductSuggestOutput,
  SuggestionMatch,
  SuggestionSource,
} from '../../app/resources/product-suggest.ts';
import type { NamedProduct } from '../store/product-names.ts';

// Ranks the products whose code or name holds the typed text: the exact code first, then codes
// that start with it, names that start with it, and any other code or name holding it; within a
// rank, codes in their natural order (PRD-2 before PRD-10). Case and width are ignored (NFKC, lower
// case), so "ｐｒｄ" finds "PRD-001". A product named by several sources is one suggestion; its
// name is the draft's (what the user is editing), else the sent catalog's, else a line's.

const RANK: Record<SuggestionMatch, number> = {
  code: 0,
  codePrefix: 1,
  namePrefix: 2,
  contains: 3,
};
const SOURCE_ORDER: readonly SuggestionSource[] = ['drafts', 'sent', 'vouchers'];
const order = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export const foldForMatch = (value: string): string => value.normalize('NFKC').toLowerCase();

function matchOf(needle: string, code: string, name: string): SuggestionMatch | null {
  const c = foldForMatch(code);
  if (c === needle) return 'code';
  if (c.startsWith(needle)) return 'codePrefix';
  const n = foldForMatch(name);
  if (n.startsWith(needle)) return 'namePrefix';
  if (c.includes(needle) || n.includes(needle)) return 'contains';
  return null;
}

export function suggestProducts(
  typed: string,
  limit: number,
  sources: Record<SuggestionSource, readonly NamedProduct[]>,
): ProductSuggestOutput {
  const needle = foldForMatch(typed.trim());
  if (needle === '') return { suggestions: [], matched: 0 };
  const merged = new Map<string, { name: string; sources: SuggestionSource[] }>();
  for (const source of SOURCE_ORDER) {
    for (const { code, name } of sources[source]) {
      const held = merged.get(code);
      if (held === undefined) merged.set(code, { name, sources: [source] });
      else {
        if (!held.sources.includes(source)) held.sources.push(source);
        if (held.name === '') held.name = name;
      }
    }
  }
  const found: ProductSuggestion[] = [];
  for (const [code, { name, sources: from }] of merged) {
    const match = matchOf(needle, code, name);
    if (match !== null) found.push({ code, name, match, sources: from });
  }
  found.sort((a, b) => RANK[a.match] - RANK[b.match] || order.compare(a.code, b.code));
  return { suggestions: found.slice(0, limit), matched: found.length };
}
