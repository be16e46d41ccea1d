import type { Page } from '@playwright/test';
import type { CatalogViewName } from '../../../app/catalog/views.ts';
import type { CallInput } from '../../../app/ipc/contract.ts';
import type { PreviewCore } from '../../../main/preview/preview-core.ts';
import { CORE_GRID_MIN_ROWS_KEY } from '../../../renderer/src/drafts/core-grid.ts';
import type { StandIn } from '../../support/stand-in.ts';
import type { ConnectPage } from './connect-page.ts';
import { expect, type E2eApp } from './fixtures.ts';
import { gridCell, seedProducts } from './grid-view.ts';
import { activeProfile } from './imports.ts';
import { openInLook, type Look } from './layout.ts';

// What the core mode's specs (core-*.spec.ts) start from: connected to the stand-in's demo app,
// drafts seeded through the core, the catalog opened in the core mode (issue 28).

const inCoreMode = new WeakSet<Page>();

/**
 * Runs the page in the core mode at any size (issue 28): the catalog grids work on the core's
 * windows and the drafts are never loaded into the page. Before the navigation it should hold
 * for; once a page is enough.
 */
export async function coreModeOn(page: Page): Promise<void> {
  if (inCoreMode.has(page)) return;
  inCoreMode.add(page);
  await page.addInitScript((key) => {
    localStorage.setItem(key, '0');
  }, CORE_GRID_MIN_ROWS_KEY);
}

/** Connects to the stand-in's demo app (every permission) as `name`: its profile id. */
export async function connectToDemo(
  fixtures: { app: E2eApp; connect: ConnectPage; standIn: StandIn },
  name: string,
): Promise<string> {
  const { app, connect, standIn } = fixtures;
  await connect.connectWithToken(name, standIn.url, standIn.app('demo', 'full').token);
  return activeProfile(app);
}

type DraftBatch = CallInput<'drafts.save'>;
type GridName = DraftBatch['grid'];
type Upsert<G extends GridName> = Extract<DraftBatch, { grid: G }>['upserts'][number];
/** A draft row to save: at its index in the list unless it names its position. */
export type SeedRow<G extends GridName> = Omit<Upsert<G>, 'position'> & { position?: number };

/** Rows drafts.save takes in one call. */
const SAVE_ROWS = 2_000;

/** Saves rows as a grid's drafts in the core, in parts of what one call takes. */
export async function saveDrafts<G extends GridName>(
  core: PreviewCore,
  profileId: string,
  grid: G,
  rows: readonly SeedRow<G>[],
): Promise<void> {
  const upserts = rows.map((row, index) => ({ ...row, position: row.position ?? index }));
  for (let from = 0; from < upserts.length; from += SAVE_ROWS) {
    const batch = { profileId, grid, upserts: upserts.slice(from, from + SAVE_ROWS), deletes: [] };
    await core.handlers['drafts.save'](batch as DraftBatch, {});
  }
}

/**
 * Opens the catalog (`route`, the products grid unless named) in the core mode, reloaded so the
 * page starts from the drafts seeded until then.
 */
export async function openCoreCatalog(
  page: Page,
  app: E2eApp,
  route = '/catalog/products',
): Promise<void> {
  await coreModeOn(page);
  await page.goto(`${app.bridge.url}#${route}`);
  await page.reload();
}

/** The cells the core holds for `count` rows of a view from `from`, in draft order. */
export async function storedCells(
  core: PreviewCore,
  profileId: string,
  view: CatalogViewName,
  from: number,
  count: number,
): Promise<string[][]> {
  const spec = { view, sort: null, filter: '', onlyIds: null, columnFilters: [] };
  const built = await core.handlers['catalog.view']({ profileId, spec }, {});
  const window = await core.handlers['catalog.window']({ viewId: built.viewId, from, count }, {});
  await core.handlers['catalog.dropView']({ viewId: built.viewId }, {});
  return window.rows.map((row) => row.cells);
}

/**
 * Connected as `name` with `products` products seeded (seedProducts: LK-10000 on), the products
 * grid opened in the core mode (in `look` when given) and its first row drawn: the profile, and
 * the cells the core holds for rows of a view (storedCells).
 */
export async function openSeededCore(
  fixtures: { app: E2eApp; connect: ConnectPage; standIn: StandIn; page: Page },
  name: string,
  products: number,
  look?: Look,
) {
  const { app, page } = fixtures;
  const profileId = await connectToDemo(fixtures, name);
  await seedProducts(app.core, products);
  if (look === undefined) {
    await openCoreCatalog(page, app);
  } else {
    await coreModeOn(page);
    await openInLook(page, app, look, '/catalog/products');
  }
  await expect(gridCell(page, 1, 1)).toHaveText('LK-10000');
  const cells = (view: CatalogViewName, from: number, count: number) =>
    storedCells(app.core, profileId, view, from, count);
  return { profileId, cells };
}
