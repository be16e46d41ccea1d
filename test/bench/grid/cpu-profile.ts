// A CPU profile of the page over one section of the grid benchmark (BENCH_GRID_PROFILE).
import type { Page } from 'playwright';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

const nameOf = (frame: ProfileNode['callFrame']): string => {
  const file = frame.url.split('/').at(-1) ?? '';
  return `${frame.functionName || '(anonymous)'} ${file}:${String(frame.lineNumber + 1)}`;
};

const table = (times: Map<string, number>, count: number): string =>
  [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, t]) => `${t.toFixed(1).padStart(9)} ms  ${name}`)
    .join('\n');

/**
 * A CPU profile of the page from now until stop(), summarised as the top self times, then the
 * top total times (a function's own and its callees', once a sample however deep it recurs).
 */
export async function startProfile(page: Page): Promise<{ stop: () => Promise<string> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return {
    stop: async () => {
      const { profile } = await cdp.send('Profiler.stop');
      const nodes = new Map<number, ProfileNode>(profile.nodes.map((n) => [n.id, n]));
      const parents = new Map<number, number>();
      for (const node of profile.nodes as ProfileNode[]) {
        for (const child of node.children ?? []) parents.set(child, node.id);
      }
      const self = new Map<string, number>();
      const total = new Map<string, number>();
      const deltas = profile.timeDeltas ?? [];
      (profile.samples ?? []).forEach((id, i) => {
        const frame = nodes.get(id)?.callFrame;
        if (frame === undefined) return;
        const ms = (deltas[i] ?? 0) / 1000;
        self.set(nameOf(frame), (self.get(nameOf(frame)) ?? 0) + ms);
        const seen = new Set<string>();
        for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
          const up = nodes.get(at)?.callFrame;
          if (up !== undefined) seen.add(nameOf(up));
        }
        for (const name of seen) total.set(name, (total.get(name) ?? 0) + ms);
      });
      return `self:\n${table(self, 25)}\ntotal:\n${table(total, 60)}`;
    },
  };
}
