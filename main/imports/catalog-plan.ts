import {
  masterRowSchema,
  productRowSchema,
  type DraftRow,
  type MasterRow,
  type ProductRow,
} from '../../app/catalog/rows.ts';
import { validateCatalog } from '../../app/catalog/validation.ts';
import {
  fastestScheduleMs,
  planImport,
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
  rowsToPlan,
  type UnchangedChoice,
} from '../../app/imports/unchanged.ts';
import { lastSentIndex } from '../../app/catalog/last-sent.ts';
import type { ImportPreview } from '../../app/imports/schemas.ts';
import type { DraftsReader, SentCatalogRepo } from '../store/index.ts';

// The plan of a connection's drafts, from what the store holds: read, validated, packed into
// requests, and the review's preview of it. Pure reads, so it runs wherever a connection to the
// store is: in the core's thread, or in the planning thread with its own (plan-thread.ts).

export interface PlanSource {
  drafts: DraftsReader;
  sent: Pick<SentCatalogRepo, 'codes' | 'get' | 'values'>;
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

export function planCatalog(
  source: PlanSource,
  profileId: string,
  choice: AtRiskChoice = DEFAULT_AT_RISK_CHOICE,
  unchangedChoice: UnchangedChoice = DEFAULT_UNCHANGED_CHOICE,
): CatalogPlan {
  const leftOut: ImportPreview['leftOut'] = [];
  const read = <T>(
    grid: PlanGrid,
    schema: { safeParse(v: unknown): { success: boolean; data?: T } },
  ) =>
    source.drafts.list(profileId, grid).flatMap((draft): DraftRow<T>[] => {
      const parsed = schema.safeParse(draft.row);
      if (parsed.success && parsed.data !== undefined) return [{ id: draft.id, row: parsed.data }];
      leftOut.push({ grid, draftId: draft.id, reason: 'unreadable' });
      return [];
    });
  const rows = {
    brands: read<MasterRow>('brands', masterRowSchema),
    colors: read<MasterRow>('colors', masterRowSchema),
    products: read<ProductRow>('products', productRowSchema),
  };
  const known = {
    brands: new Set(source.sent.codes(profileId, 'brands')),
    colors: new Set(source.sent.codes(profileId, 'colors')),
  };
  const blocked = new Map<string, string>();
  for (const problem of validateCatalog(rows, known)) {
    if (problem.severity !== 'error') continue;
    const key = `${problem.grid}\u0000${problem.id}`;
    if (!blocked.has(key)) blocked.set(key, problem.code);
  }
  for (const grid of GRIDS) {
    for (const row of rows[grid]) {
      const reason = blocked.get(`${grid}\u0000${row.id}`);
      if (reason !== undefined) leftOut.push({ grid, draftId: row.id, reason });
    }
  }
  const ready = <T>(grid: PlanGrid, list: DraftRow<T>[]) =>
    list.filter((row) => !blocked.has(`${grid}\u0000${row.id}`));
  // Rows the same as this connection last sent them leave the plan unless sent anyway; masters
  // left out so were sent before, so they are known and put no product at risk.
  const toPlan = <T extends MasterRow | ProductRow>(grid: PlanGrid, list: DraftRow<T>[]) =>
    rowsToPlan(
      ready(grid, list),
      lastSentIndex(source.sent.values(profileId, grid)),
      unchangedChoice,
    );
  const brands = toPlan('brands', rows.brands);
  const colors = toPlan('colors', rows.colors);
  const ofProducts = toPlan('products', rows.products);
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
      rows[grid].flatMap((row) => {
        const reason = blocked.get(`${grid}\u0000${row.id}`);
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
  const plan = planImport({
    ...masters,
    products: productsToPlan(products, atRisk, choice),
  });
  leftOut.push(...plan.leftOut);
  return { plan, leftOut, atRisk: { choice, ...atRisk }, unchanged };
}

function fewerSkus(
  source: PlanSource,
  profileId: string,
  plan: ImportPlan,
): ImportPreview['fewerSkus'] {
  const out: ImportPreview['fewerSkus'] = [];
  for (const request of plan.requests) {
    const body = JSON.parse(request.body) as {
      products?: Array<{
        product_code: string;
        skus?: Array<{ color_code: string; size_code: string }>;
      }>;
    };
    for (const product of body.products ?? []) {
      const before = source.sent.get(profileId, 'products', product.product_code);
      if (before === null || !('skus' in before.value)) continue;
      const now = new Set((product.skus ?? []).map((s) => `${s.color_code}\u0000${s.size_code}`));
      const notListed = before.value.skus.filter(
        (s) => !now.has(`${s.color_code}\u0000${s.size_code}`),
      );
      const row = request.rows.find(
        (r) => r.grid === 'products' && r.code === product.product_code,
      );
      if (notListed.length > 0 && row) {
        out.push({ draftId: row.draftId, code: product.product_code, notListed });
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
  const { plan, leftOut, atRisk, unchanged } = planCatalog(
    source,
    profileId,
    choice,
    unchangedChoice,
  );
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
    leftOut,
    fewerSkus: fewerSkus(source, profileId, plan),
    atRisk,
    unchanged,
  };
}
