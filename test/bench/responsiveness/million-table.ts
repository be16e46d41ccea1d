import { LOOP_TARGET, loopTargetMet } from './phases.ts';
import type { MillionResult } from './million-phases.ts';

// The million-row phases' table: each phase's time beside its target, the core's CPU and
// memory, and what the window's other calls saw meanwhile, each beside its own target.

/** Other calls' answer times: the fairness bench's target ("No call waits behind another's work"). */
export const SMALL_CALL_P99_TARGET_MS = 250;

const ms = (value: number) => `${value.toFixed(0)} ms`;
const s = (value: number) => `${(value / 1000).toFixed(2)} s`;
const mark = (ok: boolean) => (ok ? 'met' : '**missed**');

export function millionTable(results: readonly MillionResult[]): string {
  return [
    `| phase | time | target | core: CPU | core: RSS now / peak | window process: CPU · max delay · p99 (${LOOP_TARGET}) | small calls: n · p50 · p95 · p99 · max (slowest) (p99 ≤ ${String(SMALL_CALL_P99_TARGET_MS)} ms) |`,
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...results.map((r) => {
      const { phase, calls } = r;
      const rss =
        r.coreRss === null ? '?' : `${r.coreRss.now.toFixed(0)} / ${r.coreRss.peak.toFixed(0)} MB`;
      const loop = `${ms(phase.cpuMs)} · ${phase.maxMs.toFixed(1)} ms · ${phase.p99Ms.toFixed(1)} ms: ${mark(loopTargetMet(phase))}`;
      const failed = calls.failed > 0 ? `, ${String(calls.failed)} failed` : '';
      const small = `${String(calls.count)} · ${ms(calls.p50Ms)} · ${ms(calls.p95Ms)} · ${ms(calls.p99Ms)} · ${ms(calls.maxMs)} (${calls.slowest})${failed}: ${mark(calls.count > 0 && calls.failed === 0 && calls.p99Ms <= SMALL_CALL_P99_TARGET_MS)}`;
      return `| ${phase.name} (${phase.detail}) | ${s(r.jobMs)} | ${r.target.label}: ${mark(r.jobMs <= r.target.ms)} | ${r.coreCpuMs === null ? '?' : s(r.coreCpuMs)} | ${rss} | ${loop} | ${small} |`;
    }),
  ].join('\n');
}
