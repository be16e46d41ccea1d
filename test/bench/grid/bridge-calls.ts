// The bridge's calls the page made (the preview's bridge is HTTP, so each call is a resource
// timing entry named /__bridge/call/<name>): how many of each while scrolling, and which ran
// before the first rows were painted. They say where a section's waits and work come from.
import type { Page } from 'playwright';

export interface BridgeCall {
  name: string;
  start: number;
  end: number;
}

/** Keeps every entry (Chromium keeps 250 by default); run before the page's first load. */
export const CALLS_PROBE = `performance.setResourceTimingBufferSize(1000000)`;

/** The bridge calls that started at or after `since` (the page's clock), in order. */
export function callsSince(page: Page, since: number): Promise<BridgeCall[]> {
  return page.evaluate<BridgeCall[]>(`performance.getEntriesByType('resource')
    .filter((e) => e.name.includes('/__bridge/call/') && e.startTime >= ${String(since)})
    .map((e) => ({
      name: decodeURIComponent(e.name.split('/__bridge/call/')[1] ?? ''),
      start: e.startTime,
      end: e.responseEnd,
    }))`);
}

/** "catalog.window 40, catalog.rowProblems 12", most first. */
export function countsOf(calls: readonly BridgeCall[]): string {
  const counts = new Map<string, number>();
  for (const call of calls) counts.set(call.name, (counts.get(call.name) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([name, n]) => `${name} ${String(n)}`)
    .join(', ');
}

/** "catalog.view 120–430 ms, catalog.window 440–470 ms": the calls before `until`. */
export function timelineOf(calls: readonly BridgeCall[], until: number): string {
  return calls
    .filter((call) => call.start <= until)
    .map((call) => `${call.name} ${call.start.toFixed(0)}–${call.end.toFixed(0)}`)
    .join(', ');
}

/** "catalog.problems 35–120, …": the calls from a timed key to its frame, in ms after the key. */
export async function callsDuringShown(
  page: Page,
  shown: { ms: number; startEpoch: number },
): Promise<string> {
  const origin = await page.evaluate<number>('performance.timeOrigin');
  const keyAt = shown.startEpoch - origin;
  return (await callsSince(page, keyAt))
    .filter((call) => call.start <= keyAt + shown.ms)
    .map(
      (call) => `${call.name} ${(call.start - keyAt).toFixed(0)}–${(call.end - keyAt).toFixed(0)}`,
    )
    .join(', ');
}
