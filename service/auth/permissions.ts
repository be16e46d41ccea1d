// Permission names of spec §5. A write permission includes the read permission of its target.

export const ALL_PERMISSIONS = [
  'kikan_products_read',
  'kikan_products_write',
  'kikan_masters_read',
  'kikan_masters_write',
  'kikan_purchase_orders_read',
  'kikan_order_plans_read',
  'kikan_sales_orders_read',
  'kikan_leases_read',
] as const;
export type Permission = (typeof ALL_PERMISSIONS)[number];

export const READ_PERMISSIONS: readonly Permission[] = ALL_PERMISSIONS.filter((name) =>
  name.endsWith('_read'),
);

export function isPermission(value: string): value is Permission {
  return (ALL_PERMISSIONS as readonly string[]).includes(value);
}

/** True when `held` allows an operation that needs `needed` (write implies read of the same target). */
export function grants(held: readonly string[], needed: string): boolean {
  if (held.includes(needed)) return true;
  return needed.endsWith('_read') && held.includes(needed.slice(0, -'_read'.length) + '_write');
}

/** Space-separated names as stored and as sent in `scope`. */
export function splitPermissions(value: string): string[] {
  return value.split(/\s+/).filter((name) => name.length > 0);
}
