import { describe, expect, it } from 'vitest';
import { PREFIX as APP_PREFIX } from '../../app/credentials.ts';
import { LIMITS, PERMISSIONS } from '../../app/permissions.ts';
import { MASTER_CODE_FIELD, NAMED_MASTER_KINDS } from '../../app/resources/catalog.ts';
import {
  HEADER_FIELDS,
  LINE_FIELDS,
  SINGLE_ITEM_KINDS,
  VOUCHER_KINDS as APP_VOUCHER_KINDS,
  VOUCHER_READ_PERMISSION,
} from '../../app/resources/vouchers.ts';
import { PREFIX as SERVICE_PREFIX } from '../../service/auth/credentials.ts';
import { ALL_PERMISSIONS } from '../../service/auth/permissions.ts';
import { MASTER_KINDS } from '../../service/choices.ts';
import { MAX_MASTERS, MAX_PRODUCTS } from '../../service/imports/validate.ts';
import {
  CALLS_PER_WINDOW,
  DEFAULT_WINDOW_MS,
  TOKEN_REQUESTS_PER_WINDOW,
} from '../../service/rate-limit.ts';
import { VOUCHER_KINDS as SERVICE_VOUCHER_KINDS } from '../../service/vouchers/kinds.ts';

// The stand-in shares no code with the app on purpose (it stands for a third-party service), so
// the facts the spec states are written on both sides. This test is the one place that reads
// both and fails when one side changes without the other.

describe('spec facts written twice agree', () => {
  it('permission names (spec §5)', () => {
    expect([...PERMISSIONS].sort()).toEqual([...ALL_PERMISSIONS].sort());
  });

  it('credential prefixes (spec §5)', () => {
    expect(APP_PREFIX).toEqual(SERVICE_PREFIX);
  });

  it('batch limits (spec §4.2, §8)', () => {
    expect(LIMITS.mastersPerImport).toBe(MAX_MASTERS);
    expect(LIMITS.productsPerImport).toBe(MAX_PRODUCTS);
  });

  it('rate limits per minute (spec §8)', () => {
    expect(DEFAULT_WINDOW_MS).toBe(60_000);
    expect(LIMITS.tokenCallsPerMinute).toBe(CALLS_PER_WINDOW);
    expect(LIMITS.tokenRequestsPerMinute).toBe(TOKEN_REQUESTS_PER_WINDOW);
  });

  it('master kinds named by the spec and their code fields (spec §2.1)', () => {
    for (const kind of NAMED_MASTER_KINDS) {
      expect(MASTER_KINDS[kind], kind).toBe(MASTER_CODE_FIELD[kind]);
    }
  });

  it('voucher kinds and the permission each needs (spec §4.3)', () => {
    expect([...APP_VOUCHER_KINDS].sort()).toEqual(Object.keys(SERVICE_VOUCHER_KINDS).sort());
    for (const kind of APP_VOUCHER_KINDS) {
      expect(SERVICE_VOUCHER_KINDS[kind]?.permission, kind).toBe(VOUCHER_READ_PERMISSION[kind]);
    }
  });

  it('voucher header and line fields (spec §2.3–2.6)', () => {
    for (const kind of APP_VOUCHER_KINDS) {
      expect(SERVICE_VOUCHER_KINDS[kind]?.headerColumns, kind).toEqual(HEADER_FIELDS[kind]);
    }
    for (const kind of SINGLE_ITEM_KINDS) {
      expect(SERVICE_VOUCHER_KINDS[kind]?.lineColumns, kind).toEqual(LINE_FIELDS[kind]);
    }
    expect(SERVICE_VOUCHER_KINDS.order_plans?.linesTable).toBeNull();
  });
});
