import {
  sameSkuList,
  type DraftRow,
  type MasterRow,
  type ProductRow,
} from '../../app/catalog/rows.ts';
import type { RowChange } from '../../app/catalog/last-sent.ts';
import {
  knownCodesOf,
  productRowProblems,
  validateCatalog,
  type Problem,
} from '../../app/catalog/validation.ts';
import type { PlanGrid } from '../../app/imports/plan.ts';
import type { ImportPreview } from '../../app/imports/schemas.ts';
import type { DraftsReader, SentCatalogRepo } from '../store/index.ts';
import { readRows } from './plan-rows.ts';
import { SentIndex } from './sent-index.ts';

// A connection's drafts read, checked and classified against what it last sent: what the plan
// and the review's list of changes both start from. Made once per version of the drafts and of
// the sent catalog (each moves on with every write of it), so the review's first page, and a plan
// made again with the other choice, reuse what the plan classified instead of reading and
// classifying 50,000 rows again.

export interface ClassifiedGrid<T> {
  /** The grid's readable rows, in draft order. */
  rows: DraftRow<T>[];
  /** What the connection last sent of this grid. */
  lastSent: SentIndex;
  /** Each readable row's change since last sent, by draft id. */
  changes: ReadonlyMap<string, RowChange>;
}

export interface ClassifiedDrafts {
  /** The key it was made for (connection, drafts' version, sent catalog's version). */
  key: string;
  /** The connection and the sent catalog's version it read (what its `lastSent` hold). */
  sentKey: string;
  brands: ClassifiedGrid<MasterRow>;
  colors: ClassifiedGrid<MasterRow>;
  products: ClassifiedGrid<ProductRow>;
  /** Rows no grid can read (left out of every plan). */
  unreadable: ImportPreview['leftOut'];
  /** Codes of masters this connection has sent. */
  known: { brands: Set<string>; colors: Set<string> };
  /** Rows with an error (`grid\u0000id`): the first problem's code. */
  blocked: ReadonlyMap<string, string>;
  /** Each product as classified and checked, for the next classification to reuse. */
  memo: ProductMemos;
}

/**
 * What a product row came to (its change since last sent, its own problems), by draft id, and
 * the codes its problems were found with. After an edit of the drafts, with the same sent
 * catalog and the same codes, a product equal to its memo's row takes the memo's answers: only
 * the rows an edit changed are compared and checked again.
 */
interface ProductMemos {
  codes: { brands: ReadonlySet<string>; colors: ReadonlySet<string> };
  byId: Map<string, { row: ProductRow; change: RowChange; problems: Problem[] }>;
}

/** The same product (the rows' schemas are strict: these fields are all a product holds). */
function sameProduct(a: ProductRow, b: ProductRow): boolean {
  return (
    a === b ||
    (a.product_code === b.product_code &&
      a.name === b.name &&
      a.brand_code === b.brand_code &&
      sameSkuList(a.skus, b.skus))
  );
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size !== b.size) return false;
  for (const value of a) if (!b.has(value)) return false;
  return true;
}

export interface ClassifySource {
  drafts: Pick<DraftsReader, 'list' | 'version'>;
  sent: Pick<SentCatalogRepo, 'texts' | 'version'>;
}

export const blockedKey = (grid: PlanGrid, id: string): string => `${grid}\u0000${id}`;

const sentKeyOf = (source: ClassifySource, profileId: string): string =>
  `${profileId}\u0000${String(source.sent.version(profileId))}`;

/** The key of what the store holds now for a connection. */
export const classifiedKey = (source: ClassifySource, profileId: string): string =>
  `${sentKeyOf(source, profileId)}\u0000${String(source.drafts.version(profileId))}`;

