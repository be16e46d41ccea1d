import { describe, expect, it } from 'vitest';
import type { ProfileView } from '../../../app/connections.ts';
import { isReadOnly } from '../../../renderer/src/catalog/grid-access.ts';

const profile = (granted: string[] | null, denied: string[] = []) =>
  ({ grantedPermissions: granted, deniedPermissions: denied }) as unknown as ProfileView;

describe('grid access', () => {
  it('is read-only without a connection', () => {
    expect(isReadOnly(null, 'brands')).toBe(true);
  });

  it('follows the grid’s own write permission', () => {
    const masters = profile(['kikan_masters_write']);
    expect(isReadOnly(masters, 'brands')).toBe(false);
    expect(isReadOnly(masters, 'colors')).toBe(false);
    expect(isReadOnly(masters, 'products')).toBe(true);
  });

  it('stays editable while the permissions are unknown, unless one was refused', () => {
    expect(isReadOnly(profile(null), 'products')).toBe(false);
    expect(isReadOnly(profile(null, ['kikan_products_write']), 'products')).toBe(true);
  });
});
