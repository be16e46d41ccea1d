import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  EMPTY_STATE,
  initialPlacement,
  readWindowState,
  rememberPlacement,
  writeWindowState,
  type DisplayInfo,
} from '../../../main/window/window-state.ts';

const laptop: DisplayInfo = {
  id: 1,
  bounds: { x: 0, y: 0, width: 1440, height: 900 },
  workArea: { x: 0, y: 25, width: 1440, height: 875 },
};
const monitor: DisplayInfo = {
  id: 2,
  bounds: { x: 1440, y: 0, width: 2560, height: 1440 },
  workArea: { x: 1440, y: 0, width: 2560, height: 1400 },
};

const dir = mkdtempSync(join(tmpdir(), 'kikan-window-state-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('window placement', () => {
  it('opens centred on the primary display the first time', () => {
    expect(initialPlacement(EMPTY_STATE, [laptop], laptop)).toEqual({
      x: 80,
      y: 53,
      width: 1280,
      height: 820,
      maximized: false,
    });
  });

  it('reopens where it was closed, per display', () => {
    let state = rememberPlacement(
      EMPTY_STATE,
      laptop,
      { x: 10, y: 30, width: 1000, height: 700 },
      false,
    );
    state = rememberPlacement(state, monitor, { x: 1600, y: 100, width: 2000, height: 1200 }, true);
    // Docked: the monitor's placement, maximised.
    expect(initialPlacement(state, [laptop, monitor], laptop)).toEqual({
      x: 1600,
      y: 100,
      width: 2000,
      height: 1200,
      maximized: true,
    });
    // Undocked later, after closing on the laptop: the laptop's own placement.
    state = rememberPlacement(state, laptop, { x: 20, y: 40, width: 1100, height: 720 }, false);
    expect(initialPlacement(state, [laptop], laptop)).toEqual({
      x: 20,
      y: 40,
      width: 1100,
      height: 720,
      maximized: false,
    });
  });

  it('never opens off screen when the last display is gone or the place no longer fits', () => {
    const onMonitor = rememberPlacement(
      EMPTY_STATE,
      monitor,
      { x: 3000, y: 900, width: 1200, height: 800 },
      false,
    );
    expect(initialPlacement(onMonitor, [laptop], laptop)).toMatchObject({ x: 80, y: 53 });
    const tooFar = rememberPlacement(
      EMPTY_STATE,
      laptop,
      { x: 1400, y: 880, width: 3000, height: 2000 },
      false,
    );
    const placed = initialPlacement(tooFar, [laptop], laptop);
    expect(placed.x + placed.width).toBeLessThanOrEqual(1440);
    expect(placed.y + placed.height).toBeLessThanOrEqual(900);
    expect(placed.y).toBeGreaterThanOrEqual(25);
  });

  it('reads back what it wrote, and a damaged file as no state', () => {
    const file = join(dir, 'window-state.json');
    const state = rememberPlacement(
      EMPTY_STATE,
      laptop,
      { x: 1, y: 30, width: 1000, height: 700 },
      true,
    );
    writeWindowState(file, state);
    expect(readWindowState(file)).toEqual(state);
    writeFileSync(file, '{"lastDisplay": 5');
    expect(readWindowState(file)).toEqual(EMPTY_STATE);
    expect(readWindowState(join(dir, 'missing.json'))).toEqual(EMPTY_STATE);
  });
});
