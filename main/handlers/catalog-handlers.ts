import type { HandlerTable } from '../ipc/handler-table.ts';
import type { CatalogOperations } from '../store/catalog/operations.ts';
import type { CatalogViews } from '../store/catalog/views.ts';
import type { CatalogProblems } from '../store/catalog/validation-store.ts';
import type { ProfilesRepo } from '../store/index.ts';
import { notFound } from '../store/store-errors.ts';
import { operationCalls } from './operation-calls.ts';
import { viewFillHandler } from './view-fill-handlers.ts';

// The catalog's operations and views in the core (issue 28): inputs come validated by the
// contract; each names its connection (a view its id, which the core gave out).

export function catalogHandlers(
  operations: CatalogOperations,
  views: CatalogViews,
  profiles: ProfilesRepo,
  problems: CatalogProblems,
): Pick<
  HandlerTable,
  | 'catalog.apply'
  | 'catalog.fillView'
  | 'catalog.undo'
  | 'catalog.redo'
  | 'catalog.history'
  | 'catalog.view'
  | 'catalog.window'
  | 'catalog.counts'
  | 'catalog.values'
  | 'catalog.problems'
  | 'catalog.rowProblems'
  | 'catalog.find'
  | 'catalog.copy'
  | 'catalog.edge'
  | 'catalog.place'
  | 'catalog.stats'
  | 'catalog.dropView'
> {
  function checkProfile(profileId: string): void {
    if (profiles.get(profileId) === null) throw notFound('The connection');
  }
  return {
    ...operationCalls(operations, checkProfile),
    ...viewFillHandler(views, checkProfile, (profileId, fill, group) =>
      Promise.resolve(operations.fillRows(profileId, fill, group)),
    ),
    'catalog.history': ({ profileId }) => {
      checkProfile(profileId);
      return Promise.resolve(operations.history(profileId));
    },
    'catalog.view': ({ profileId, spec, replaces }) => {
      checkProfile(profileId);
      return Promise.resolve(views.view(profileId, spec, replaces));
    },
    'catalog.window': ({ viewId, from, count, problems: withProblems }) => {
      const window = views.window(viewId, from, count);
      if (withProblems !== true) return Promise.resolve(window);
      // The rows' problems ride along once the validation is built: a block costs one call, and
      // the first window of a session is not held behind the whole catalog's check.
      const { profileId, view } = views.reader(viewId);
      if (!problems.built(profileId)) return Promise.resolve(window);
      const grid = view === 'skus' ? 'products' : view;
      const ids = [...new Set(window.rows.map((row) => row.id))];
      return Promise.resolve({
        ...window,
        problems: problems.rowProblems({ profileId, grid, ids }),
      });
    },
    'catalog.counts': ({ profileId }) => {
      checkProfile(profileId);
      return Promise.resolve(views.counts(profileId));
    },
    'catalog.values': ({ profileId, spec, column }) => {
      checkProfile(profileId);
      return Promise.resolve(views.values(profileId, spec, column));
    },
    'catalog.problems': (input) => {
      checkProfile(input.profileId);
      return Promise.resolve(problems.problems(input));
    },
    'catalog.rowProblems': (input) => {
      checkProfile(input.profileId);
      return Promise.resolve(problems.rowProblems(input));
    },
    'catalog.find': (input) => Promise.resolve(views.reads.find(input)),
    'catalog.copy': (input) => Promise.resolve(views.reads.copy(input)),
    'catalog.edge': (input) => Promise.resolve(views.reads.edge(input)),
    'catalog.place': (input) => Promise.resolve(views.reads.place(input)),
    'catalog.stats': (input) => Promise.resolve(views.reads.stats(input)),
    'catalog.dropView': ({ viewId }) => {
      views.close(viewId);
      return Promise.resolve({ viewId });
    },
  };
}
