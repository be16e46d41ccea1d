import { describe, expect, it } from 'vitest';
import { permissionAnswer } from '../../app/connections.ts';

describe('permissionAnswer', () => {
  it('follows the granted scope, with write implying read', () => {
    const profile = { grantedPermissions: ['kikan_products_write'], deniedPermissions: [] };
    expect(permissionAnswer(profile, 'kikan_products_read')).toBe('granted');
    expect(permissionAnswer(profile, 'kikan_products_write')).toBe('granted');
    expect(permissionAnswer(profile, 'kikan_leases_read')).toBe('denied');
  });

  it('is unknown for a pasted token until the service answers 403', () => {
    const pasted = { grantedPermissions: null, deniedPermissions: ['kikan_leases_read'] };
    expect(permissionAnswer(pasted, 'kikan_sales_orders_read')).toBe('unknown');
    expect(permissionAnswer(pasted, 'kikan_leases_read')).toBe('denied');
  });
});
