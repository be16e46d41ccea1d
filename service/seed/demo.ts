import type { DatabaseSync } from 'node:sqlite';
import { seedCatalog, type SkuRef } from './catalog.ts';
import type { GeneratorInput } from './generate.ts';
import { generateLeases } from './leases.ts';
import { generateOrderPlans } from './order-plans.ts';
import { Rng } from './prng.ts';
import { generatePurchaseOrders } from './purchase-orders.ts';
import { generateSalesOrders } from './sales-orders.ts';

// The demo data: `size` purchase orders in workspace demo, the other kinds in proportion, and a
// smaller, different data set in workspace other. Deterministic for a given size.

export const DEFAULT_SIZE = 180;

export interface VoucherCounts {
  purchase_orders: number;
  sales_orders: number;
  leases: number;
  order_plans: number;
}

/** With the default size and 50 rows a page every list has at least three pages. */
export function countsForSize(size: number): VoucherCounts {
  return {
    purchase_orders: size,
    sales_orders: Math.round(size * 0.8),
    leases: Math.round(size * 0.6),
    order_plans: Math.round(size * 1.5),
  };
}

export function productCountForSize(size: number): number {
  return Math.min(2000, Math.max(24, Math.round(size / 4)));
}

/** Size of workspace other for a demo size: a twentieth, at least 12. */
export function otherSize(size: number): number {
  return Math.max(12, Math.round(size / 20));
}

export function generateVouchers(
  db: DatabaseSync,
  workspaceId: number,
  rng: Rng,
  skus: readonly SkuRef[],
  counts: VoucherCounts,
): void {
  const base: Omit<GeneratorInput, 'count'> = {
    db,
    workspaceId,
    rng,
    skus,
    firstIndex: 0,
    purchaseOrderCount: counts.purchase_orders,
  };
  generatePurchaseOrders({ ...base, count: counts.purchase_orders });
  generateSalesOrders({ ...base, count: counts.sales_orders });
  generateLeases({ ...base, count: counts.leases });
  generateOrderPlans({ ...base, count: counts.order_plans });
}

/** Seeds one workspace; call inside a transaction. */
export function seedWorkspace(
  db: DatabaseSync,
  workspaceId: number,
  seed: number,
  size: number,
): void {
  const rng = new Rng(seed);
  const skus = seedCatalog(db, workspaceId, rng, productCountForSize(size));
  generateVouchers(db, workspaceId, rng, skus, countsForSize(size));
}

export function seedDemo(
  db: DatabaseSync,
  workspaceIds: ReadonlyMap<string, number>,
  size: number,
): void {
  const demo = workspaceIds.get('demo');
  const other = workspaceIds.get('other');
  if (demo !== undefined) seedWorkspace(db, demo, 20270401, size);
  if (other !== undefined) seedWorkspace(db, other, 20261001, otherSize(size));
}
