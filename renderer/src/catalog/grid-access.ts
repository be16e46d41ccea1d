import { permissionAnswer, type ProfileView } from '../../../app/connections.ts';
import type { GridName } from '../../../app/catalog/rows.ts';
import type { Permission } from '../../../app/permissions.ts';

/** The permission that sends each grid's rows. */
export const WRITE_PERMISSION: Record<GridName, Permission> = {
  brands: 'kikan_masters_write',
  colors: 'kikan_masters_write',
  products: 'kikan_products_write',
};

/**
 * A grid is read-only without a connection, or when the connection's token is known not to hold
 * the grid's write permission (unknown permissions leave it editable: the service decides).
 */
export function isReadOnly(profile: ProfileView | null, grid: GridName): boolean {
  return profile === null || permissionAnswer(profile, WRITE_PERMISSION[grid]) === 'denied';
}
