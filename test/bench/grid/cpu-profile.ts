// A CPU profile of the page over one section of the grid benchmark (BENCH_GRID_PROFILE).
import type { Page } from 'playwright';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/** A CPU profile of the page from now until stop(), summarised as the top self times. */
export async function startProfile(page: Page): Promise<{ stop: () => Promise<string> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return {
    stop: async () => {
      const { profile } = await cdp.send('Profiler.stop');
      const nodes = new Map<number, ProfileNode>(profile.nodes.map((n) => [n.id, n]));
      const self = new Map<string, number>();
      const deltas = profile.timeDeltas ?? [];
      (profile.samples ?? []).forEach((id, i) => {
        const frame = nodes.get(id)?.callFrame;
        if (frame === undefined) return;
        const file = frame.url.split('/').at(-1) ?? '';
        const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
        self.set(name, (self.get(name) ?? 0) + (deltas[i] ?? 0) / 1000);
      });
      const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 25);
      return top.map(([name, t]) => `${t.toFixed(1).padStart(9)} ms  ${name}`).join('\n');
    },
  };
}
