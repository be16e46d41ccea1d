import { monitorEventLoopDelay } from 'node:perf_hooks';

/** The window-owning process's event-loop delay during one phase of the core's work. */
export interface PhaseResult {
  name: string;
  /** What the phase did, e.g. "50 calls". */
  detail: string;
  coreMs: number;
  /** This process's CPU time over the phase: its own share of the work, whatever the load. */
  cpuMs: number;
  maxMs: number;
  p99Ms: number;
  meanMs: number;
}

const MAX_TARGET_MS = 20;
const P99_TARGET_MS = 5;
export const LOOP_TARGET = `max ≤ ${String(MAX_TARGET_MS)} ms, p99 ≤ ${String(P99_TARGET_MS)} ms`;

export const loopTargetMet = (r: PhaseResult): boolean =>
  r.maxMs <= MAX_TARGET_MS && r.p99Ms <= P99_TARGET_MS;

/** Runs one phase while sampling this process's event-loop delay every millisecond. */
export async function timePhase(name: string, work: () => Promise<string>): Promise<PhaseResult> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const detail = await work();
  const coreMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  histogram.disable();
  // The histogram counts in nanoseconds and includes the 1 ms sampling interval itself.
  const ms = (ns: number) => Math.max(0, ns / 1e6 - 1);
  return {
    name,
    detail,
    coreMs,
    cpuMs: (used.user + used.system) / 1000,
    maxMs: ms(histogram.max),
    p99Ms: ms(histogram.percentile(99)),
    meanMs: ms(histogram.mean),
  };
}

export function phasesTable(results: readonly PhaseResult[]): string {
  const mark = (ok: boolean) => (ok ? 'met' : 'missed');
  return [
    `| phase (core in its own process) | core’s time | window process: CPU | max delay | p99 | mean | target (${LOOP_TARGET}) |`,
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| ${r.name} (${r.detail}) | ${(r.coreMs / 1000).toFixed(1)} s | ${r.cpuMs.toFixed(0)} ms | ${r.maxMs.toFixed(1)} ms | ${r.p99Ms.toFixed(1)} ms | ${r.meanMs.toFixed(2)} ms | ${mark(loopTargetMet(r))} |`,
    ),
  ].join('\n');
}
