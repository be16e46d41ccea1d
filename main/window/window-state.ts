import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';

// The window's size, position and maximised state, remembered per display (a laptop alone and
// the same laptop docked to a monitor each get their own), in userData/window-state.json.

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DisplayInfo {
  /** Electron's display id: stable while the display stays connected, not across machines. */
  id: number;
  bounds: Rect;
  workArea: Rect;
}

const placementSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  maximized: z.boolean(),
});
export type Placement = z.infer<typeof placementSchema>;

const stateSchema = z.object({
  lastDisplay: z.string().nullable(),
  displays: z.record(z.string(), placementSchema),
});
export type WindowState = z.infer<typeof stateSchema>;

export const EMPTY_STATE: WindowState = { lastDisplay: null, displays: {} };
export const DEFAULT_SIZE = { width: 1280, height: 820 };
export const MIN_SIZE = { width: 960, height: 600 };

/** A display is known by its size and place in the desktop, which survive restarts. */
export function displayKey(display: DisplayInfo): string {
  const { x, y, width, height } = display.bounds;
  return `${width}x${height}@${x},${y}`;
}

function fit(rect: Rect, area: Rect): Rect {
  const width = Math.min(Math.max(rect.width, MIN_SIZE.width), area.width);
  const height = Math.min(Math.max(rect.height, MIN_SIZE.height), area.height);
  const x = Math.min(Math.max(rect.x, area.x), area.x + area.width - width);
  const y = Math.min(Math.max(rect.y, area.y), area.y + area.height - height);
  return { x, y, width, height };
}

function centred(area: Rect): Rect {
  const width = Math.min(DEFAULT_SIZE.width, area.width);
  const height = Math.min(DEFAULT_SIZE.height, area.height);
  return {
    x: area.x + Math.round((area.width - width) / 2),
    y: area.y + Math.round((area.height - height) / 2),
    width,
    height,
  };
}

/**
 * Where the window opens: on the display it was last closed on, if that display is still there,
 * as it was left there (kept inside the display's work area); otherwise centred on the primary.
 */
export function initialPlacement(
  state: WindowState,
  displays: readonly DisplayInfo[],
  primary: DisplayInfo,
): Placement {
  const last = displays.find((d) => displayKey(d) === state.lastDisplay);
  const saved = last === undefined ? undefined : state.displays[displayKey(last)];
  if (last === undefined || saved === undefined) {
    return { ...centred(primary.workArea), maximized: false };
  }
  return { ...fit(saved, last.workArea), maximized: saved.maximized };
}

/** The state after the window was closed on `display` with these normal bounds. */
export function rememberPlacement(
  state: WindowState,
  display: DisplayInfo,
  bounds: Rect,
  maximized: boolean,
): WindowState {
  const key = displayKey(display);
  const rounded = {
    x: Math.round(bounds.x),
    y: Math.round(bounds.y),
    width: Math.round(bounds.width),
    height: Math.round(bounds.height),
  };
  return { lastDisplay: key, displays: { ...state.displays, [key]: { ...rounded, maximized } } };
}

/** A missing, unreadable or foreign file reads as no state: the window opens centred. */
export function readWindowState(path: string): WindowState {
  try {
    const parsed = stateSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
    return parsed.success ? parsed.data : EMPTY_STATE;
  } catch {
    return EMPTY_STATE;
  }
}

export function writeWindowState(path: string, state: WindowState): void {
  try {
    writeFileSync(path, JSON.stringify(state), { mode: 0o600 });
    if (process.platform !== 'win32') chmodSync(path, 0o600);
  } catch {
    // Losing the window's place is not worth an error at quit.
  }
}
