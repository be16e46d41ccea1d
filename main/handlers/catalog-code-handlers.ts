import type { HandlerTable } from '../ipc/handler-table.ts';
import type { CatalogCodes } from '../store/catalog/catalog-codes.ts';
import type { ProfilesRepo, Store } from '../store/index.ts';
import { createCatalogCodes } from '../store/catalog/catalog-codes.ts';
import { notFound } from '../store/store-errors.ts';

// The codes read outside the grids in core mode (catalog-codes.ts): each call names its
// connection, which must exist.

export function catalogCodeHandlers(
  codes: CatalogCodes,
  profiles: ProfilesRepo,
): Pick<
  HandlerTable,
  'catalog.masterCodes' | 'catalog.unknownCodes' | 'catalog.rowCodes' | 'catalog.codeRows'
> {
  function checkProfile(profileId: string): void {
    if (profiles.get(profileId) === null) throw notFound('The connection');
  }
  return {
    'catalog.masterCodes': ({ profileId }) => {
      checkProfile(profileId);
      return Promise.resolve(codes.masterCodes(profileId));
    },
    'catalog.unknownCodes': ({ profileId }) => {
      checkProfile(profileId);
      return Promise.resolve(codes.unknownCodes(profileId));
    },
    'catalog.rowCodes': (input) => {
      checkProfile(input.profileId);
      return Promise.resolve(codes.rowCodes(input));
    },
    'catalog.codeRows': (input) => {
      checkProfile(input.profileId);
      return Promise.resolve(codes.codeRows(input));
    },
  };
}

/** The handlers over a store, as the core makes them (main/core.ts). */
export const catalogCodeHandlersOf = (
  store: Pick<Store, 'drafts' | 'catalogProblems' | 'sent' | 'catalog' | 'profiles'>,
): ReturnType<typeof catalogCodeHandlers> =>
  catalogCodeHandlers(
    createCatalogCodes({
      drafts: store.drafts,
      problems: store.catalogProblems,
      sentCodes: (profileId, grid) => store.sent.codes(profileId, grid),
      version: (profileId) => store.catalog.version(profileId),
    }),
    store.profiles,
  );