function classifyGrid<T extends MasterRow | ProductRow>(
  source: ClassifySource,
  profileId: string,
  grid: PlanGrid,
  unreadable: ImportPreview['leftOut'],
  sentBefore: SentIndex | undefined,
  changeBefore?: (id: string, row: T) => RowChange | undefined,
): ClassifiedGrid<T> {
  const read = readRows<T>(grid, source.drafts.list(profileId, grid));
  for (const draftId of read.unreadable) unreadable.push({ grid, draftId, reason: 'unreadable' });
  const lastSent = sentBefore ?? new SentIndex(source.sent.texts(profileId, grid));
  const changes = new Map<string, RowChange>();
  for (const row of read.rows) {
    changes.set(row.id, changeBefore?.(row.id, row.row) ?? lastSent.changeOf(row.row));
  }
  return { rows: read.rows, lastSent, changes };
}

/**
 * Reads and classifies a connection's drafts as the store holds them now. `before`, made for the
 * same sent catalog (same connection and version), lends what it read of that catalog: after an
 * edit of the drafts only they are read again.
 */
export function classifyDrafts(
  source: ClassifySource,
  profileId: string,
  before?: ClassifiedDrafts,
): ClassifiedDrafts {
  const key = classifiedKey(source, profileId);
  const sentKey = sentKeyOf(source, profileId);
  const lent = before?.sentKey === sentKey ? before : undefined;
  const unreadable: ImportPreview['leftOut'] = [];
  const brands = classifyGrid<MasterRow>(
    source,
    profileId,
    'brands',
    unreadable,
    lent?.brands.lastSent,
  );
  const colors = classifyGrid<MasterRow>(
    source,
    profileId,
    'colors',
    unreadable,
    lent?.colors.lastSent,
  );
  const memoBefore = lent?.memo.byId;
  const products = classifyGrid<ProductRow>(
    source,
    profileId,
    'products',
    unreadable,
    lent?.products.lastSent,
    (id, row) => {
      const memo = memoBefore?.get(id);
      return memo !== undefined && sameProduct(memo.row, row) ? memo.change : undefined;
    },
  );
  const codesOf = (grid: ClassifiedGrid<MasterRow>) => new Set(grid.lastSent.codes());
  const known = lent?.known ?? { brands: codesOf(brands), colors: codesOf(colors) };
  const blocked = new Map<string, string>();
  const rows = { brands: brands.rows, colors: colors.rows, products: products.rows };
  const memo: ProductMemos = { codes: knownCodesOf(rows, known), byId: new Map() };
  const problems = validateCatalog(rows, known, (codes) => {
    memo.codes = codes;
    const reusable =
      lent !== undefined &&
      sameSet(lent.memo.codes.brands, codes.brands) &&
      sameSet(lent.memo.codes.colors, codes.colors)
        ? lent.memo.byId
        : undefined;
    return (id, row, out) => {
      const before = reusable?.get(id);
      const own =
        before !== undefined && sameProduct(before.row, row)
          ? before.problems
          : productRowProblems(id, row, codes.brands, codes.colors, []);
      const change = products.changes.get(id);
      if (change !== undefined) memo.byId.set(id, { row, change, problems: own });
      for (const problem of own) out.push(problem);
    };
  });
  for (const problem of problems) {
    if (problem.severity !== 'error') continue;
    const at = blockedKey(problem.grid, problem.id);
    if (!blocked.has(at)) blocked.set(at, problem.code);
  }
  return { key, sentKey, brands, colors, products, unreadable, known, blocked, memo };
}

/**
 * The newest classification of one connection's drafts, kept while neither its drafts nor what
 * it sent change (the planning thread holds one). Only the last one is kept.
 */
export class ClassifiedCache {
  #last: ClassifiedDrafts | null = null;

  of(source: ClassifySource, profileId: string): ClassifiedDrafts {
    const key = classifiedKey(source, profileId);
    const last = this.#last;
    if (last?.key === key) return last;
    // The last one lends the next what did not change (its sent catalog, its unchanged rows).
    const next = classifyDrafts(source, profileId, last ?? undefined);
    this.#last = next;
    return next;
  }
}
