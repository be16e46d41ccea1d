// Saved views through the real core and its store: saved, updated, renamed, set as the list's
// default, deleted; kept across a restart of the core; per connection; inputs bounded; and the
// view file read back and fitted to the columns and statuses a list has.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fitView,
  parseViewFile,
  viewFileOf,
  viewSpecSchema,
  type ViewSpec,
} from '../../../app/resources/saved-views.ts';
import { createMemoryVault } from '../../../main/vault/index.ts';
import { customProfile, startCore, type CoreHarness } from '../core/core-harness.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';
import { migrate, MIGRATIONS, schemaVersion } from '../../../main/store/migrations.ts';
import { openTempStore, sampleProfile, tempDbPath } from '../store/temp-store.ts';
import { DatabaseSync } from 'node:sqlite';

const overdueOfS2: ViewSpec = viewSpecSchema.parse({
  text: 'spring',
  statuses: ['ordered'],
  dates: { field: 'expected_date', quick: 'overdue', from: '', to: '' },
  columnFilters: [{ field: 'supplier_code', values: ['S2', null] }],
  sort: { field: 'expected_date', descending: false },
  groupBy: 'supplier_code',
  columns: {
    order: ['id', 'supplier_code', 'note'],
    hidden: ['season_code'],
    widths: { note: 300 },
  },
  chartOpen: true,
});

describe('saved views in the core', () => {
  let standIn: StandIn;
  let harness: CoreHarness;
  let userDataDir: string;

  const connect = async (core: CoreHarness, name: string) =>
    core.ok('connections.connectWithToken', {
      profile: customProfile(standIn.url, name),
      token: standIn.app('demo', 'full').token,
    });

  beforeAll(async () => {
    standIn = await startStandIn({ size: 20 });
    userDataDir = mkdtempSync(join(tmpdir(), 'kikan-views-'));
    harness = await startCore({ userDataDir, vault: createMemoryVault() });
  });
  afterAll(async () => {
    await harness.close();
    await standIn.stop();
    rmSync(userDataDir, { recursive: true, force: true });
  });

  it('saves, updates, renames, sets the default, deletes, and keeps them across a restart', async () => {
    const first = await connect(harness, 'First');
    const saved = await harness.ok('views.save', {
      kind: 'purchase_orders',
      name: 'Overdue of S2',
      spec: overdueOfS2,
    });
    expect(saved).toMatchObject({ name: 'Overdue of S2', isDefault: false, spec: overdueOfS2 });
    const other = await harness.ok('views.save', {
      kind: 'purchase_orders',
      name: 'All open',
      spec: viewSpecSchema.parse({}),
    });
    await harness.ok('views.save', { kind: 'leases', name: 'Leases', spec: overdueOfS2 });

    const renamed = await harness.ok('views.rename', { id: saved.id, name: 'SUP2 overdue' });
    expect(renamed.name).toBe('SUP2 overdue');
    const updated = await harness.ok('views.save', {
      kind: 'purchase_orders',
      id: saved.id,
      name: 'SUP2 overdue',
      spec: { ...overdueOfS2, chartOpen: false },
    });
    expect(updated.spec.chartOpen).toBe(false);

    await harness.ok('views.setDefault', { kind: 'purchase_orders', id: other.id });
    await harness.ok('views.setDefault', { kind: 'purchase_orders', id: saved.id });
    const listed = await harness.ok('views.list', { kind: 'purchase_orders' });
    // By name, one default.
    expect(listed.views.map((v) => [v.name, v.isDefault])).toEqual([
      ['All open', false],
      ['SUP2 overdue', true],
    ]);
    // A view of another list cannot be this list's default.
    const leases = await harness.ok('views.list', { kind: 'leases' });
    const wrong = await harness.call('views.setDefault', {
      kind: 'purchase_orders',
      id: leases.views[0]?.id ?? '',
    });
    expect(wrong.ok).toBe(false);

    // After a restart of the core on the same data folder.
    await harness.close();
    harness = await startCore({ userDataDir, vault: createMemoryVault() });
    // Views are the store's: no token is needed to read them (the memory vault forgot it).
    const { activeId } = await harness.ok('connections.list', {});
    expect(activeId).toBe(first.id);
    const again = await harness.ok('views.list', { kind: 'purchase_orders' });
    expect(again.views.find((v) => v.isDefault)?.spec).toEqual({
      ...overdueOfS2,
      chartOpen: false,
    });

    expect((await harness.ok('views.delete', { id: other.id })).deleted).toBe(true);
    expect((await harness.ok('views.delete', { id: other.id })).deleted).toBe(false);
    const missing = await harness.call('views.rename', { id: other.id, name: 'x' });
    expect(missing.ok ? null : missing.error.kind).toBe('not_found');
  });

  it("keeps each connection's views apart and refuses unbounded input", async () => {
    await connect(harness, 'Second');
    expect((await harness.ok('views.list', { kind: 'purchase_orders' })).views).toEqual([]);
    const long = await harness.call('views.save', {
      kind: 'purchase_orders',
      name: 'x'.repeat(201),
      spec: viewSpecSchema.parse({}),
    });
    expect(long.ok ? null : long.error.kind).toBe('invalid_input');
    const blank = await harness.call('views.save', {
      kind: 'purchase_orders',
      name: '   ',
      spec: viewSpecSchema.parse({}),
    });
    expect(blank.ok ? null : blank.error.kind).toBe('invalid_input');
  });
});

describe('the view file', () => {
  it('reads back what was written, and refuses what is not a view', () => {
    const file = viewFileOf('purchase_orders', 'Overdue of S2', overdueOfS2);
    expect(parseViewFile(JSON.stringify(file))).toEqual({ file });
    expect(parseViewFile('{')).toEqual({ error: 'The file is not JSON.' });
    expect(parseViewFile(JSON.stringify({ ...file, version: 9 }))).toEqual({
      error: 'The view was saved by a newer version (format 9).',
    });
    expect(parseViewFile(JSON.stringify({ ...file, format: 'other' }))).toEqual({
      error: 'The file is not a saved view.',
    });
  });

  it('leaves out, and names, the columns and statuses a list does not have', () => {
    const { spec, leftOut } = fitView(
      overdueOfS2,
      new Set(['id', 'supplier_code', 'expected_date']),
      new Set(['received']),
    );
    expect(leftOut).toEqual({ columns: ['note', 'season_code'], statuses: ['ordered'] });
    expect(spec.columns).toEqual({ order: ['id', 'supplier_code'], hidden: [], widths: {} });
    expect(spec.statuses).toEqual([]);
    expect(spec.columnFilters).toEqual(overdueOfS2.columnFilters);
    expect(spec.groupBy).toBe('supplier_code');
  });
});

describe('the saved views migration', () => {
  it('adds the table to a store of the previous version, and a removed connection takes its views', () => {
    const path = tempDbPath();
    const db = new DatabaseSync(path);
    const index = MIGRATIONS.findIndex((m) => m.name === 'savedViewsMigration');
    expect(index).toBeGreaterThan(0);
    migrate(db, MIGRATIONS.slice(0, index));
    expect(schemaVersion(db)).toBe(index);
    db.close();
    const store = openTempStore(path);
    const profile = store.profiles.create({ ...sampleProfile });
    const view = store.savedViews.save(profile.id, 'leases', {
      name: 'Mine',
      spec: viewSpecSchema.parse({}),
    });
    expect(store.savedViews.list(profile.id, 'leases')).toEqual([view]);
    store.profiles.delete(profile.id);
    expect(store.savedViews.list(profile.id, 'leases')).toEqual([]);
  });
});
