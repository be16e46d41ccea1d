import type { DraftRow, MasterRow, ProductRow } from '../../app/catalog/rows.ts';
import type { RowChange } from '../../app/catalog/last-sent.ts';
import { validateCatalog } from '../../app/catalog/validation.ts';
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
  brands: ClassifiedGrid<MasterRow>;
  colors: ClassifiedGrid<MasterRow>;
  products: ClassifiedGrid<ProductRow>;
  /** Rows no grid can read (left out of every plan). */
  unreadable: ImportPreview['leftOut'];
  /** Codes of masters this connection has sent. */
  known: { brands: Set<string>; colors: Set<string> };
  /** Rows with an error (`grid\u0000id`): the first problem's code. */
  blocked: ReadonlyMap<string, string>;
}

export interface ClassifySource {
  drafts: Pick<DraftsReader, 'list' | 'version'>;
  sent: Pick<SentCatalogRepo, 'texts' | 'version'>;
}

export const blockedKey = (grid: PlanGrid, id: string): string => `${grid}\u0000${id}`;

/** The key of what the store holds now for a connection. */
export const classifiedKey = (source: ClassifySource, profileId: string): string =>
  `${profileId}\u0000${String(source.drafts.version(profileId))}\u0000${String(source.sent.version(profileId))}`;

function classifyGrid<T extends MasterRow | ProductRow>(
  source: ClassifySource,
  profileId: string,
  grid: PlanGrid,
  unreadable: ImportPreview['leftOut'],
): ClassifiedGrid<T> {
  const read = readRows<T>(grid, source.drafts.list(profileId, grid));
  for (const draftId of read.unreadable) unreadable.push({ grid, draftId, reason: 'unreadable' });
  const lastSent = new SentIndex(source.sent.texts(profileId, grid));
  const changes = new Map<string, RowChange>();
  for (const row of read.rows) changes.set(row.id, lastSent.changeOf(row.row));
  return { rows: read.rows, lastSent, changes };
}

/** Reads and classifies a connection's drafts as the store holds them now. */
export function classifyDrafts(source: ClassifySource, profileId: string): ClassifiedDrafts {
  const key = classifiedKey(source, profileId);
  const unreadable: ImportPreview['leftOut'] = [];
  const brands = classifyGrid<MasterRow>(source, profileId, 'brands', unreadable);
  const colors = classifyGrid<MasterRow>(source, profileId, 'colors', unreadable);
  const products = classifyGrid<ProductRow>(source, profileId, 'products', unreadable);
  const codesOf = (grid: ClassifiedGrid<MasterRow>) => new Set(grid.lastSent.codes());
  const known = { brands: codesOf(brands), colors: codesOf(colors) };
  const blocked = new Map<string, string>();
  const problems = validateCatalog(
    { brands: brands.rows, colors: colors.rows, products: products.rows },
    known,
  );
  for (const problem of problems) {
    if (problem.severity !== 'error') continue;
    const at = blockedKey(problem.grid, problem.id);
    if (!blocked.has(at)) blocked.set(at, problem.code);
  }
  return { key, brands, colors, products, unreadable, known, blocked };
}

/**
 * The newest classification of one connection's drafts, kept while neither its drafts nor what
 * it sent change (the planning thread holds one). Only the last one is kept.
 */
export class ClassifiedCache {
  #last: ClassifiedDrafts | null = null;

  of(source: ClassifySource, profileId: string): ClassifiedDrafts {
    const key = classifiedKey(source, profileId);
    if (this.#last?.key !== key) {
      this.#last = null; // not held while the next one is made
      this.#last = classifyDrafts(source, profileId);
    }
    return this.#last;
  }
}
