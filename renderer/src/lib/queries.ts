import {
  QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient as Client,
} from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CallInput, CallName, CallOutput, EventPayload } from '../../../app/ipc/contract.ts';
import { call, KikanError, subscribe } from './bridge-client.ts';
import { activeIdIn, applyQueryEffects } from './apply-query-effects.ts';
import { effectsOfCall, effectsOfEvent, FOLLOWED_EVENTS } from './query-effects.ts';
import { isConnectionCall, keyOfCall, queryKeys } from './query-keys.ts';

export { applyQueryEffects, holdDrafts, type HeldDrafts } from './apply-query-effects.ts';

// react-query over the bridge. Keys come from query-keys.ts (connection data under its profile
// id); what calls and events change in the query cache comes from query-effects.ts.

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Main already retries and paces service calls; a typed error is final here.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

type ConnectionList = CallOutput<'connections.list'>;

export function useCallQuery<N extends CallName>(
  name: N,
  input: CallInput<N>,
  /** refetchOnMount 'always': read again whenever a screen showing it opens. */
  options: { enabled?: boolean; refetchOnMount?: 'always' } = {},
) {
  const client = useQueryClient();
  // connections.list itself is app-wide, so this does not recurse.
  const activeId = useQuery<ConnectionList, KikanError>({
    queryKey: queryKeys.connections(),
    queryFn: ({ signal }) => call('connections.list', {}, { signal }),
    enabled: isConnectionCall(name),
  }).data?.activeId;
  const key = keyOfCall(name, input, activeId ?? null);
  return useQuery<CallOutput<N>, KikanError>({
    queryKey: key ?? ['connection', null, name, input],
    queryFn: async ({ signal }) => {
      const value = await call(name, input, { signal });
      // Main answers from whichever connection is active when the call runs. If that changed
      // while it ran, the answer may be the other workspace's: never keep it under this key.
      if (key !== null && isConnectionCall(name) && activeIdIn(client) !== activeId) {
        throw new KikanError({ kind: 'cancelled', message: 'The connection changed.' });
      }
      return value;
    },
    enabled: key !== null && (options.enabled ?? true),
    ...(options.refetchOnMount === undefined ? {} : { refetchOnMount: options.refetchOnMount }),
  });
}

export function useCallMutation<N extends CallName>(name: N) {
  const client = useQueryClient();
  return useMutation<CallOutput<N>, KikanError, CallInput<N>, { activeId: string | null }>({
    mutationFn: (input) => call(name, input),
    onMutate: () => ({ activeId: activeIdIn(client) ?? null }),
    onSuccess: async (output, input, context) => {
      const activeId = context.activeId;
      await applyQueryEffects(client, effectsOfCall(name, { input, output, activeId }));
    },
  });
}

/**
 * A call that has left for main when this returns (useCallMutation's starts a few microtasks later
 * and waits while the browser thinks it is offline, which main never is), its query effects
 * applied when it answers: for a save that must go before the page does (pagehide), and for calls
 * made outside a component. Without a client, the effects go to the one that follows main's
 * events (useQueryEvents: the app's).
 */
export async function callAndApply<N extends CallName>(
  client: Client | null,
  name: N,
  input: CallInput<N>,
): Promise<CallOutput<N>> {
  const owner = client ?? followingClient;
  const activeId = owner === null ? null : (activeIdIn(owner) ?? null);
  const output = await call(name, input);
  if (owner !== null) {
    await applyQueryEffects(owner, effectsOfCall(name, { input, output, activeId }));
  }
  return output;
}

/**
 * As callAndApply, but its answer is given without waiting for the effects (the reads they
 * start): for the catalog window's operations (core mode), where the next edit waits on this one.
 */
export async function callThenApply<N extends CallName>(
  name: N,
  input: CallInput<N>,
): Promise<CallOutput<N>> {
  const owner = followingClient;
  const activeId = owner === null ? null : (activeIdIn(owner) ?? null);
  const output = await call(name, input);
  if (owner !== null) {
    applyQueryEffects(owner, effectsOfCall(name, { input, output, activeId })).catch(
      () => undefined,
    );
  }
  return output;
}

/** The query client whose query cache follows main's events (set while useQueryEvents is mounted). */
let followingClient: Client | null = null;

/** Events from main (a change made anywhere) update the query cache as query-effects.ts says. */
export function useQueryEvents(): void {
  const client = useQueryClient();
  useEffect(() => {
    followingClient = client;
    const stops = FOLLOWED_EVENTS.map((name) =>
      subscribe(name, (payload) => {
        void applyQueryEffects(client, effectsOfEvent(name, payload));
      }),
    );
    return () => {
      for (const stop of stops) stop();
      if (followingClient === client) followingClient = null;
    };
  }, [client]);
}

export type PacingState = EventPayload<'pacing.changed'>;

/** The latest pacing pause per profile, from the pacing.changed event. */
export function usePacing(): PacingState[] {
  const [paused, setPaused] = useState<Record<string, PacingState>>({});
  useEffect(
    () =>
      subscribe('pacing.changed', (payload) => {
        setPaused((current) => {
          const others = Object.entries(current).filter(([id]) => id !== payload.profileId);
          if (payload.resumeAt !== null) others.push([payload.profileId, payload]);
          return Object.fromEntries(others);
        });
      }),
    [],
  );
  return Object.values(paused);
}
