import type { CallInput, CallName } from '../../../app/ipc/contract.ts';
import type { PreviewCore } from '../../../main/preview/preview-core.ts';

// The short calls a window keeps making while a long job runs, one after another without a
// pause (each sent when the previous one answered), round the four in turn: app.info, one
// voucher read (vouchers.get), one edit saved (drafts.save of one row) and the imports'
// progress (imports.list, what the window reads beside the imports.progress events).

export interface ShortCallStats {
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The call that took longest, by name. */
  slowest: string;
  /** p99 of each call, by name. */
  p99ByCall: Record<string, number>;
  /** Calls that answered with an error (counted, not hidden: a failed call is not a fast one). */
  failed: number;
}

interface Sample {
  name: CallName;
  ms: number;
  ok: boolean;
}

type ShortCall = { [N in CallName]: { name: N; input: CallInput<N> } }[CallName];

export function shortCallsOf(profileId: string): ShortCall[] {
  let edits = 0;
  return [
    { name: 'app.info', input: {} },
    { name: 'vouchers.get', input: { kind: 'purchase_orders', number: 'PO-00000001' } },
    {
      name: 'drafts.save',
      get input(): CallInput<'drafts.save'> {
        edits += 1;
        return {
          profileId,
          grid: 'colors',
          upserts: [{ id: 'fair-edit', position: 0, row: { code: 'FE', name: `Edit ${edits}` } }],
          deletes: [],
        };
      },
    },
    { name: 'imports.list', input: { profileId } },
  ];
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

export function statsOf(samples: readonly Sample[]): ShortCallStats {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const slowest = samples.reduce<Sample | null>(
    (a, s) => (a === null || s.ms > a.ms ? s : a),
    null,
  );
  return {
    count: samples.length,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1) ?? 0,
    slowest: slowest?.name ?? '—',
    p99ByCall: Object.fromEntries(
      [...new Set(samples.map((s) => s.name))].map((name) => [
        name,
        percentile(
          samples
            .filter((s) => s.name === name)
            .map((s) => s.ms)
            .sort((a, b) => a - b),
          99,
        ),
      ]),
    ),
    failed: samples.filter((s) => !s.ok).length,
  };
}

/** Runs `job` while short calls loop beside it; answers the job's detail and the calls' stats. */
export async function beside(
  core: PreviewCore,
  calls: readonly ShortCall[],
  job: () => Promise<string>,
): Promise<{ detail: string; jobMs: number; stats: ShortCallStats }> {
  const samples: Sample[] = [];
  const state = { running: true };
  const loop = (async () => {
    for (let i = 0; state.running; i += 1) {
      const call = calls[i % calls.length] as ShortCall;
      const input = call.input;
      const started = performance.now();
      const result = await core.handlers[call.name](input as never, {}).then(
        () => true,
        () => false,
      );
      // A call sent before the job ended counts, however long after it answers.
      samples.push({ name: call.name, ms: performance.now() - started, ok: result });
    }
  })();
  const started = performance.now();
  try {
    const detail = await job();
    const jobMs = performance.now() - started;
    state.running = false;
    await loop;
    return { detail, jobMs, stats: statsOf(samples) };
  } finally {
    state.running = false;
    await loop;
  }
}
