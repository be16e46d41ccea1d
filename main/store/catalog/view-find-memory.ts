import type { DatabaseSync } from 'node:sqlite';
import { compileQuery, type Matcher } from '../../../app/catalog/find-query.ts';
import type { ProductRow, Sku } from '../../../app/catalog/rows.ts';
import type { CellAt, FindAnswer, FindInput } from '../../../app/catalog/view-find.ts';
import { nextCell, planOf, shownColumns, type FindPlan, type Seek } from './view-find.ts';
import type { ViewReads } from './view-reads.ts';
import type { PlacedRow } from './validation-rows.ts';
import { whereOf, type CatalogViews, type ViewReader } from './views.ts';

// Find's count over the catalog's rows as the core's validation holds them in memory
// (validation-store.ts: each product's cells and SKUs, kept current from every operation's
// answer), instead of reading a million SKU rows from SQLite for each count (0.44–0.51 s of
// CPU in SQL at 1,000,000 SKU rows; this scan about a fifth of it). It counts every cell of a
// product or per-SKU view that holds all the connection's products (no filter, not stale, no
// range): the order of the rows does not change a count. Anything else (a range, a filter, a
// stale view, a product kept whole as JSON, which the validation does not hold) is left to SQL.

/** The connection's products as the validation holds them, up to date with the tables. */
export type HeldProducts = (profileId: string) => ReadonlyMap<string, PlacedRow<ProductRow>>;

export interface MemoryCount {
  cells: number;
  rows: number;
}

/** A matcher's answers kept per text (brand, colour and size codes repeat across rows). */
function memoOf(matcher: Matcher): (text: string) => boolean {
  const known = new Map<string, boolean>();
  return (text) => {
    let hit = known.get(text);
    if (hit === undefined) {
      hit = matcher.test(text);
      if (known.size < 100_000) known.set(text, hit);
    }
    return hit;
  };
}

/**
 * The products grid's SKU cell, as the view's SQL makes it (views.ts skuSummaryOf: each colour
 * with its sizes, in the order the colours first come), kept per SKU list: the validation keeps
 * a product's list as it was while its SKUs do not change.
 */
const summaries = new WeakMap<readonly Sku[], string>();
export function summaryOf(skus: readonly Sku[]): string {
  if (skus.length === 0) return '';
  let text = summaries.get(skus);
  if (text !== undefined) return text;
  const colors: string[] = [];
  const sizes: string[] = [];
  for (const sku of skus) {
    const at = colors.indexOf(sku.color_code);
    if (at < 0) {
      colors.push(sku.color_code);
      sizes.push(sku.size_code);
    } else sizes[at] = `${sizes[at] ?? ''} ${sku.size_code}`;
  }
  text = colors.map((color, i) => `${color}: ${sizes[i] ?? ''}`).join(' · ');
  summaries.set(skus, text);
  return text;
}

