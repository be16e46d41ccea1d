import type { Page } from 'playwright';

// A user's action timed to the first frame that shows its result, in either mode: the clock
// starts at the action's own input event (its timeStamp: a key's keydown, a click, as Event
// Timing counts them) and stops in the first animation frame whose DOM passes `shown`, a check
// that must fail before the action (so the rows show what the action made, not what was there).
// In the core mode the result comes from the core's answer, frames after the event.

/** Page code: what the grid shows now, for an error's message. */
const DESCRIBE = `(() => {
  const grid = document.querySelector('[role=grid]');
  const rows = [...document.querySelectorAll('.grid-row[role=row]')].slice(0, 3)
    .map((r) => r.getAttribute('aria-rowindex') + ':' + [...r.querySelectorAll('[role=gridcell]')].map((c) => c.textContent + (c.className.includes('mark-') ? '*' : '')).join('|'));
  const sorted = [...document.querySelectorAll('[aria-sort]:not([aria-sort=none])')].map((h) => h.getAttribute('aria-label') + ' ' + h.getAttribute('aria-sort'));
  return ' (the grid: ' + grid?.getAttribute('aria-rowcount') + ' rows' + (grid?.getAttribute('aria-busy') === 'true' ? ', busy' : '') + '; ' + rows.join(' / ')
    + '; sorted: ' + sorted.join(', ') + '; problems: ' + (document.querySelector('.problem-pane .pane-bar')?.textContent ?? '')
    + '; filter: ' + (document.querySelector('.filter-summary-count')?.textContent ?? 'none') + '; menu: ' + (document.querySelector('.column-menu') ? 'open' : 'closed') + ')';
})()`;

export interface Shown {
  /** From the action's input event to the frame that shows the result, ms. */
  ms: number;
  /** The input event, ms since the epoch (the bench process's clock, for the store's polls). */
  startEpoch: number;
  /** The frame that showed it, ms since the epoch. */
  shownEpoch: number;
}

export interface ShownOptions {
  /** The input events that start the clock: the first of them not a bare modifier key. */
  events: readonly ('keydown' | 'click' | 'input')[];
  /** Page code: a function expression answering true once the result is on screen. */
  shown: string;
  timeoutMs?: number;
}

/** Arms the page, runs `act` (Playwright's keys or clicks) and answers when the frame showed it. */
export async function timedToShown(
  page: Page,
  { events, shown, timeoutMs = 120_000 }: ShownOptions,
  act: () => Promise<void>,
): Promise<Shown> {
  await page.evaluate(`(() => {
    const isShown = ${shown};
    if (isShown()) throw new Error('shown before the action' + ${DESCRIBE});
    const events = ${JSON.stringify(events)};
    window.__shown = new Promise((resolve, reject) => {
      let start = null;
      const on = (e) => {
        if (start === null && !['Control', 'Shift', 'Alt', 'Meta'].includes(e.key)) start = e.timeStamp;
      };
      for (const type of events) addEventListener(type, on, { capture: true });
      const stop = () => { for (const type of events) removeEventListener(type, on, { capture: true }); };
      const timer = setTimeout(() => {
        stop();
        reject(new Error((start === null ? 'no ' + events.join('/') + ' event' : 'not shown') + ' within ${String(timeoutMs)} ms' + ${DESCRIBE}));
      }, ${String(timeoutMs)});
      const tick = () => {
        if (start !== null && isShown()) {
          const now = performance.now();
          clearTimeout(timer);
          stop();
          resolve({ ms: now - start, startEpoch: performance.timeOrigin + start, shownEpoch: performance.timeOrigin + now });
        } else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    window.__shown.catch(() => {});
  })()`);
  await act();
  return page.evaluate<Shown>('window.__shown');
}

/** Median of a list, with its spread for a note. */
export function medianOf(times: readonly number[]): { median: number; spread: string } {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  const spread = `${(sorted[0] ?? 0).toFixed(0)}–${(sorted.at(-1) ?? 0).toFixed(0)} ms`;
  return { median, spread };
}

const PLAIN_ACTION_PAGE = `<!doctype html><meta charset="utf-8">
<button id="b" style="font:13px system-ui" onclick="this.textContent = String(Number(this.textContent) + 1)">0</button>
<input id="i" style="font:13px system-ui;width:400px">`;

/**
 * The floor of a "to the frame that shows it" time on this machine now: a plain page's button
 * clicked (its text changed in the handler) or a key typed into a plain input, timed the same
 * way, median of 5 (what Playwright's input, the event's dispatch and one frame cost).
 */
export async function plainFloor(plain: Page, kind: 'click' | 'key'): Promise<number> {
  await plain.setContent(PLAIN_ACTION_PAGE);
  await plain.bringToFront();
  const times: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    if (kind === 'click') {
      const shown = `() => document.querySelector('#b').textContent === '${String(i + 1)}'`;
      const t = await timedToShown(plain, { events: ['click'], shown }, () =>
        plain.locator('#b').click(),
      );
      times.push(t.ms);
    } else {
      await plain.locator('#i').click();
      const shown = `() => document.querySelector('#i').value.length === ${String(i + 1)}`;
      const t = await timedToShown(plain, { events: ['keydown'], shown }, () =>
        plain.keyboard.press('x'),
      );
      times.push(t.ms);
    }
  }
  return medianOf(times).median;
}

