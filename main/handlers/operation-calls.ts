import type { HandlerTable } from '../ipc/handler-table.ts';
import type { CatalogOperations } from '../store/catalog/operations.ts';

// The catalog's operation, undo and redo calls over a store's operations (issue 28): the core's
// table answers them over its connection (catalog-handlers.ts), its writing thread over its own
// (core-process/writes-calls.ts). Each names its connection, checked first.

export type OperationCall = 'catalog.apply' | 'catalog.undo' | 'catalog.redo';

export function operationCalls(
  operations: Pick<CatalogOperations, 'apply' | 'undo' | 'redo'>,
  checkProfile: (profileId: string) => void,
): Pick<HandlerTable, OperationCall> {
  return {
    'catalog.apply': ({ profileId, operation, group }) => {
      checkProfile(profileId);
      return Promise.resolve(operations.apply(profileId, operation, group));
    },
    'catalog.undo': ({ profileId }) => {
      checkProfile(profileId);
      return Promise.resolve(operations.undo(profileId));
    },
    'catalog.redo': ({ profileId }) => {
      checkProfile(profileId);
      return Promise.resolve(operations.redo(profileId));
    },
  };
}
