import type { PreviewCore } from '../../../main/preview/preview-core.ts';

// The small calls a window keeps making while a long call runs in the core, one after another
// (each sent when the previous one answered): app.info, which touches neither the disk nor the
// catalog, and a 60-row window of the brands grid (`catalog.window`), a read of the store as a
// grid's scroll makes. Each one's time from sending to its answer is what a user waits.

export interface SmallCallStats {
  count: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The call that took longest, by name. */
  slowest: string;
  /** Calls that answered with an error (counted, not hidden: a failed call is not a fast one). */
  failed: number;
}

interface Sample {
  name: string;
  ms: number;
  ok: boolean;
}

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

function statsOf(samples: readonly Sample[]): SmallCallStats {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const slowest = samples.reduce<Sample | null>(
    (a, s) => (a === null || s.ms > a.ms ? s : a),
    null,
  );
  return {
    count: samples.length,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1) ?? 0,
    slowest: slowest?.name ?? '—',
    failed: samples.filter((s) => !s.ok).length,
  };
}

/** Runs `job` while the small calls loop beside it; answers its detail and the calls' stats. */
export async function besideSmallCalls(
  core: PreviewCore,
  brandsViewId: number,
  job: () => Promise<string>,
): Promise<{ detail: string; stats: SmallCallStats }> {
  const calls = [
    { name: 'app.info', send: () => core.handlers['app.info']({}, {}) },
    {
      name: 'catalog.window',
      send: () => core.handlers['catalog.window']({ viewId: brandsViewId, from: 0, count: 60 }, {}),
    },
  ];
  const samples: Sample[] = [];
  const state = { running: true };
  const loop = (async () => {
    for (let i = 0; state.running; i += 1) {
      const call = calls[i % calls.length] ?? calls[0];
      if (call === undefined) return;
      const started = performance.now();
      const ok = await call.send().then(
        () => true,
        () => false,
      );
      // A call sent before the job ended counts, however long after it answers.
      samples.push({ name: call.name, ms: performance.now() - started, ok });
    }
  })();
  try {
    const detail = await job();
    state.running = false;
    await loop;
    return { detail, stats: statsOf(samples) };
  } finally {
    state.running = false;
    await loop;
  }
}