/**
 * Page code: true when the rows of the grid drawn on screen (at least `atLeast`, the first
 * `first` of them) all pass `test` in the column `key` (found by its header: a view's layout
 * orders its columns).
 */
export function everyRowOnScreen(key: string, test: string, atLeast = 5, first = 1000): string {
  return `() => {
    const col = document.querySelector('.grid-colhead[data-colkey="${key}"]')?.getAttribute('aria-colindex');
    if (!col) return false;
    const cells = [...document.querySelectorAll('.grid-row[role=row]:not(.new-row):not(.waiting) [role=gridcell][aria-colindex="' + col + '"]')].slice(0, ${String(first)});
    const test = ${test};
    return cells.length >= ${String(atLeast)} && cells.every((c) => test(c.textContent ?? ''));
  }`;
}

/** Page code: the problem pane's bar (its counts), not its list. */
export const PANE_BAR = `(document.querySelector('.problem-pane .pane-bar')?.textContent ?? '')`;

/**
 * Arms a second watch beside an action's: the epoch ms of the first frame whose DOM passes
 * `shown` (a check that must fail now), read after the action with `shownAt`.
 */
export async function armShown(page: Page, name: string, shown: string): Promise<void> {
  await page.evaluate(`(() => {
    const isShown = ${shown};
    if (isShown()) throw new Error('shown before the action: ${name}' + ${DESCRIBE});
    window.__watch = window.__watch ?? {};
    window.__watch[${JSON.stringify(name)}] = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('${name}: not shown within 120 s' + ${DESCRIBE})), 120000);
      const tick = () => {
        if (isShown()) {
          clearTimeout(timer);
          resolve(performance.timeOrigin + performance.now());
        } else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    window.__watch[${JSON.stringify(name)}].catch(() => {});
  })()`);
}

export const shownAt = (page: Page, name: string): Promise<number> =>
  page.evaluate<number>(`window.__watch[${JSON.stringify(name)}]`);

/** Waits for the first frame whose DOM passes `shown` (page code; no eval, which the CSP forbids). */
export async function waitShown(page: Page, shown: string, timeoutMs = 120_000): Promise<void> {
  await page.evaluate(`new Promise((resolve, reject) => {
    const isShown = ${shown};
    const timer = setTimeout(() => reject(new Error('not shown within ${String(timeoutMs)} ms' + ${DESCRIBE})), ${String(timeoutMs)});
    const tick = () => {
      if (isShown()) {
        clearTimeout(timer);
        resolve(undefined);
      } else requestAnimationFrame(tick);
    };
    tick();
  })`);
}

/** The grid's rows in `view`: the products, or their SKUs. */
export const viewRows = (
  draft: readonly { row: { skus: readonly unknown[] } }[],
  view: 'product' | 'SKU',
) => (view === 'product' ? draft.length : draft.reduce((n, { row }) => n + row.skus.length, 0));

/**
 * Shows `view` and waits for its rows (the draft's `rows`, or a few more an earlier section
 * typed in), the first drawn.
 */
export async function showView(page: Page, view: 'product' | 'SKU', rows: number): Promise<void> {
  await page.getByRole('radio', { name: `One row per ${view}` }).click({ timeout: 120_000 });
  await waitShown(
    page,
    `() => {
      const count = Number(document.querySelector('[role=grid]')?.getAttribute('aria-rowcount')) - 1;
      return count >= ${String(rows)} && count < ${String(rows)} * 1.05
        && document.querySelector('.grid-row:not(.waiting):not(.new-row) [role=gridcell]') !== null;
    }`,
  );
}

/**
 * Page code: every edit the grid made is answered (its save indicator says saved, or refused or
 * failed: nothing more will come), or there is no indicator.
 */
const EDITS_ANSWERED = `() => {
  const state = document.querySelector('.save-state')?.getAttribute('data-state');
  return state !== 'saving' && state !== 'pending';
}`;

/**
 * Waits for the first frame whose save indicator says every edit is answered (in the core mode
 * the core committed them; the page sends them one at a time, in order): the page's ms then.
 */
export function editsAnswered(page: Page, timeoutMs = 300_000): Promise<number> {
  return page.evaluate<number>(`new Promise((resolve, reject) => {
    const answered = ${EDITS_ANSWERED};
    const timer = setTimeout(() => reject(new Error('edits not answered within ${String(timeoutMs)} ms' + ${DESCRIBE})), ${String(timeoutMs)});
    const tick = () => {
      if (answered()) {
        clearTimeout(timer);
        resolve(performance.now());
      } else requestAnimationFrame(tick);
    };
    tick();
  })`);
}

/**
 * The grid's first row selected and drawn, wherever an earlier section left the focus (a
 * header's sort button, the view switch): a cell is clicked first, so Ctrl+Home is the grid's.
 */
export async function gridHome(page: Page): Promise<void> {
  await page.locator('.grid-row:not(.waiting):not(.new-row) [role=gridcell]').first().click();
  await page.keyboard.press('ControlOrMeta+Home');
  await waitShown(
    page,
    `() => (document.querySelector('[role=row][aria-rowindex="2"] [role=gridcell][aria-colindex="1"]')?.textContent ?? '') !== ''`,
  );
}
