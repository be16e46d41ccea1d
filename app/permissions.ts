// Permission names and limits of the service (spec §5 and §8).

export const PERMISSIONS = [
  'kikan_products_read',
  'kikan_products_write',
  'kikan_masters_read',
  'kikan_masters_write',
  'kikan_purchase_orders_read',
  'kikan_order_plans_read',
  'kikan_sales_orders_read',
  'kikan_leases_read',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

/** A write permission includes the read permission of the same target (spec §5). */
export function grants(held: readonly string[], needed: Permission): boolean {
  if (held.includes(needed)) return true;
  return needed.endsWith('_read') && held.includes(needed.replace(/_read$/, '_write'));
}

/** Splits a space-separated scope string as the token endpoint returns it. */
export function parseScope(scope: string | null | undefined): string[] {
  return (scope ?? '').split(/\s+/).filter((name) => name.length > 0);
}

export const LIMITS = {
  tokenCallsPerMinute: 120,
  tokenRequestsPerMinute: 30,
  mastersPerImport: 200,
  productsPerImport: 100,
} as const;
