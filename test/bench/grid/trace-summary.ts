// A Chromium trace of the page over one section of the grid benchmark (BENCH_GRID_TRACE),
// summarised as the renderer main thread's time per kind of work: script, style, layout, paint,
// the frame's other steps. What a CPU profile cannot show: where the time outside script goes.
import type { Browser, Page } from 'playwright';
import { perKeySummary } from './trace-keys.ts';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread time: what the work cost the CPU, less disturbed by a loaded machine than `dur`. */
  tdur?: number;
  args?: { name?: string; data?: { type?: string } };
}

const CATEGORIES = ['devtools.timeline', 'toplevel'];

// The work the summary names (inclusive times: a Layout inside a FunctionCall counts in both).
const KINDS = [
  'RunTask',
  'EventDispatch',
  'FireAnimationFrame',
  'FunctionCall',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'HitTest',
  'MinorGC',
  'MajorGC',
  'V8.GC_SCAVENGER',
  'ScheduleStyleRecalculation',
  'InvalidateLayout',
];

/** Traces the page from now until stop(), summarised per kind of main-thread work. */
export async function startTrace(
  browser: Browser,
  page: Page,
): Promise<{ stop: (frames: number) => Promise<string> }> {
  await browser.startTracing(page, { categories: CATEGORIES });
  return {
    stop: async (frames) => {
      const buffer = await browser.stopTracing();
      const parsed = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
      const events = parsed.traceEvents;
      // The page's main thread: of the renderers' main threads, the busiest (the plain page's
      // renderer may be traced too).
      const mains = events.filter(
        (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
      );
      const busy = (m: TraceEvent) =>
        events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X').length;
      const main = mains.sort((a, b) => busy(b) - busy(a))[0];
      const onMain = events.filter(
        (e) => main !== undefined && e.pid === main.pid && e.tid === main.tid && e.ph === 'X',
      );
      const total = new Map<string, { wall: number; cpu: number; count: number }>();
      for (const e of onMain) {
        if (!KINDS.includes(e.name)) continue;
        const was = total.get(e.name) ?? { wall: 0, cpu: 0, count: 0 };
        total.set(e.name, {
          wall: was.wall + (e.dur ?? 0) / 1000,
          cpu: was.cpu + (e.tdur ?? e.dur ?? 0) / 1000,
          count: was.count + 1,
        });
      }
      const column = (value: number) => value.toFixed(2).padStart(8);
      const lines = KINDS.filter((k) => total.has(k)).map((k) => {
        const { wall, cpu, count } = total.get(k) ?? { wall: 0, cpu: 0, count: 0 };
        return `${column(cpu / frames)} ${column(wall / frames)} ${String(count).padStart(7)}  ${k}`;
      });
      return [
        ' cpu ms/frame, wall ms/frame, events, kind',
        ...lines,
        longestTasks(onMain),
        perKeySummary(onMain),
      ].join('\n');
    },
  };
}

/**
 * The longest tasks of the main thread by their CPU time (a long task is a frame missed, however
 * short the average): the five longest, and what each spent on script, style, layout and paint.
 */
function longestTasks(onMain: readonly TraceEvent[]): string {
  const tasks = onMain.filter(
    (e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask',
  );
  const cpu = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;
  const longest = [...tasks].sort((a, b) => cpu(b) - cpu(a)).slice(0, 5);
  const inside = (task: TraceEvent, name: string) =>
    onMain
      .filter((e) => e.name === name && e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0))
      .reduce((sum, e) => sum + cpu(e), 0);
  const parts = (task: TraceEvent) =>
    ['FunctionCall', 'EventDispatch', 'UpdateLayoutTree', 'Layout', 'Paint']
      .map((name) => `${name} ${inside(task, name).toFixed(1)}`)
      .join(', ');
  return [
    ' longest tasks, cpu ms:',
    ...longest.map((task) => `${cpu(task).toFixed(2).padStart(8)}  ${parts(task)}`),
  ].join('\n');
}
