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

export {
  clearFaults,
  injectFault,
  resetStats,
  statsOf,
  type FaultSpec,
  type Stats,
} from '../../support/stand-in-admin.ts';

/** Runs `call` and returns the KikanError-like value it threw, or fails the test when it resolved. */
export async function thrown(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail, but it succeeded');
}
