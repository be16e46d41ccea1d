import type { QueryClient } from '@tanstack/react-query';
import type { CallOutput } from '../../../app/ipc/contract.ts';
import type { SearchResult } from '../../../app/resources/voucher-cache.ts';
import type { QueryEffect } from './query-effects.ts';
import { windowOf, windowUpdate } from './list-windows.ts';
import { queryKeys } from './query-keys.ts';

// Applies query effects (query-effects.ts names them) to the page's query client, and to the
// catalog's drafts, the one copy of main's data the page holds outside a query.

type Client = QueryClient;

type ConnectionList = CallOutput<'connections.list'>;

/** The active profile as the query cache knows it (null while none is, undefined before the list loads). */
export function activeIdIn(client: Client): string | null | undefined {
  return client.getQueryData<ConnectionList>(queryKeys.connections())?.activeId;
}

/** The drafts the catalog holds: main's data, held outside react-query. */
export interface HeldDrafts {
  reload(profileId: string): unknown;
  retryLoad(): unknown;
}

let heldDrafts: HeldDrafts | null = null;

/** The catalog's store says it holds the drafts, so query effects reach it too. */
export function holdDrafts(drafts: HeldDrafts): void {
  heldDrafts = drafts;
}

/** A voucher list grew: its unfiltered window blocks extend or read again (list-windows.ts). */
function growWindows(client: Client, effect: Extract<QueryEffect, { op: 'listGrew' }>): unknown[] {
  const pending: unknown[] = [];
  for (const query of client.getQueryCache().findAll({ queryKey: effect.key })) {
    const block = windowOf(query.queryKey[3]);
    const held = (query.state.data as SearchResult | undefined)?.rows;
    if (block === null || held === undefined) continue;
    const update = windowUpdate(block, held, effect.rows, effect.added);
    if (update.kind === 'extend') {
      client.setQueryData<SearchResult>(query.queryKey, (data) =>
        data ? { ...data, rows: update.rows } : data,
      );
    } else if (update.kind === 'read-again') {
      pending.push(client.invalidateQueries({ queryKey: query.queryKey, exact: true }));
    }
  }
  return pending;
}

export function applyQueryEffects(client: Client, effects: readonly QueryEffect[]): Promise<void> {
  const pending: unknown[] = [];
  for (const effect of effects) {
    switch (effect.op) {
      case 'activate':
        client.setQueryData<ConnectionList>(queryKeys.connections(), (list) =>
          list ? { ...list, activeId: effect.activeId } : list,
        );
        break;
      case 'set':
        client.setQueryData(effect.key, effect.value);
        break;
      case 'reset':
        pending.push(client.resetQueries({ queryKey: effect.key }));
        break;
      case 'invalidate': {
        const filters = { queryKey: effect.key, ...(effect.exact === true ? { exact: true } : {}) };
        // A read on its way began before the change. TanStack cancels and reads again only a
        // query that holds data; a first read it lets stand, and its answer, of the state before
        // the change, would then be taken as fresh (a plan opened just before the grid's edit
        // was saved showed the edit missing until the next change). Cancelled first, every
        // matching read is made again.
        pending.push(client.cancelQueries(filters).then(() => client.invalidateQueries(filters)));
        break;
      }
      case 'listGrew':
        pending.push(...growWindows(client, effect));
        break;
      case 'reloadDrafts':
        pending.push(heldDrafts?.reload(effect.profileId));
        break;
      case 'retryDrafts':
        pending.push(heldDrafts?.retryLoad());
        break;
    }
  }
  return Promise.all(pending).then(() => undefined);
}
