import type { DraftRow, MasterRow, ProductRow, Sku } from '../../app/catalog/rows.ts';
import { sentOf, skuKey } from '../../app/catalog/last-sent.ts';
import {
  fastestScheduleMs,
  layoutImport,
  type ImportLayout,
  type ImportPlan,
  type PlanGrid,
} from '../../app/imports/plan.ts';
import {
  DEFAULT_AT_RISK_CHOICE,
  findAtRisk,
  productsToPlan,
  type AtRiskChoice,
} from '../../app/imports/at-risk.ts';
import {
  DEFAULT_UNCHANGED_CHOICE,
  rowsToPlanBy,
  type UnchangedChoice,
} from '../../app/imports/unchanged.ts';
import type { ImportPreview } from '../../app/imports/schemas.ts';
import type { DraftsReader, SentCatalogRepo } from '../store/index.ts';
import {
  blockedKey,
  classifyDrafts,
  type ClassifiedCache,
  type ClassifiedDrafts,
  type ClassifiedGrid,
} from './classified-drafts.ts';

// The plan of a connection's drafts, from what the store holds: read, validated, classified
// against what the connection last sent, packed into requests, and the review's preview of it.
// Pure reads, so it runs wherever a connection to the store is: in the core's thread, or in the
// planning thread with its own (plan-thread.ts), which keeps what it classified (`classified`)
// for the next plan and the review's pages while the drafts and the sent catalog stay as they are.

export interface PlanSource {
  drafts: DraftsReader;
  sent: Pick<SentCatalogRepo, 'codes' | 'get' | 'values' | 'texts' | 'version'>;
  classified?: ClassifiedCache;
}

export interface CatalogPlan {
  plan: ImportPlan;
  leftOut: ImportPreview['leftOut'];
  /** Products at risk, and whether the plan leaves them out or sends them. */
  atRisk: ImportPreview['atRisk'];
  /** Rows new, changed and the same as last sent, and whether the plan sends the same ones. */
  unchanged: ImportPreview['unchanged'];
}

/** The token's limit per window and the window (spec §8), for the review's estimate. */
export interface ScheduleLimits {
  callsPerWindow?: number;
  windowMs?: number;
}

const GRIDS = ['brands', 'colors', 'products'] as const;
const MASTER_GRIDS = ['brands', 'colors'] as const;

/** The drafts classified: the source's kept classification when it has one, else made now. */
export function classifiedOf(source: PlanSource, profileId: string): ClassifiedDrafts {
  return source.classified?.of(source, profileId) ?? classifyDrafts(source, profileId);
}

/** A catalog plan whose requests have no bodies yet (the review needs none). */
type CatalogLayout = Omit<CatalogPlan, 'plan'> & { plan: ImportLayout };

/**
 * The layouts made of a kept classification, by choice: the review's plan, and the send's right
 * after it, pack the requests once (packing 125,000 products is a third of a plan's time).
 */
const layoutsOf = new WeakMap<ClassifiedDrafts, Map<string, CatalogLayout>>();

function layoutOf(
  classified: ClassifiedDrafts,
  choice: AtRiskChoice,
  unchangedChoice: UnchangedChoice,
): CatalogLayout {
  const kept = layoutsOf.get(classified) ?? new Map<string, CatalogLayout>();
  layoutsOf.set(classified, kept);
  const key = `${choice}\u0000${unchangedChoice}`;
  const layout = kept.get(key) ?? layoutAfresh(classified, choice, unchangedChoice);
  kept.set(key, layout);
  return layout;
}

