import { startStandIn, type StandIn, type StandInOptions } from '../../support/stand-in.ts';
import {
  createPacerRegistry,
  createServiceClient,
  type PacerRegistry,
  type PacerRegistryOptions,
  type ServiceClient,
  type ServiceClientOptions,
} from '../../../main/client/index.ts';

// Shared set-up of the client's integration tests: a real stand-in over loopback HTTP with a
// short rate window (so paging many pages never waits a real minute), and clients whose pacers
// use the same window.

export const WINDOW_MS = 2000;
export const DEMO_SIZE = 120;

export function startShortWindowStandIn(options: StandInOptions = {}): Promise<StandIn> {
  return startStandIn({ rateWindowMs: WINDOW_MS, size: DEMO_SIZE, ...options });
}

export function registryFor(options: PacerRegistryOptions = {}): PacerRegistry {
  return createPacerRegistry({ windowMs: WINDOW_MS, ...options });
}

export function clientFor(
  standIn: StandIn,
  token: string,
  registry: PacerRegistry,
  overrides: Partial<ServiceClientOptions> = {},
): ServiceClient {
  return createServiceClient({
    baseUrl: standIn.url,
    voucherPrefix: '',
    fetch,
    token: () => token,
    pacer: registry.forToken(token),
    ...overrides,
  });
}

export interface Stats {
  requests: number;
  rate_limited: number;
  by_status: Record<string, number>;
}

export async function statsOf(standIn: StandIn): Promise<Stats> {
  const response = await standIn.admin('/_admin/stats', { method: 'GET' });
  if (!response.ok) throw new Error(`stats: HTTP ${response.status}`);
  return (await response.json()) as Stats;
}

export async function resetStats(standIn: StandIn): Promise<void> {
  const response = await standIn.admin('/_admin/stats/reset', { method: 'POST' });
  if (!response.ok) throw new Error(`stats reset: HTTP ${response.status}`);
}

export interface FaultSpec {
  method?: string;
  path_prefix: string;
  kind: 'status' | 'delay' | 'drop_after_commit' | 'drop';
  status?: number;
  retry_after?: number;
  delay_ms?: number;
  times?: number;
}

export async function injectFault(standIn: StandIn, fault: FaultSpec): Promise<void> {
  const response = await standIn.admin('/_admin/faults', { method: 'POST', body: fault });
  if (!response.ok) throw new Error(`fault: HTTP ${response.status} ${await response.text()}`);
}

export async function clearFaults(standIn: StandIn): Promise<void> {
  await standIn.admin('/_admin/faults', { method: 'DELETE' });
}

/** Runs `call` and returns the KikanError-like value it threw, or fails the test when it resolved. */
export async function thrown(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail, but it succeeded');
}
