import { QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CallInput, CallName, CallOutput, EventPayload } from '../../../app/ipc/contract.ts';
import { call, KikanError, subscribe } from './bridge-client.ts';

// react-query over the bridge. Query keys are [callName, input], so invalidating by call name
// refreshes every input of that call.

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Main already retries and paces service calls; a typed error is final here.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export function useCallQuery<N extends CallName>(
  name: N,
  input: CallInput<N>,
  options: { enabled?: boolean } = {},
) {
  return useQuery<CallOutput<N>, KikanError>({
    queryKey: [name, input],
    queryFn: () => call(name, input),
    enabled: options.enabled ?? true,
  });
}

export function useCallMutation<N extends CallName>(
  name: N,
  options: { invalidates?: readonly CallName[] } = {},
) {
  const client = useQueryClient();
  return useMutation<CallOutput<N>, KikanError, CallInput<N>>({
    mutationFn: (input) => call(name, input),
    onSuccess: async () => {
      await Promise.all(
        (options.invalidates ?? []).map((key) => client.invalidateQueries({ queryKey: [key] })),
      );
    },
  });
}

/** Connection changes made anywhere (another call, main itself) refresh what depends on them. */
export function useConnectionEvents(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      subscribe('connections.changed', () => {
        void client.invalidateQueries({ queryKey: ['connections.list'] });
        void client.invalidateQueries({ queryKey: ['vouchers.page'] });
      }),
    [client],
  );
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

export const CONNECTION_CALLS: readonly CallName[] = ['connections.list', 'vouchers.page'];
