// The local store's public surface: open it once in main and pass the repositories around.
export { openStore, type Store, type StoreOptions } from './open-store.ts';
export { StoreTooNewError, StoreUnreadableError } from './store-errors.ts';
export { DataFolderUnsafeError, preparePrivateDataFolder } from './data-folder.ts';
export type {
  NewProfile,
  ProfileRecord,
  ProfilesRepo,
  SavableProfile,
  SecretTransport,
  TokenStorage,
} from './profiles-repo.ts';
export type { SettingsRepo } from './settings-repo.ts';
export type { DraftChanges, DraftRecord, DraftsReader, DraftsRepo } from './drafts-repo.ts';
export {
  deriveImportState,
  type BatchState,
  type ImportBatchRecord,
  type ImportJournalRepo,
  type ImportRecord,
  type ImportState,
  type NewBatch,
  type NewImport,
  type StopReason,
} from './import-journal-repo.ts';
export type { ResumeNotice, ResumeNoticesRepo } from './resume-notices-repo.ts';
export type { SentCatalogRepo, SentEntry, SentQuery, SentValue } from './sent-catalog-repo.ts';
export type { AppliedDrafts } from './applied-drafts.ts';
export type { CacheQuery, CachedRow, ListKey, VoucherCacheRepo } from './voucher-cache-repo.ts';
export type { ListCoverage, VoucherProductReads } from './voucher-product-reads.ts';
export type { NamedProduct, ProductNames } from './product-names.ts';
export type { VoucherPrefsRepo } from './voucher-prefs-repo.ts';
export type { CatalogPrefsRepo } from './catalog-prefs-repo.ts';
export type { StatusSettingsRepo } from './status-settings-repo.ts';
export type { SavedViewsRepo } from './saved-views-repo.ts';
