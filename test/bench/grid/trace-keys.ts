// The typing section's trace, per key press: the main thread's CPU from one keydown to the next
// (its handlers, React's render, the frame it paints, any answer that lands before the next key),
// grouped by the key (typeRows: ten letters, Enter, Arrow Down).
interface KeyTraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { type?: string } };
}

const KIND_OF = (i: number): string =>
  i % 12 === 0
    ? 'first letter'
    : i % 12 < 10
      ? 'letters 2-10'
      : i % 12 === 10
        ? 'Enter'
        : 'ArrowDown';

export function perKeySummary(onMain: readonly KeyTraceEvent[]): string {
  const downs = onMain
    .filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown')
    .sort((a, b) => a.ts - b.ts);
  // The outermost events: each one's CPU counted once.
  const tasks: KeyTraceEvent[] = [];
  let until = -Infinity;
  for (const e of [...onMain].sort((a, b) => a.ts - b.ts)) {
    if (e.ts < until) continue;
    tasks.push(e);
    until = e.ts + (e.dur ?? 0);
  }
  const paints = onMain.filter((e) => e.name === 'Paint').map((e) => e.ts);
  const groups = new Map<string, number[]>();
  const toPaint = new Map<string, number[]>();
  downs.forEach((down, i) => {
    const end = downs[i + 1]?.ts ?? Infinity;
    const painted = paints.find((ts) => ts > down.ts) ?? Infinity;
    let cpu = 0;
    let before = 0;
    for (const t of tasks) {
      if (t.ts + (t.dur ?? 0) < down.ts || t.ts >= end) continue;
      cpu += (t.tdur ?? t.dur ?? 0) / 1000;
      if (t.ts <= painted) before += (t.tdur ?? t.dur ?? 0) / 1000;
    }
    const kind = KIND_OF(i);
    groups.set(kind, [...(groups.get(kind) ?? []), cpu]);
    toPaint.set(`${kind}, to its paint`, [...(toPaint.get(`${kind}, to its paint`) ?? []), before]);
  });
  // Per key, what the main thread did up to its paint, by kind (inclusive times).
  const byKind = new Map<string, Map<string, number>>();
  downs.forEach((down, i) => {
    const painted = paints.find((ts) => ts > down.ts) ?? Infinity;
    const task = tasks.find((t) => t.ts <= painted && t.ts + (t.dur ?? 0) >= painted);
    const until = task === undefined ? painted : task.ts + (task.dur ?? 0);
    const kind = KIND_OF(i);
    const sums = byKind.get(kind) ?? new Map<string, number>();
    byKind.set(kind, sums);
    for (const e of onMain) {
      if (e.ts < down.ts || e.ts > until || e.name === 'RunTask') continue;
      sums.set(e.name, (sums.get(e.name) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000 / 30);
    }
  });
  const kinds = [...byKind].map(
    ([kind, sums]) =>
      `  ${kind}: ` +
      [...sums]
        .filter(([, ms]) => ms >= 0.05 * (kind === 'letters 2-10' ? 9 : 1))
        .sort((a, b) => b[1] - a[1])
        .map(([name, ms]) => `${name} ${(kind === 'letters 2-10' ? ms / 9 : ms).toFixed(2)}`)
        .join(', '),
  );
  const lines = [...groups, ...toPaint].map(([kind, values]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    const p95 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? NaN;
    return `${mean.toFixed(2).padStart(8)} ${p95.toFixed(2).padStart(8)} ${String(values.length).padStart(5)}  ${kind}`;
  });
  return [
    ' cpu ms per key press (keydown to next keydown): mean, p95, presses, key',
    ...lines,
    ' to the paint, ms per press by kind:',
    ...kinds,
  ].join('\n');
}