export function createMemoryFind(db: DatabaseSync, held: HeldProducts) {
  const kept = db.prepare(
    'SELECT EXISTS (SELECT 1 FROM catalog_products WHERE profile_id = ? AND other_json IS NOT NULL)',
  );
  kept.setReturnArrays(true);

  /** Whether the validation's rows are every row of the view (none kept whole as JSON). */
  function servable(reader: ViewReader, plan: FindPlan): boolean {
    if (!plan.whole || reader.info.stale) return false;
    if (reader.view !== 'skus' && reader.view !== 'products') return false;
    if (whereOf(reader.spec).where !== '') return false;
    const [line] = kept.all(reader.profileId) as unknown as number[][];
    return line?.[0] === 0;
  }

  return {
    servable,
    /** The count of matching cells and rows, or null when SQL must answer. */
    count(reader: ViewReader, plan: FindPlan, matcher: Matcher): MemoryCount | null {
      if (!servable(reader, plan)) return null;
      const scoped = plan.columns.slice(plan.left, plan.right + 1);
      const products = held(reader.profileId);
      const code = scoped.filter((col) => col === 0).length;
      const name = scoped.filter((col) => col === 1).length;
      const brand = scoped.filter((col) => col === 2).length;
      const brandHit = memoOf(matcher);
      let cells = 0;
      let rows = 0;
      if (reader.view === 'products') {
        const summary = scoped.filter((col) => col === 3).length;
        for (const { row } of products.values()) {
          let hits = 0;
          if (code > 0 && matcher.test(row.product_code)) hits += code;
          if (name > 0 && matcher.test(row.name)) hits += name;
          if (brand > 0 && brandHit(row.brand_code)) hits += brand;
          if (summary > 0 && matcher.test(summaryOf(row.skus))) hits += summary;
          cells += hits;
          if (hits > 0) rows += 1;
        }
        return { cells, rows };
      }
      const color = scoped.filter((col) => col === 3).length;
      const size = scoped.filter((col) => col === 4).length;
      const colorHit = memoOf(matcher);
      const sizeHit = memoOf(matcher);
      // A product without SKUs shows one row whose SKU cells are blank.
      const blankHits = (color + size) * (matcher.test('') ? 1 : 0);
      for (const { row } of products.values()) {
        let own = 0;
        if (code > 0 && matcher.test(row.product_code)) own += code;
        if (name > 0 && matcher.test(row.name)) own += name;
        if (brand > 0 && brandHit(row.brand_code)) own += brand;
        const skus = row.skus;
        if (skus.length === 0) {
          cells += own + blankHits;
          if (own + blankHits > 0) rows += 1;
          continue;
        }
        cells += own * skus.length;
        if (own > 0) rows += skus.length;
        if (color + size === 0) continue;
        for (const sku of skus) {
          let hits = 0;
          if (color > 0 && colorHit(sku.color_code)) hits += color;
          if (size > 0 && sizeHit(sku.size_code)) hits += size;
          cells += hits;
          if (own === 0 && hits > 0) rows += 1;
        }
      }
      return { cells, rows };
    },
  };
}

/** Orders like SQLite's ORDER BY position, id (ids compared as UTF-8 bytes): draft order. */
function byPlace(a: PlacedRow<unknown>, b: PlacedRow<unknown>): number {
  if (a.position !== b.position) return a.position < b.position ? -1 : 1;
  return Buffer.compare(Buffer.from(a.id), Buffer.from(b.id));
}

interface DraftOrder {
  profileId: string;
  version: number;
  held: ReadonlyMap<string, PlacedRow<ProductRow>>;
  products: PlacedRow<ProductRow>[];
  /** The view's rows up to and including each product (a product without SKUs shows one). */
  ends: Float64Array;
  skuRows: boolean;
}

/**
 * Find's next over the rows held in memory, for a view in draft order (no sort, no filter, not
 * stale: views.ts keeps such a view in draft order), in place of reading the view's places in
 * SQL (a whole pass at a million rows cost 0.7–0.9 s of CPU).
 */
