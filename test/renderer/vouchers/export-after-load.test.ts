import { describe, expect, it } from 'vitest';
import type { LoadProgress } from '../../../app/resources/voucher-cache.ts';
import { exportStep, isProgressOf } from '../../../renderer/src/vouchers/export-after-load.ts';

const base = {
  profileId: 'p',
  kind: 'order_plans',
  productCode: 'JK-1',
  state: 'running',
} as LoadProgress;

describe('export after load all', () => {
  it('exports when the run is done, drops the export when it stops early, waits otherwise', () => {
    expect(exportStep({ ...base, state: 'done' })).toBe('export');
    expect(exportStep({ ...base, state: 'cancelled' })).toBe('drop');
    // Stopped at the safety limit: a part of the list is not exported as if it were all.
    expect(exportStep({ ...base, state: 'capped' })).toBe('drop');
    expect(exportStep({ ...base, state: 'failed' })).toBe('drop');
    expect(exportStep({ ...base, state: 'running' })).toBe('wait');
    expect(exportStep({ ...base, state: 'paused' })).toBe('wait');
  });

  it('listens to its own list only: connection, kind and product filter', () => {
    expect(isProgressOf(base, 'p', { kind: 'order_plans', productCode: 'JK-1' })).toBe(true);
    expect(isProgressOf(base, 'p', { kind: 'order_plans' })).toBe(false);
    expect(isProgressOf(base, 'q', { kind: 'order_plans', productCode: 'JK-1' })).toBe(false);
    expect(isProgressOf({ ...base, productCode: null }, 'p', { kind: 'order_plans' })).toBe(true);
    expect(isProgressOf({ ...base, productCode: null }, 'p', { kind: 'leases' })).toBe(false);
  });
});
