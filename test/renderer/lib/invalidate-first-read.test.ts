// A change's query effects reach a query whose first read is still on its way: the answer that
// read brings is of the state before the change, so it must not be taken as fresh. TanStack
// cancels and reads again only a query that already holds data; applyQueryEffects cancels the
// first read too. The drafts and the plan stand in as a counter the "save" moves on, and the
// first read is held at a gate so the save lands while it is on its way (what a loaded machine
// does to the review's first plan when the grid's last edit is saved just after it opened).
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { effectsOfCall } from '../../../renderer/src/lib/query-effects.ts';
import { applyQueryEffects } from '../../../renderer/src/lib/queries.ts';
import { queryKeys } from '../../../renderer/src/lib/query-keys.ts';

describe('a change while a first read is on its way', () => {
  it('reads again: the observer ends with the state after the change', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const profileId = 'p1';
    let saved = 0;
    let openGate: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      openGate = resolve;
    });
    let reads = 0;
    const observer = new QueryObserver(client, {
      queryKey: queryKeys.ofConnection(profileId, 'imports.preview', { profileId }),
      queryFn: async () => {
        reads += 1;
        const seen = saved; // what the store held when the read was made
        if (reads === 1) await gate;
        return seen;
      },
      staleTime: 0,
      gcTime: 0,
    });
    const results: (number | undefined)[] = [];
    const unsubscribe = observer.subscribe((result) => results.push(result.data));
    await expect.poll(() => reads).toBe(1);

    // A change to the drafts lands (drafts.save and drafts.discard share their rule), and its rule
    // runs, while the first read waits at its gate.
    saved = 1;
    const applied = applyQueryEffects(
      client,
      effectsOfCall('drafts.discard', {
        input: { profileId },
        output: { discarded: 1 },
        activeId: profileId,
      }),
    );
    openGate();
    await applied;

    await expect.poll(() => observer.getCurrentResult().data).toBe(1);
    expect(reads).toBe(2);
    // The stale answer was never shown.
    expect(results).not.toContain(0);
    unsubscribe();
    client.clear();
  });
});
