import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../db/open.ts';
import { integer } from '../db/rows.ts';
import { loadSkus } from '../seed/catalog.ts';
import { nextIndex, type GeneratorInput } from '../seed/generate.ts';
import { generateLeases } from '../seed/leases.ts';
import { generateOrderPlans } from '../seed/order-plans.ts';
import { Rng } from '../seed/prng.ts';
import { generatePurchaseOrders } from '../seed/purchase-orders.ts';
import { generateSalesOrders } from '../seed/sales-orders.ts';

// More vouchers on request (on the real service they are made on its screen).

const GENERATORS = {
  purchase_orders: generatePurchaseOrders,
  sales_orders: generateSalesOrders,
  leases: generateLeases,
  order_plans: generateOrderPlans,
} as const;
type GeneratedKind = keyof typeof GENERATORS;

export function isGeneratedKind(kind: string): kind is GeneratedKind {
  return Object.hasOwn(GENERATORS, kind);
}

function countOf(db: DatabaseSync, table: string, workspaceId: number): number {
  return integer(
    db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE workspace_id = ?`).get(workspaceId) ?? {},
    'n',
  );
}

/** Adds `count` vouchers of `kind`; null when the workspace has no SKUs to put on lines. */
export function addVouchers(
  db: DatabaseSync,
  workspaceId: number,
  kind: GeneratedKind,
  count: number,
): number | null {
  const skus = loadSkus(db, workspaceId);
  if (skus.length === 0) return null;
  return inTransaction(db, () => {
    const existing = countOf(db, kind, workspaceId);
    const firstIndex = kind === 'order_plans' ? existing : nextIndex(db, kind, workspaceId);
    const input: GeneratorInput = {
      db,
      workspaceId,
      rng: new Rng(workspaceId * 1_000_003 + existing),
      skus,
      firstIndex,
      count,
      purchaseOrderCount: nextIndex(db, 'purchase_orders', workspaceId),
    };
    GENERATORS[kind](input);
    return countOf(db, kind, workspaceId) - existing;
  });
}
