import type { StandIn } from './stand-in.ts';

// The stand-in's admin surface as tests and benchmarks use it: request stats and fault injection.

export interface Stats {
  requests: number;
  rate_limited: number;
  /** Connections cut by a drop or drop_after_commit fault. */
  dropped: number;
  /** Answers held by a delay_after_commit fault that were due after the client had gone. */
  answered_after_client_left: number;
  by_status: Record<string, number>;
  /** Imports applied, and imports answered from the stored result of a repeated key. */
  imports: { committed: number; replayed: number };
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
  /** Only calls whose query carries this parameter (starting_after: pages after the first). */
  query_has?: string;
  kind: 'status' | 'delay' | 'drop_after_commit' | 'drop' | 'delay_after_commit' | 'hold';
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

/**
 * How much the stand-in's refusal of an import says (its choice, service/choices.ts): its problems
 * by element path, or 'none' (a message naming no element).
 */
export async function setImportErrorDetail(
  standIn: StandIn,
  detail: 'elements' | 'none',
): Promise<void> {
  const response = await standIn.admin('/_admin/import-errors', { body: { detail } });
  if (!response.ok) throw new Error(`import-errors: HTTP ${response.status}`);
}