function layoutAfresh(
  classified: ClassifiedDrafts,
  choice: AtRiskChoice,
  unchangedChoice: UnchangedChoice,
): CatalogLayout {
  const { blocked, known } = classified;
  const leftOut: ImportPreview['leftOut'] = [...classified.unreadable];
  for (const grid of GRIDS) {
    for (const row of classified[grid].rows) {
      const reason = blocked.get(blockedKey(grid, row.id));
      if (reason !== undefined) leftOut.push({ grid, draftId: row.id, reason });
    }
  }
  // Rows the same as this connection last sent them leave the plan unless sent anyway; masters
  // left out so were sent before, so they are known and put no product at risk.
  const toPlan = <T extends MasterRow | ProductRow>(grid: PlanGrid, of: ClassifiedGrid<T>) =>
    rowsToPlanBy(
      of.rows.filter((row) => !blocked.has(blockedKey(grid, row.id))),
      of.changes,
      unchangedChoice,
    );
  const brands = toPlan('brands', classified.brands);
  const colors = toPlan('colors', classified.colors);
  const ofProducts = toPlan('products', classified.products);
  const unchanged: ImportPreview['unchanged'] = {
    choice: unchangedChoice,
    brands: brands.counts,
    colors: colors.counts,
    products: ofProducts.counts,
  };
  const masters = { brands: brands.rows, colors: colors.rows };
  const products = ofProducts.rows;
  const atRisk = findAtRisk({
    leftOut: MASTER_GRIDS.flatMap((grid) =>
      classified[grid].rows.flatMap((row) => {
        const reason = blocked.get(blockedKey(grid, row.id));
        return reason === undefined ? [] : [{ grid, code: row.row.code, reason }];
      }),
    ),
    planned: {
      brands: new Set(masters.brands.map((row) => row.row.code)),
      colors: new Set(masters.colors.map((row) => row.row.code)),
    },
    sent: known,
    products,
  });
  const plan = layoutImport({
    ...masters,
    products: productsToPlan(products, atRisk, choice),
  });
  leftOut.push(...plan.leftOut);
  return { plan, leftOut, atRisk: { choice, ...atRisk }, unchanged };
}

export function planCatalog(
  source: PlanSource,
  profileId: string,
  choice: AtRiskChoice = DEFAULT_AT_RISK_CHOICE,
  unchangedChoice: UnchangedChoice = DEFAULT_UNCHANGED_CHOICE,
): CatalogPlan {
  const { plan, leftOut, ...rest } = layoutOf(
    classifiedOf(source, profileId),
    choice,
    unchangedChoice,
  );
  return { plan: plan.withBodies(), leftOut: [...leftOut], ...rest };
}

/** Whether each SKU `before` lists is at its own place in `now`, codes as they are (so listed). */
function listsInPlace(before: readonly Sku[], now: readonly Sku[]): boolean {
  if (before.length > now.length) return false;
  for (let i = 0; i < before.length; i += 1) {
    const was = before[i];
    const is = now[i];
    if (was?.color_code !== is?.color_code || was?.size_code !== is?.size_code) return false;
  }
  return true;
}

/**
 * Products the plan sends whose SKUs last sent it no longer lists (the service keeps them). A
 * product the same as last sent lists them all; SKUs compare as the classification compares.
 */
function fewerSkus(classified: ClassifiedDrafts, plan: ImportLayout): ImportPreview['fewerSkus'] {
  const { rows, lastSent, changes } = classified.products;
  let byId: Map<string, DraftRow<ProductRow>> | null = null;
  const out: ImportPreview['fewerSkus'] = [];
  for (const request of plan.requests) {
    for (const planned of request.rows) {
      if (planned.grid !== 'products' || changes.get(planned.draftId) !== 'changed') continue;
      byId ??= new Map(rows.map((row) => [row.id, row]));
      const draft = byId.get(planned.draftId);
      if (draft === undefined) continue;
      const before = sentOf(draft.row, lastSent);
      if (before === null || !('skus' in before)) continue;
      if (listsInPlace(before.skus, draft.row.skus)) continue;
      const now = new Set(draft.row.skus.map(skuKey));
      const notListed = before.skus.filter((sku) => !now.has(skuKey(sku)));
      if (notListed.length > 0) {
        out.push({ draftId: planned.draftId, code: planned.code, notListed });
      }
    }
  }
  return out;
}

/** The plan for the connection's drafts, as "Review and send" shows it. */
export function previewCatalog(
  source: PlanSource,
  profileId: string,
  limits: ScheduleLimits,
  choice: AtRiskChoice = DEFAULT_AT_RISK_CHOICE,
  unchangedChoice: UnchangedChoice = DEFAULT_UNCHANGED_CHOICE,
): ImportPreview {
  const classified = classifiedOf(source, profileId);
  const { plan, leftOut, atRisk, unchanged } = layoutOf(classified, choice, unchangedChoice);
  const totals = { brands: 0, colors: 0, products: 0 };
  for (const request of plan.requests) {
    totals.brands += request.counts.brands;
    totals.colors += request.counts.colors;
    totals.products += request.counts.products;
  }
  return {
    requests: plan.requests.map(({ seq, counts, rows, dependsOn }) => ({
      seq,
      counts,
      rows,
      dependsOn,
    })),
    totals,
    fewestPossible: plan.fewestPossible,
    fastestMs: fastestScheduleMs(plan.requests.length, limits.callsPerWindow, limits.windowMs),
    leftOut: [...leftOut],
    fewerSkus: fewerSkus(classified, plan),
    atRisk,
    unchanged,
  };
}
