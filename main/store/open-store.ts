import { DatabaseSync } from 'node:sqlite';
import { KikanError } from '../../app/errors.ts';
import { text } from './columns.ts';
import { createDraftsRepo, type DraftsRepo } from './drafts-repo.ts';
import { createImportJournalRepo, type ImportJournalRepo } from './import-journal-repo.ts';
import { migrate, MIGRATIONS, type Migration } from './migrations.ts';
import { makePrivateDatabaseFile } from './private-file.ts';
import { createProfilesRepo, type ProfilesRepo } from './profiles-repo.ts';
import { createSentCatalogRepo, type SentCatalogRepo } from './sent-catalog-repo.ts';
import { createAppliedDrafts, type AppliedDrafts } from './applied-drafts.ts';
import { createResumeNoticesRepo, type ResumeNoticesRepo } from './resume-notices-repo.ts';
import { createSettingsRepo, type SettingsRepo } from './settings-repo.ts';
import { scrubDeletedRows } from './scrub.ts';
import { StoreUnreadableError } from './store-errors.ts';
import { createTempTransactor, createTransactor } from './transaction.ts';
import { createVoucherCacheRepo, type VoucherCacheRepo } from './voucher-cache-repo.ts';
import { createVoucherProductReads, type VoucherProductReads } from './voucher-product-reads.ts';
import { createProductNames, type ProductNames } from './product-names.ts';
import { createVoucherPrefsRepo, type VoucherPrefsRepo } from './voucher-prefs-repo.ts';
import { createCatalogPrefsRepo, type CatalogPrefsRepo } from './catalog-prefs-repo.ts';
import { createStatusSettingsRepo, type StatusSettingsRepo } from './status-settings-repo.ts';
import { createSavedViewsRepo, type SavedViewsRepo } from './saved-views-repo.ts';
import { createCatalogOperations, type CatalogOperations } from './catalog/operations.ts';
import { createCatalogViews, type CatalogViews } from './catalog/views.ts';
import { withMemoryFind } from './catalog/view-find-memory.ts';
import { createCatalogRowReads, type CatalogRowReads } from './catalog/row-reads.ts';
import { withMemoryStats } from './catalog/view-stats-memory.ts';
import {
  createCatalogValidation,
  withProblems,
  type CatalogProblems,
} from './catalog/validation-store.ts';

// The local store: one SQLite file (in Electron: userData/kikan.sqlite), opened once by main.
//
// WAL: readers never block the writer, and a crash (even SIGKILL) mid-write leaves the last
// committed state. synchronous=FULL rather than NORMAL: with NORMAL a power cut may drop the
// last commits, and the import journal is written right BEFORE a batch is sent; if the batch
// reached the server but its journal entry vanished, a later retry would go out with a new
// key. FULL costs one fsync per commit, negligible at a desktop app's write rate (drafts are
// saved in batches, each batch one transaction).

/** The connection's settings as SQLite reports them (for diagnostics and tests). */
export interface StoreInfo {
  schemaVersion: number;
  journalMode: string;
  /** 0 OFF, 1 NORMAL, 2 FULL, 3 EXTRA. */
  synchronous: number;
  foreignKeys: boolean;
  busyTimeoutMs: number;
}

export interface Store {
  readonly path: string;
  readonly profiles: ProfilesRepo;
  readonly settings: SettingsRepo;
  readonly drafts: DraftsRepo;
  readonly imports: ImportJournalRepo;
  readonly resumeNotices: ResumeNoticesRepo;
  readonly sent: SentCatalogRepo;
  readonly appliedDrafts: AppliedDrafts;
  readonly vouchers: VoucherCacheRepo;
  readonly voucherProducts: VoucherProductReads;
  /** What the Products look-up searches (codes of cached vouchers, the catalog's names). */
  readonly productNames: ProductNames;
  /** Status colours and column preferences of the voucher screens, per connection. */
  readonly voucherPrefs: VoucherPrefsRepo;
  /** The catalog grids' column layouts, per connection and view. */
  readonly catalogPrefs: CatalogPrefsRepo;
  readonly statusSettings: StatusSettingsRepo;
  readonly savedViews: SavedViewsRepo;
  /** The catalog's operations on the drafts' rows, with undo and redo (issue 28). */
  readonly catalog: CatalogOperations;
  /** Views of the catalog's grids: sort, filters and windows of rows (issue 28, step 3). */
  readonly catalogViews: CatalogViews;
  /** The catalog's problems, kept up to date from each operation (issue 28, step 5). */
  readonly catalogProblems: CatalogProblems;
  /** Whole draft rows by id or code, and their neighbours in draft order (core mode). */
  readonly catalogRowReads: CatalogRowReads;
  /** Groups calls of several repositories into one atomic change (synchronous work only). */
  transaction<T>(work: () => T): T;
  info(): StoreInfo;
  /** Leaves no readable copy of deleted rows in the files (after a sign-out or a removal). */
  scrub(): void;
  close(): void;
}

export interface StoreOptions {
  /** Clock for created/updated timestamps (ISO 8601); tests pin it. */
  now?: () => string;
  /** How long a write waits for another connection's lock. */
  busyTimeoutMs?: number;
  /** For tests of the migration runner only. */
  migrations?: readonly Migration[];
}

