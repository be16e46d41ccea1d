import { describe, expect, it } from 'vitest';
import type { AppError } from '../../../app/errors.ts';
import type { CallName } from '../../../app/ipc/contract.ts';
import { INPUT_LIMITS } from '../../../app/ipc/input-limits.ts';
import { dispatch, type HandlerTable } from '../../../main/ipc/handler-table.ts';

// Every IPC input the renderer can make long or odd is bounded in the contract: such an input is
// refused as invalid_input, with a message, before any handler runs.

const reached: string[] = [];
const table = new Proxy(
  {},
  {
    get: (_target, name) => () => {
      reached.push(String(name));
      return Promise.resolve({});
    },
  },
) as HandlerTable;

async function refusalOf(name: CallName, input: unknown): Promise<AppError> {
  const result = await dispatch(table, name, input);
  if (result.ok) throw new Error(`${name} took ${JSON.stringify(input).slice(0, 80)}`);
  return result.error;
}

const long = (length: number): string => 'x'.repeat(length + 1);
const profile = { name: 'P', hostKind: 'custom', baseUrl: 'https://service.example' };
const master = (id: string, code: string) => ({ id, position: 1, row: { code, name: 'n' } });

const cases: [what: string, name: CallName, input: unknown][] = [
  ['an empty voucher number', 'vouchers.get', { kind: 'leases', number: '' }],
  ['a voucher number "."', 'vouchers.get', { kind: 'leases', number: '.' }],
  ['a voucher number ".."', 'vouchers.get', { kind: 'purchase_orders', number: '..' }],
  ['a voucher number " .. "', 'vouchers.get', { kind: 'sales_orders', number: ' .. ' }],
  [
    'an over-long voucher number',
    'vouchers.get',
    { kind: 'leases', number: long(INPUT_LIMITS.serviceIdLength) },
  ],
  [
    'an over-long token',
    'connections.connectWithToken',
    { profile, token: long(INPUT_LIMITS.tokenLength) },
  ],
  [
    'an over-long client secret',
    'connections.connectWithSecret',
    {
      profile,
      clientId: 'id',
      clientSecret: long(INPUT_LIMITS.clientSecretLength),
      scope: [],
      rememberSecret: false,
    },
  ],
  [
    'an over-long client ID',
    'connections.connectWithSecret',
    {
      profile,
      clientId: long(INPUT_LIMITS.clientIdLength),
      clientSecret: 's',
      scope: [],
      rememberSecret: false,
    },
  ],
  ['an over-long profile id', 'drafts.load', { profileId: long(INPUT_LIMITS.appIdLength) }],
  ['an over-long import id', 'imports.pause', { importId: long(INPUT_LIMITS.appIdLength) }],
  [
    'an over-long cursor',
    'vouchers.browse',
    { kind: 'leases', startingAfter: long(INPUT_LIMITS.serviceIdLength) },
  ],
  [
    'an over-long status filter value',
    'vouchers.search',
    { kind: 'leases', statuses: [long(INPUT_LIMITS.statusLength)] },
  ],
  [
    'an over-long sort field',
    'vouchers.search',
    { kind: 'leases', sort: { field: long(INPUT_LIMITS.sortFieldLength), descending: false } },
  ],
  [
    'an over-long grid cell',
    'drafts.save',
    {
      profileId: 'p',
      grid: 'brands',
      upserts: [master('b1', long(INPUT_LIMITS.cellLength))],
      deletes: [],
    },
  ],
  [
    'a product with too many SKUs',
    'drafts.save',
    {
      profileId: 'p',
      grid: 'products',
      upserts: [
        {
          id: 'p1',
          position: 1,
          row: {
            product_code: 'P',
            name: 'n',
            brand_code: 'B',
            skus: Array.from({ length: INPUT_LIMITS.skusPerProduct + 1 }, (_, i) => ({
              color_code: 'C',
              size_code: String(i),
            })),
          },
        },
      ],
      deletes: [],
    },
  ],
  [
    'a save of too many rows',
    'drafts.save',
    {
      profileId: 'p',
      grid: 'brands',
      upserts: [],
      deletes: Array.from({ length: INPUT_LIMITS.draftRowsPerBatch + 1 }, (_, i) => `d${i}`),
    },
  ],
];

describe('IPC input limits', () => {
  it.each(cases)('refuses %s as invalid_input, with a message', async (_what, name, input) => {
    reached.length = 0;
    const error = await refusalOf(name, input);
    expect(error.kind).toBe('invalid_input');
    expect(error.message.length).toBeGreaterThan(0);
    // The message never repeats the input.
    expect(error.message).not.toContain('x'.repeat(100));
    expect(reached).toEqual([]);
  });

  it('takes inputs at the limits', async () => {
    reached.length = 0;
    const at = (length: number) => 'x'.repeat(length);
    for (const [name, input] of [
      ['vouchers.get', { kind: 'leases', number: at(INPUT_LIMITS.serviceIdLength) }],
      ['vouchers.get', { kind: 'leases', number: '...' }],
      ['connections.connectWithToken', { profile, token: at(INPUT_LIMITS.tokenLength) }],
      [
        'drafts.save',
        {
          profileId: 'p',
          grid: 'brands',
          upserts: [master('b1', at(INPUT_LIMITS.cellLength))],
          deletes: [],
        },
      ],
    ] as const) {
      const result = await dispatch(table, name, input);
      // The stand-in handlers answer {}, which the output schema refuses: only the input matters.
      expect(result.ok ? null : result.error.kind).not.toBe('invalid_input');
    }
    expect(reached).toHaveLength(4);
  });
});

describe('an input refused with many problems', () => {
  it('lists the first 20 and counts the rest', async () => {
    const error = await refusalOf('drafts.save', {
      profileId: 'p',
      grid: 'brands',
      upserts: Array.from({ length: 100 }, () => ({})),
      deletes: [],
    });
    if (error.kind !== 'invalid_input') throw new Error(error.kind);
    expect(error.fields).toHaveLength(20);
    // Each {} lacks its id, position and row: 300 problems.
    expect(error.message).toContain('(and 280 more problems)');
  });

  it('stays a few kB however long its names and keys are', async () => {
    const keys = Object.fromEntries(
      Array.from({ length: 100_000 }, (_, i) => [`${'k'.repeat(50)}${i}`, 1]),
    );
    const error = await refusalOf('settings.get', keys);
    expect(error.kind).toBe('invalid_input');
    expect(JSON.stringify(error).length).toBeLessThan(8_000);
    const deep = await refusalOf('vouchers.saveColumnPrefs', {
      screen: 's',
      prefs: { order: [], hidden: [], widths: { ['w'.repeat(5_000)]: 'wide' } },
    });
    expect(JSON.stringify(deep).length).toBeLessThan(8_000);
    const unknown = await dispatch(table, 'x'.repeat(15_000), {});
    expect(JSON.stringify(unknown).length).toBeLessThan(500);
  });
});
