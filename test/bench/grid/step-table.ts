import { loadavg } from 'node:os';

// The core's catalog benches (catalog-ops, catalog-views, catalog-validation): each step timed in
// wall and CPU ms of this process, with its answer and the load average then, as a table's rows.

export interface StepTable {
  /** The table so far: its header, then a row a timed step. */
  lines: string[];
  /** Runs `work`, adds its row, and answers what it answered. */
  timed: <T>(step: string, work: () => T, note?: (value: T) => string) => T;
}

export function stepTable(fractionDigits: number): StepTable {
  const fmt = (ms: number): string => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(fractionDigits));
  const lines = [
    '| step | ms | CPU ms | answer | load (1 min) |',
    '| --- | ---: | ---: | --- | ---: |',
  ];
  return {
    lines,
    timed: (step, work, note) => {
      const cpu = process.cpuUsage();
      const start = performance.now();
      const value = work();
      const ms = performance.now() - start;
      const used = process.cpuUsage(cpu);
      lines.push(
        `| ${step} | ${fmt(ms)} | ${fmt((used.user + used.system) / 1000)} | ${note?.(value) ?? ''} | ${loadavg()[0]?.toFixed(1) ?? '?'} |`,
      );
      return value;
    },
  };
}