function readInfo(db: DatabaseSync): StoreInfo {
  const read = (name: string): number | string => {
    const row = db.prepare(`PRAGMA ${name}`).get();
    const value = row === undefined ? undefined : Object.values(row)[0];
    return typeof value === 'number' || typeof value === 'string' ? value : -1;
  };
  return {
    schemaVersion: Number(read('user_version')),
    journalMode: String(read('journal_mode')),
    synchronous: Number(read('synchronous')),
    foreignKeys: read('foreign_keys') === 1,
    busyTimeoutMs: Number(read('busy_timeout')),
  };
}

/** A connection's settings (every connection to the store's file: the core's, its writing thread's). */
export function configureConnection(db: DatabaseSync, busyTimeoutMs: number): void {
  db.exec(`PRAGMA busy_timeout = ${Math.max(0, Math.trunc(busyTimeoutMs))}`);
  // Pages stay SQLite's 4 KiB: 16 KiB pages cut a paste's commit (62 → 14 ms of CPU at 10,000 × 5)
  // but grew the voucher cache's file past its bound (voucher-cache-slices.test.ts).
  const mode = db.prepare('PRAGMA journal_mode = WAL').get();
  if (mode === undefined || text(mode, 'journal_mode').toLowerCase() !== 'wal') {
    throw new StoreUnreadableError('write-ahead logging is not available for this folder');
  }
  db.exec('PRAGMA synchronous = FULL');
  // The write-ahead log is checkpointed as it passes 1,000 pages (SQLite's default) and cut back
  // to this size after: a big write, stored in slices, never leaves a log the size of the data.
  db.exec('PRAGMA journal_size_limit = 33554432');
  db.exec('PRAGMA foreign_keys = ON');
  // A delete overwrites what it frees: removed connections' rows do not linger in the file.
  db.exec('PRAGMA secure_delete = ON');
  // 64 MiB of page cache (SQLite's default is 2 MiB): an operation over a million SKU rows
  // (a replace all, its undo) touches more pages than that, and reading them back from the
  // file again cost more than the work itself.
  db.exec('PRAGMA cache_size = -65536');
}

export function openStore(path: string, options: StoreOptions = {}): Store {
  const now = options.now ?? (() => new Date().toISOString());
  let db: DatabaseSync;
  try {
    makePrivateDatabaseFile(path);
    db = new DatabaseSync(path);
  } catch (error) {
    throw new StoreUnreadableError(error instanceof Error ? error.message : 'open failed');
  }
  try {
    configureConnection(db, options.busyTimeoutMs ?? 5000);
    migrate(db, options.migrations ?? MIGRATIONS);
  } catch (error) {
    db.close();
    if (error instanceof KikanError) throw error;
    throw new StoreUnreadableError(error instanceof Error ? error.message : 'unknown error');
  }

  const tx = createTransactor(db);
  const imports = createImportJournalRepo(db, tx, now);
  const vouchers = createVoucherCacheRepo(db, tx, now);
  const sent = createSentCatalogRepo(db, tx, now);
  const operations = createCatalogOperations(db, tx);
  const catalogProblems = createCatalogValidation(
    db,
    (profileId) => operations.version(profileId),
    (profileId) => ({
      brands: new Set(sent.codes(profileId, 'brands')),
      colors: new Set(sent.codes(profileId, 'colors')),
    }),
  );
  const catalog = withProblems(operations, catalogProblems);
  const profiles = createProfilesRepo(db, tx, now);
  // The views write only TEMP tables: they never wait on a write of the core's writing thread.
  const views = createCatalogViews(db, createTempTransactor(db), (profileId) =>
    catalog.version(profileId),
  );
  const catalogViews: CatalogViews = {
    ...views,
    reads: withMemoryFind(
      views,
      (profileId) => catalogProblems.heldProducts(profileId),
      (profileId) => catalog.version(profileId),
      db,
    ),
  };
  // The status bar's figures of whole columns from the same rows in memory (view-stats-memory.ts).
  catalogViews.reads = withMemoryStats(
    catalogViews.reads,
    views,
    (profileId) => catalogProblems.heldProducts(profileId),
    (profileId) => catalog.version(profileId),
    db,
  );
  return {
    path,
    profiles: {
      ...profiles,
      // A removed connection's rows go with it (ON DELETE CASCADE); so does what the core's
      // validation held of them (a connection made again under its id starts afresh).
      delete: (id) => {
        const deleted = profiles.delete(id);
        catalogProblems.forget(id);
        return deleted;
      },
    },
    settings: createSettingsRepo(db, tx),
    drafts: createDraftsRepo(db, tx, now),
    imports,
    resumeNotices: createResumeNoticesRepo(db, now),
    sent,
    appliedDrafts: createAppliedDrafts(db, tx),
    vouchers,
    voucherProducts: createVoucherProductReads(db),
    productNames: createProductNames(db),
    voucherPrefs: createVoucherPrefsRepo(db, tx),
    catalogPrefs: createCatalogPrefsRepo(db, tx),
    statusSettings: createStatusSettingsRepo(db, tx, () => {
      vouchers.statusMeaningsChanged();
    }),
    savedViews: createSavedViewsRepo(db, tx, now),
    catalog,
    catalogViews,
    catalogProblems,
    catalogRowReads: createCatalogRowReads(db),
    transaction: (work) => tx.run(work),
    info: () => readInfo(db),
    scrub: () => {
      scrubDeletedRows(db);
    },
    close: () => {
      db.close();
    },
  };
}