function createMemoryNext(held: HeldProducts, version: (profileId: string) => number) {
  let order: DraftOrder | null = null;

  function draftOrder(profileId: string, skuRows: boolean): DraftOrder {
    const now = version(profileId);
    const products = held(profileId);
    // The held rows' map too: a connection removed and made again under its id starts its
    // versions anew, and its rows are held in a new map.
    if (
      order?.profileId === profileId &&
      order.version === now &&
      order.skuRows === skuRows &&
      order.held === products
    ) {
      return order;
    }
    const list = [...products.values()].sort(byPlace);
    const ends = new Float64Array(list.length);
    let rows = 0;
    list.forEach((product, i) => {
      rows += skuRows ? Math.max(1, product.row.skus.length) : 1;
      ends[i] = rows;
    });
    order = { profileId, version: now, held: products, products: list, ends, skuRows };
    return order;
  }

  /** The index of the product showing row `place` (the first whose end is past it). */
  function productAt(ends: Float64Array, place: number): number {
    let low = 0;
    let high = ends.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((ends[mid] ?? 0) > place) high = mid;
      else low = mid + 1;
    }
    return low;
  }

  return (reader: ViewReader, plan: FindPlan, matcher: Matcher, after: CellAt, back: boolean) => {
    const draft = draftOrder(reader.profileId, reader.view === 'skus');
    const total = draft.ends[draft.ends.length - 1] ?? 0;
    if (total !== reader.info.length) return undefined;
    const scoped = plan.columns.slice(plan.left, plan.right + 1);
    const memo = [memoOf(matcher), memoOf(matcher), memoOf(matcher)];
    const brandHit = memo[0] as (text: string) => boolean;
    const colorHit = memo[1] as (text: string) => boolean;
    const sizeHit = memo[2] as (text: string) => boolean;
    let ownOf = -1;
    let own = 0;
    /** The bits of a product's own cells (and, in the product view, its SKU summary). */
    const ownMask = (row: ProductRow): number => {
      let mask = 0;
      scoped.forEach((col, j) => {
        const hit =
          col === 0
            ? matcher.test(row.product_code)
            : col === 1
              ? matcher.test(row.name)
              : col === 2
                ? brandHit(row.brand_code)
                : !draft.skuRows && col === 3 && matcher.test(summaryOf(row.skus));
        if (hit) mask |= 1 << j;
      });
      return mask;
    };
    const maskAt = (index: number, place: number): number => {
      const product = draft.products[index] as PlacedRow<ProductRow>;
      if (ownOf !== index) {
        own = ownMask(product.row);
        ownOf = index;
      }
      if (!draft.skuRows) return own;
      const start = index === 0 ? 0 : (draft.ends[index - 1] ?? 0);
      const sku = product.row.skus[place - start];
      let mask = own;
      scoped.forEach((col, j) => {
        if (col === 3 && colorHit(sku?.color_code ?? '')) mask |= 1 << j;
        if (col === 4 && sizeHit(sku?.size_code ?? '')) mask |= 1 << j;
      });
      return mask;
    };
    const seek: Seek = (first, last, backwards) => {
      if (last < first) return null;
      let index = productAt(draft.ends, backwards ? last : first);
      if (backwards) {
        for (let place = last; place >= first; place -= 1) {
          while (index > 0 && (draft.ends[index - 1] ?? 0) > place) index -= 1;
          const mask = maskAt(index, place);
          if (mask !== 0) return { row: place, mask };
        }
        return null;
      }
      for (let place = first; place <= last; place += 1) {
        while ((draft.ends[index] ?? 0) <= place) index += 1;
        const mask = maskAt(index, place);
        if (mask !== 0) return { row: place, mask };
      }
      return null;
    };
    return nextCell(plan, after, back, seek);
  };
}

/** The views' reads, find's count and next answered from memory when they can be. */
export function withMemoryFind(
  views: CatalogViews,
  held: HeldProducts,
  version: (profileId: string) => number,
  db: DatabaseSync,
): ViewReads {
  const memory = createMemoryFind(db, held);
  const next = createMemoryNext(held, version);
  function fromMemory(input: FindInput): FindAnswer | null {
    const compiled = compileQuery(input.query);
    if (!compiled.ok) return null;
    const reader = views.reader(input.viewId);
    const plan = planOf(reader.info.length, shownColumns(reader, input.columns), input.range);
    if (plan.bottom < plan.top || plan.right < plan.left) return null;
    if ('count' in input) {
      const counted = memory.count(reader, plan, compiled.matcher);
      return counted === null ? null : { ...reader.info, ...counted };
    }
    if (reader.spec.sort !== null || !memory.servable(reader, { ...plan, whole: true })) {
      return null;
    }
    const match = next(reader, plan, compiled.matcher, input.next.after, input.next.backwards);
    return match === undefined ? null : { ...reader.info, match };
  }
  return {
    ...views.reads,
    find: (input) => fromMemory(input) ?? views.reads.find(input),
  };
}
