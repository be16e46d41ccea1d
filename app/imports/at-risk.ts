import { z } from 'zod';
import type { DraftRow, MasterGridName, ProductRow } from '../catalog/rows.ts';

// Refusals the plan can foresee: a product naming a brand or colour whose grid rows are all left
// out of the plan (an error there, a duplicate code say) and that this connection has never sent.
// The service cannot be asked which masters it holds (the spec shows no read of masters), so a
// master this connection sent before counts as existing, and one it never sent will most likely
// be refused with every product naming it. Such products are "at risk": left out until the
// master is fixed (the default), or sent anyway.

/** What to do with products at risk: leave them out of this send, or send them anyway. */
export const atRiskChoiceSchema = z.enum(['leave_out', 'send']);
export type AtRiskChoice = z.infer<typeof atRiskChoiceSchema>;
export const DEFAULT_AT_RISK_CHOICE: AtRiskChoice = 'leave_out';

/** A master a draft row holds that the plan leaves out, and why (the row's first error). */
export interface LeftOutMaster {
  grid: MasterGridName;
  code: string;
  reason: string;
}

export interface MasterRef {
  grid: MasterGridName;
  code: string;
}

export interface AtRiskMaster extends MasterRef {
  /** Why its rows are left out (the rows' error codes), each once, sorted. */
  reasons: string[];
  /** Products in the plan that name it. */
  products: number;
}

export interface AtRiskProduct {
  draftId: string;
  code: string;
  /** The left-out, never-sent masters it names: brand first, then colours by code. */
  masters: MasterRef[];
}

export interface AtRisk {
  /** Per master, brands then colours, each by code. */
  masters: AtRiskMaster[];
  /** Each product once, however many such masters it names; by code. */
  products: AtRiskProduct[];
}

export interface AtRiskInput {
  /** Master rows left out of the plan, with why. */
  leftOut: readonly LeftOutMaster[];
  /** Codes the plan does send (a code kept by one row is not at risk for another's error). */
  planned: Readonly<Record<MasterGridName, ReadonlySet<string>>>;
  /** Codes this connection has sent before (its sent catalog). */
  sent: Readonly<Record<MasterGridName, ReadonlySet<string>>>;
  /** Products the plan would send. */
  products: readonly DraftRow<ProductRow>[];
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const keyOf = (grid: MasterGridName, code: string): string => `${grid}\u0000${code}`;

export function findAtRisk(input: AtRiskInput): AtRisk {
  const reasons = new Map<string, Set<string>>();
  for (const master of input.leftOut) {
    const { grid, code } = master;
    if (code === '' || input.planned[grid].has(code) || input.sent[grid].has(code)) continue;
    const key = keyOf(grid, code);
    const set = reasons.get(key) ?? new Set<string>();
    set.add(master.reason);
    reasons.set(key, set);
  }
  const counts = new Map<string, number>();
  const products: AtRiskProduct[] = [];
  if (reasons.size > 0) {
    for (const { id, row } of input.products) {
      const named: MasterRef[] = [];
      if (reasons.has(keyOf('brands', row.brand_code))) {
        named.push({ grid: 'brands', code: row.brand_code });
      }
      const colors = new Set(row.skus.map((sku) => sku.color_code));
      for (const code of [...colors].sort(byText)) {
        if (reasons.has(keyOf('colors', code))) named.push({ grid: 'colors', code });
      }
      if (named.length === 0) continue;
      for (const master of named) {
        const key = keyOf(master.grid, master.code);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      products.push({ draftId: id, code: row.product_code, masters: named });
    }
  }
  const masters: AtRiskMaster[] = [];
  for (const grid of ['brands', 'colors'] as const) {
    const ofGrid: AtRiskMaster[] = [];
    for (const [key, why] of reasons) {
      const [kind, code = ''] = key.split('\u0000');
      const count = counts.get(key) ?? 0;
      if (kind !== grid || count === 0) continue;
      ofGrid.push({ grid, code, reasons: [...why].sort(byText), products: count });
    }
    masters.push(...ofGrid.sort((a, b) => byText(a.code, b.code)));
  }
  products.sort((a, b) => byText(a.code, b.code) || byText(a.draftId, b.draftId));
  return { masters, products };
}

/** Products the plan sends under `choice`: without those at risk unless sent anyway. */
export function productsToPlan<T extends { id: string }>(
  products: readonly T[],
  atRisk: AtRisk,
  choice: AtRiskChoice,
): T[] {
  if (choice === 'send' || atRisk.products.length === 0) return [...products];
  const out = new Set(atRisk.products.map((product) => product.draftId));
  return products.filter((product) => !out.has(product.id));
}
